// @engines chromium firefox: Tab order, focus traps and key handling across the shadow root differ by engine
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, DESKTOP, PHONE } from '../../test-kit/browser';
import { carouselAtRest } from '../../test-kit/carousel-at-rest';
import { expectFocusedHeading, focused, named, pressUntil, type Focused } from '../../test-kit/keyboard';
import { portalOf as portal, useE2e } from '../../test-kit/use-e2e';

/*
 * Every flow completes with the keyboard alone (Tab, Shift+Tab,
 * Enter, Space, Escape, arrows; no mouse once the flow starts), focus lands on each new screen's
 * heading, and modals keep the focus, give it back to their opener and close on Escape.
 */
const e2e = useE2e({ pages: 'warm' });

/** Ana on the home, with the focus on its heading (a session made over HTTP: the sign-in has its own test). */
async function signedIn(viewport = DESKTOP) {
  const opened = await e2e.open({ path: '/#/', viewport, as: ANA });
  const heading = portal(opened.page).getByRole('heading', { level: 1, name: 'Olá, Ana!' });
  await heading.waitFor();
  // The first screen of a page load leaves the focus alone; the walks below start from the
  // heading, where a sign-in through the screens would have put it.
  await heading.focus();
  await expectFocusedHeading(opened.page, 'Olá, Ana!');
  return opened;
}

const describeFocus = (focus: Focused | null) => (focus ? `${focus.tag} "${focus.name}"` : 'body');

/**
 * Tabs `presses` times forward, then as many back, from inside an open dialog: the focus must never
 * leave it, and must come round to where it started (it cycles).
 */
async function expectTabCyclesInDialog(page: Page, controls: number) {
  const start = describeFocus(await focused(page));
  for (const key of ['Tab', 'Shift+Tab']) {
    const path: string[] = [];
    for (let i = 0; i < controls; i++) {
      await page.keyboard.press(key);
      const focus = await focused(page);
      expect(focus?.inDialog, `${key} #${i + 1} left the dialog for ${describeFocus(focus)}`).toBe(true);
      path.push(describeFocus(focus));
    }
    expect(path.at(-1), `${key} ${controls} times comes back to the start (${path.join(' → ')})`).toBe(start);
  }
}

describe('signing in', () => {
  it('completes with the keyboard alone, from the host page into the portal, with the focus on each new heading', async () => {
    const { page, errors } = await e2e.open({ path: '/#/conta' });
    // The first screen of a page load leaves the focus where the host page has it.
    expect(await focused(page)).toBeNull();

    await pressUntil(page, named('Já tenho cadastro'));
    await page.keyboard.press('Enter');
    await expectFocusedHeading(page, 'Acesse sua conta');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'E-mail' });
    await page.keyboard.type(ANA.email);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'Senha' });
    await page.keyboard.type(ANA.password);
    await page.keyboard.press('Enter');
    await expectFocusedHeading(page, 'Olá, Ana!');
    expect(errors).toEqual([]);
  });
});

describe('the user menu', () => {
  it('opens with Enter and the arrows, keeps the focus on its items, closes with Escape or Tab, and signs out', async () => {
    const { page, errors } = await signedIn();
    const menu = portal(page).getByRole('menu');
    await pressUntil(page, named(/Ana Paula Souza/), { key: 'Shift+Tab' });
    const opener = describeFocus(await focused(page));

    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Meus eventos', role: 'menuitem' });
    // The arrows cycle through the items, wrapping at both ends; Home and End jump.
    const seen: string[] = [];
    for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'End', 'Home']) {
      await page.keyboard.press(key);
      const focus = await focused(page);
      expect(focus?.inMenu, `${key} kept the focus in the menu`).toBe(true);
      seen.push(focus!.name);
    }
    expect(seen).toEqual(['Alterar senha', 'Sair', 'Meus eventos', 'Sair', 'Sair', 'Meus eventos']);

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(describeFocus(await focused(page))).toBe(opener);

    // Tab leaves a menu (WAI-ARIA menu button): it closes, and no focus is left in a closed menu.
    await page.keyboard.press('Space');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Meus eventos', inMenu: true });
    await page.keyboard.press('Tab');
    await menu.waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ inPortal: true, inMenu: false });

    await pressUntil(page, named(/Ana Paula Souza/), { key: 'Shift+Tab' });
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Sair', role: 'menuitem' });
    await page.keyboard.press('Enter');
    await expectFocusedHeading(page, 'Seja bem-vindo ao Portal do Cliente');
    expect(await page.evaluate(() => location.hash)).toBe('#/conta');
    expect(errors).toEqual([]);
  });
});

describe('the modals', () => {
  it('switch the event with the keyboard alone: the switcher keeps the focus, and the new event lands on the home heading', async () => {
    const { page, errors } = await signedIn();
    const header = portal(page).locator('header');
    expect(await header.textContent()).toContain('Casamento Ana & Rafael');
    await pressUntil(page, named('TROCAR EVENTO'), { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    const dialog = portal(page).getByRole('dialog', { name: 'Trocar evento' });
    await dialog.getByRole('link', { name: 'TODOS' }).waitFor();
    await dialog.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    expect(await focused(page)).toMatchObject({ inDialog: true, name: 'Fechar' });
    // Fechar, four events, TODOS.
    await expectTabCyclesInDialog(page, 6);

    const target = await pressUntil(page, (focus) => focus.inDialog && focus.tag === 'button' && focus.name.startsWith('Bodas de Prata'));
    expect(target.every((focus) => focus?.inDialog)).toBe(true);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await expectFocusedHeading(page, 'Olá, Ana!');
    expect(await header.textContent()).toContain('Bodas de Prata');
    expect(errors).toEqual([]);
  });
});

/*
 * One page per viewport for the walks that only move the focus about: the navigation comes back
 * to the home's heading, where the modals' walk starts.
 */
for (const viewport of [DESKTOP, PHONE]) {
  describe(`the main navigation and the modals at ${viewport.width} px`, () => {
    it("walks the navigation with Shift+Tab and Enter, each entry opening its screen, marked current, with the focus on its heading; the modals keep the focus inside, close on Escape and on 'Fechar', and give the focus back to their opener", async () => {
      const { page, errors } = await signedIn(viewport);
      const entries = [
        ['Serviços', 'Serviços'],
        ['Contratos', 'Contratos'],
        ['Financeiro', 'Financeiro'],
        ['Agenda', 'Agenda'],
        ['Home', 'Olá, Ana!'],
      ] as const;
      for (const [entry, heading] of entries) {
        // From the screen's heading, back up into the navigation above it.
        await pressUntil(page, (focus) => focus.tag === 'a' && focus.name === entry, { key: 'Shift+Tab' });
        await page.keyboard.press('Enter');
        await expectFocusedHeading(page, heading);
        const current = await portal(page)
          .getByRole('navigation', { name: 'Principal' })
          .locator('[aria-current="page"]')
          .allTextContents();
        expect(
          current.map((text) => text.trim()),
          `after ${entry}: the entry marked current`,
        ).toEqual([entry]);
      }
      const p = portal(page);
      // `key` walks from the previous opener (or the screen's heading) to this one.
      const cases: {
        opener: string | RegExp;
        key: 'Tab' | 'Shift+Tab';
        dialog: string;
        ready: string;
        controls: number;
        route?: string;
      }[] = [
        { opener: 'Contatos', key: 'Shift+Tab', dialog: 'Contatos', ready: 'Renata Lopes', controls: 4 },
        // Ready once the events are in: the filters and 'Fechar' show while they load.
        { opener: /^TROCAR EVENTO$/, key: 'Shift+Tab', dialog: 'Trocar evento', ready: 'Bodas de Prata Márcia & Jorge', controls: 6 },
        // On from the header to the services screen's entry, which follows it, and to a service's row.
        {
          opener: 'Buffet completo - Menu Villa Jardim',
          key: 'Tab',
          dialog: 'Buffet completo - Menu Villa Jardim',
          ready: 'Ver cardápio completo',
          controls: 2,
          route: '/servicos',
        },
        // On through the services, a short screen, to the end of the portal. (Not back past its top:
        // where Tab goes from the page's edge is the browser's own UI, and each browser does
        // something else.)
        { opener: /^Precisa de ajuda/, key: 'Tab', dialog: 'Contatos', ready: 'Renata Lopes', controls: 4 },
      ];
      // No chat configured: the help launcher opens the contacts (the chat's fallback).
      await page.evaluate(() => document.querySelector('portal-cliente')!.removeAttribute('chat-app-id'));
      for (const { opener, key, dialog: title, ready, controls, route } of cases) {
        if (route) {
          await pressUntil(page, named(/^Serviços$/));
          await page.keyboard.press('Enter');
          await expectFocusedHeading(page, 'Serviços');
        }
        for (const closeWith of ['Escape', 'Fechar'] as const) {
          const isOpener = (focus: Focused | null) => !!focus?.inPortal && named(opener)(focus);
          // The second round starts where the first one gave the focus back.
          if (!isOpener(await focused(page))) await pressUntil(page, isOpener, { key, max: 100 });
          const openerFocus = describeFocus(await focused(page));
          await page.keyboard.press('Enter');
          const dialog = p.getByRole('dialog', { name: title });
          await dialog.getByText(ready).first().waitFor();
          expect(await focused(page), `${title}: focus moved into the dialog`).toMatchObject({ inDialog: true });
          await expectTabCyclesInDialog(page, controls);
          if (closeWith === 'Escape') await page.keyboard.press('Escape');
          else {
            await pressUntil(page, (focus) => focus.inDialog && focus.name === 'Fechar');
            await page.keyboard.press('Enter');
          }
          await dialog.waitFor({ state: 'detached' });
          expect(describeFocus(await focused(page)), `${title} closed with ${closeWith}: focus back on its opener`).toBe(openerFocus);
        }
      }
      expect(errors).toEqual([]);
    });
  });
}

describe("a service's description", () => {
  it('opens with Enter or Space on its row and closes with Escape, with the keyboard alone', async () => {
    const { page, errors } = await signedIn(PHONE);
    await pressUntil(page, named('Serviços'), { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await expectFocusedHeading(page, 'Serviços');
    for (const key of ['Enter', 'Space']) {
      // The second round starts on the row, where Escape gave the focus back.
      const focus = await focused(page);
      if (!focus || !named('Doces finos')(focus)) await pressUntil(page, named('Doces finos'));
      await page.keyboard.press(key);
      const dialog = portal(page).getByRole('dialog', { name: 'Doces finos' });
      await dialog.getByText('Sem descrição').waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Doces finos' });
    }
    expect(errors).toEqual([]);
  });
});

const CARDS = ['Gastronomia', 'BP Kosher', 'Decoração', 'Doces finos', 'Entretenimento', 'Eleven Bar', 'Concierge', 'Per Bambini'];

describe('the promotional carousel', () => {
  it('is operated without a mouse: Tab reaches every card and every bullet, and Enter on a bullet moves the slide', async () => {
    const { page, errors } = await signedIn();
    const p = portal(page);
    await pressUntil(page, named('Upgrade de evento'), { max: 60 });
    // Forward through the cards to the controls, then back out: each card once, the focus never lost.
    const cardsOn = (path: (Focused | null)[]) =>
      path.map((focus) => (focus?.tag === 'a' ? focus.name.replace(' (abre em nova aba)', '') : describeFocus(focus)));
    const forward = cardsOn(await pressUntil(page, named('Card anterior'), { max: 20 }));
    expect(forward).toEqual([...CARDS, 'button "Card anterior"']);
    const back = cardsOn(await pressUntil(page, named('Upgrade de evento'), { key: 'Shift+Tab', max: 20 }));
    expect(back).toEqual([...CARDS].reverse().concat('button "Upgrade de evento"'));
    await pressUntil(page, named('Card anterior'), { max: 20 });
    const controls = (await pressUntil(page, named('Próximo card'), { max: 12 })).map(describeFocus);
    expect(controls).toEqual([...CARDS.map((_, i) => `button "Ir para o slide ${i + 1}"`), 'button "Próximo card"']);

    const activeTitle = () => p.locator('.swiper-slide-active .pc-card-title').textContent();
    for (const [bullet, title, key] of [
      [5, 'Entretenimento', 'Shift+Tab'],
      [2, 'BP Kosher', 'Shift+Tab'],
      [8, 'Per Bambini', 'Tab'],
    ] as const) {
      await pressUntil(page, named(`Ir para o slide ${bullet}`), { key, max: 12 });
      await page.keyboard.press('Enter');
      await expect.poll(activeTitle).toBe(title);
      expect(await p.getByRole('button', { name: `Ir para o slide ${bullet}` }).getAttribute('aria-current')).toBe('true');
      // Swiper ignores a move while the previous one is still sliding in loop mode.
      await carouselAtRest(page);
    }
    // The arrows beside the bullets move it too.
    await pressUntil(page, named('Próximo card'));
    await page.keyboard.press('Enter');
    await expect.poll(activeTitle).toBe('Gastronomia');
    expect(errors).toEqual([]);
  });
});
