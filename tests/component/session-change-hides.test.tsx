import { describe, expect, it } from 'vitest';
import { BRUNO } from '../../test-kit/customers';
import { accountApi, ANA, waitForPath } from '../../test-kit/account-helpers';

const api = accountApi();

/*
 * A session that changes under the screens (another tab signed out or in, a page brought back by Back
 * read its storage again): the screens' render comes after the call that changed it, and a frame
 * may be drawn in between (docs/security.md, "What the portal keeps on a device"). The portal is
 * hidden in that very call, and shown again once the screens have drawn for the new session.
 */
describe('a session that changes under the screens', () => {
  type NextUser = () => Promise<Awaited<ReturnType<typeof api.signIn>> | undefined>;
  it.each<[string, NextUser]>([
    ['another tab signed out', async () => undefined],
    ['another customer signed in, in another tab', () => api.signIn(BRUNO)],
  ])('%s: hidden in the call that reads it, shown once the screens drew for it', async (_, next) => {
    const { screen, shadow, runtime, storagePrefix } = await api.render({ path: '/', user: await api.signIn(ANA) });
    await screen.findByRole('heading', { name: 'Olá, Ana!', level: 1 });
    const root = shadow.querySelector<HTMLElement>('.pc-root')!;
    expect(root.style.visibility, 'shown while nothing changed').toBe('');

    const nextUser = await next();
    for (const key of Object.keys(localStorage).filter((key) => key.startsWith(storagePrefix))) localStorage.removeItem(key);
    if (nextUser) localStorage.setItem(`${storagePrefix}user`, JSON.stringify(nextUser));
    // What the `pageshow` and `storage` listeners call.
    runtime.session.reload();
    expect(root.style.visibility, 'hidden in the same call').toBe('hidden');
    expect(root.textContent, 'her screen is still in the page, only hidden: the render has not run').toContain('Olá, Ana!');

    // Drawn for the new session: nothing of hers in the page, and the portal shown again.
    await expect.poll(() => root.textContent, { message: 'drawn for the new session' }).not.toContain('Olá, Ana!');
    if (!nextUser) await waitForPath('/conta');
    expect(root.style.visibility, 'shown again once drawn for the new session').toBe('');
  });
});
