import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../test-kit/render-portal';
import { currentPath, waitForPath } from '../../test-kit/account-helpers';

/*
 * A stored session a host's script (or an extension) wrote wrong must not blank the portal: the
 * red team's `{"token":{"toString":"x"},...}` left the shadow root empty with uncaught errors, and
 * again after a reload. Now the value is dropped and the portal starts signed out.
 */
describe('a hostile stored session', () => {
  it.each([
    ['user', { token: { toString: 'x' }, refreshToken: 'r', email: 'ana.souza@exemplo.com.br', name: 'Ana' }],
    ['user', { token: 't', refreshToken: { valueOf: 1, toString: 1 }, email: 'ana.souza@exemplo.com.br', name: 'Ana' }],
    ['currentEvt', { idEvento: { toString: 'x' }, descricao: 'x' }],
  ])('%s = %j: the sign-in screen, the value gone, and the same when another tab writes it again', async (key, value) => {
    const storagePrefix = `hostil-${key}-${Math.random().toString(36).slice(2)}:`;
    if (key === 'currentEvt')
      localStorage.setItem(`${storagePrefix}user`, JSON.stringify({ token: 't', refreshToken: 'r', email: 'a@b.c', name: 'A' }));
    localStorage.setItem(`${storagePrefix}${key}`, JSON.stringify(value));
    const first = await renderPortal({ path: '/financeiro', storagePrefix });
    if (key === 'user') {
      await waitForPath('/conta');
      await first.screen.findByRole('link', { name: 'Já tenho cadastro' });
      expect(currentPath()).toBe('/conta');
    } else {
      // Signed in without a current event: the portal asks the API for one (the token is fake, so
      // it ends at the sign-in screen too); nothing throws on the way.
      await waitForPath('/conta');
    }
    expect(localStorage.getItem(`${storagePrefix}${key}`), 'the value is removed').toBeNull();
    // Another tab writes it again (the portal re-reads storage on its `storage` event): dropped again.
    localStorage.setItem(
      `${storagePrefix}user`,
      JSON.stringify({ token: { toString: 'x' }, refreshToken: 'r', email: 'a@b.c', name: 'A' }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: `${storagePrefix}user` }));
    expect(localStorage.getItem(`${storagePrefix}user`), 'dropped again').toBeNull();
    await first.screen.findByRole('link', { name: 'Já tenho cadastro' });
  });
});
