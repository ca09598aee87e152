// @engines chromium firefox: where the focus lands after navigation and scrolling differs by engine
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, DESKTOP, PHONE, signInThroughUi } from '../../test-kit/browser';
import { expectFocusedHeading, focused } from '../../test-kit/keyboard';
import { settle } from '../../test-kit/settle';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * After each navigation the focus is on the new screen's heading (so keyboard and
 * screen-reader users start there), never stolen on the first screen of a page load; and a focused
 * control is never hidden behind the floating help launcher (WCAG 2.4.11).
 */
const e2e = useE2e({ pages: 'warm' });

const go = (page: Page, path: string) => page.evaluate((hash) => (location.hash = hash), `#${path}`);

const SIGNED_OUT: [string, string][] = [
  ['/conta/entrar', 'Acesse sua conta'],
  ['/conta/registrar', 'Primeiro acesso'],
  ['/conta/recuperar-senha', 'Recuperar senha'],
  ['/conta/registrar/confirmar', 'Confirme seu e-mail'],
  ['/conta/registrar/senha', 'Crie sua senha'],
  ['/conta/nao-existe', 'Página não encontrada'],
  ['/conta', 'Seja bem-vindo ao Portal do Cliente'],
];

const SIGNED_IN: [string, string][] = [
  ['/servicos', 'Serviços'],
  ['/contratos', 'Contratos'],
  ['/financeiro', 'Financeiro'],
  ['/agenda', 'Agenda'],
  ['/eventos', 'Meus eventos'],
  ['/oportunidades', 'Oportunidades'],
  ['/perfil/alterar-senha', 'Alterar senha'],
  ['/nao-existe', 'Página não encontrada'],
  ['/', 'Olá, Ana!'],
];

describe("the focus on each screen's heading", () => {
  it('lands on the heading of every screen after navigation, signed out and signed in, and stays put on the first screen of a page load', async () => {
    const { page, errors } = await e2e.open({ path: '/#/conta' });
    await page.locator('portal-cliente').getByRole('link', { name: 'Já tenho cadastro' }).waitFor();
    expect(await focused(page), 'the first screen leaves the focus to the host page').toBeNull();

    for (const [path, heading] of SIGNED_OUT) {
      // The code and new-password steps show only with what the earlier steps stored, fresh (any
      // other account screen ends the flow: docs/security.md).
      if (path.startsWith('/conta/registrar/'))
        await page.evaluate(() => {
          localStorage.setItem('portal-cliente:registerEmail', JSON.stringify('carla.mendes@exemplo.com.br'));
          localStorage.setItem('portal-cliente:registerCode', JSON.stringify('123456'));
          localStorage.setItem('portal-cliente:registerAt', JSON.stringify(Date.now()));
        });
      await go(page, path);
      await expectFocusedHeading(page, heading);
    }

    await signInThroughUi(page, ANA);
    await expectFocusedHeading(page, 'Olá, Ana!');
    for (const [path, heading] of SIGNED_IN) {
      await go(page, path);
      await expectFocusedHeading(page, heading);
    }

    // A reload is a first screen again: the page keeps its focus.
    await page.reload();
    await page.locator('portal-cliente').getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    expect(await focused(page)).toBeNull();
    expect(errors).toEqual([]);
  });
});

describe('a page load', () => {
  it("leaves the host page's focus and scroll alone, even when the portal redirects a signed-out visitor to /conta", async () => {
    for (const path of ['/', '/#/financeiro', '/#/conta/entrar']) {
      const { page, errors } = await e2e.open({ path });
      await page.locator('portal-cliente').getByRole('heading', { level: 1 }).waitFor();
      // The screen's effects (where a focus move would happen) have run once it has settled.
      await settle(page);
      expect(await focused(page), path).toBeNull();
      expect(await page.evaluate(() => scrollY), `${path}: the host page did not scroll`).toBe(0);
      expect(errors).toEqual([]);
    }
  });
});

/**
 * Whether the focused control is clear of the floating help launcher, read once the frames the last
 * key press set off (a card sliding in) are drawn, as a person sees it: two frames, then the reading,
 * in one round trip. The portal scrolls a focused control clear of the launcher (its scroll-margin),
 * so no part of the control may sit under the launcher's box. `launcher` is true when the launcher
 * itself has the focus (the portal's last control).
 */
function focusUnderLauncher(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ name: string; covered: boolean; launcher: boolean } | null>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const root = document.querySelector('portal-cliente')!.shadowRoot!;
            const focus = root.activeElement as HTMLElement | null;
            if (!focus) return resolve(null);
            const launcher = [...root.querySelectorAll('button')].find((button) => /Precisa de ajuda/.test(button.textContent ?? ''))!;
            const name = (focus.getAttribute('aria-label') ?? focus.textContent ?? '').trim().slice(0, 40);
            if (focus === launcher) return resolve({ name, covered: false, launcher: true });
            const box = focus.getBoundingClientRect();
            const over = launcher.getBoundingClientRect();
            const covered = box.bottom > over.top && box.top < over.bottom && box.right > over.left && box.left < over.right;
            resolve({ name, covered, launcher: false });
          }),
        ),
      ),
  );
}

for (const viewport of [DESKTOP, PHONE]) {
  describe(`the help launcher at ${viewport.width} px`, () => {
    it('never hides the focused control as Tab walks every screen', async () => {
      // Signed in over HTTP (the sign-in's focus is the test above): each screen below is reached by a navigation.
      const { page } = await e2e.open({ path: '/#/', viewport, as: ANA });
      await page.locator('portal-cliente').getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
      const hidden: string[] = [];
      let visited = 0;
      for (const [path, heading] of SIGNED_IN) {
        await go(page, path);
        await expectFocusedHeading(page, heading);
        await settle(page);
        for (let i = 0; i < 80; i++) {
          await page.keyboard.press('Tab');
          const state = await focusUnderLauncher(page);
          // The launcher is the portal's last control: this screen is done. (Not on past the page's
          // end: the browser's own UI takes the focus there, and Firefox's page never has it back.)
          if (!state || state.launcher) break;
          visited++;
          if (state.covered) hidden.push(`${path}: ${state.name}`);
        }
      }
      expect(visited).toBeGreaterThan(50);
      expect(hidden).toEqual([]);
    });
  });
}
