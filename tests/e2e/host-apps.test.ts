// @engines chromium: the React and Vue apps load the same bundle; what they test is their typed use of the element
import { describe, expect, it } from 'vitest';
import { signInThroughUi } from '../../test-kit/browser';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * The host guides' demos (docs/hosts/): a React 19 app and a Vue 3 app, built by Vite with their
 * real libraries from demo/hosts/ (build-steps/build-host-apps.mjs), each importing the package and
 * following the portal's events in its own header; and a WordPress page with the snippet in a
 * Custom HTML block beside WordPress's own import map. The element is the same in every engine:
 * what is shown here is each host's wiring, in Chromium.
 */
const e2e = useE2e();

describe.each([
  ['React 19', '/hosts/react/', 'App React'],
  ['Vue 3', '/hosts/vue/', 'App Vue'],
])('the %s host app', (_, path, name) => {
  it('renders the portal and follows its login and navigate events', async () => {
    const { page, portal, errors } = await e2e.open({ path });
    const status = page.locator('#host-status');
    await portal.getByRole('link', { name: 'Já tenho cadastro' }).waitFor();
    expect(await status.textContent()).toMatch(new RegExp(`^${name}: ninguém conectado`));
    await signInThroughUi(page);
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    await portal.getByRole('link', { name: 'Financeiro' }).first().click();
    await expect.poll(() => status.textContent()).toBe(`${name}: ANA PAULA SOUZA conectado(a) · tela /financeiro`);
    expect(errors).toEqual([]);
  });
});

describe('a WordPress page with the snippet in a Custom HTML block', () => {
  it("loads the pinned entry with its integrity, beside WordPress's own import map", async () => {
    const { page, portal, errors } = await e2e.open({ path: '/wordpress.html#/conta/entrar' });
    await portal.getByRole('button', { name: 'Acessar' }).waitFor();
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script')].map((script) => ({
        type: script.type,
        integrity: script.integrity,
        src: script.getAttribute('src') ?? '',
      })),
    );
    expect(
      scripts.filter((script) => script.type === 'importmap'),
      "only WordPress's import map",
    ).toHaveLength(1);
    expect(scripts.find((script) => script.src.endsWith('/portal-cliente.js'))?.integrity).toMatch(/^sha384-/);
    expect(errors).toEqual([]);
  });
});
