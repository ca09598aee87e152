// @engines chromium firefox: how a long word wraps and what overflows is the engine's own layout
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA } from '../../test-kit/browser';
import { useE2e } from '../../test-kit/use-e2e';
import { postJson } from '../../test-kit/post-json';

/*
 * Every text the API sends wraps at any width. The red team's case: a schedule place such as
 * 'Online: atendimento.casamentos@auroraeventos.com.br' scrolled the 375 px home sideways by 90 px,
 * and a 24-character word did the same in a team name, a schedule action or a charge status.
 * Here every text field of the reference API carries a 40-character word with no place to break
 * (POST /dev/textos), and at 320 and 375 px every screen and modal is walked in one page load,
 * asking that nothing scrolls sideways and nothing sticks out of the portal or its dialog.
 */

/** The widest capitals, 40 of them, with no space, hyphen or punctuation to break at. */
const WORD = 'WMWM'.repeat(10);

const e2e = useE2e();

const post = (path: string, body: unknown) => postJson(e2e.apiUrl, path, body);

/**
 * What scrolls sideways or sticks out: the page itself, any element of the portal past the portal's
 * edges (or past its dialog's, inside a dialog), and any element that scrolls sideways on its own.
 * Left out: the navigation strip and the carousel, which scroll sideways by design.
 */
function sideways(host: Element) {
  const found: string[] = [];
  const page = document.documentElement;
  if (page.scrollWidth > page.clientWidth) found.push(`the page scrolls sideways (${page.scrollWidth} > ${page.clientWidth})`);
  const name = (el: Element) =>
    `${el.localName}${[...el.classList].map((c) => `.${c}`).join('')} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
  const edges = (el: Element) => {
    const box = el.getBoundingClientRect();
    return { left: Math.max(box.left, 0), right: Math.min(box.right, innerWidth) };
  };
  const hostEdges = edges(host);
  for (const el of host.shadowRoot!.querySelectorAll('*')) {
    if (el.closest('nav ul, .swiper, .pc-carousel')) continue;
    const box = el.getBoundingClientRect();
    // Boxes of 1 px or less are visually hidden text, for screen readers.
    if (box.width <= 1 || box.height <= 1) continue;
    const dialog = el.closest('dialog');
    const limit = dialog && dialog !== el ? edges(dialog) : hostEdges;
    if (box.right > limit.right + 1 || box.left < limit.left - 1)
      found.push(
        `sticks out (${Math.round(box.left)}..${Math.round(box.right)} of ${Math.round(limit.left)}..${Math.round(limit.right)}): ${name(el)}`,
      );
    const style = getComputedStyle(el);
    if (['auto', 'scroll'].includes(style.overflowX) && el.scrollWidth > el.clientWidth + 1)
      found.push(`scrolls sideways (${el.scrollWidth} > ${el.clientWidth}): ${name(el)}`);
  }
  return found;
}

async function expectNothingSideways(portal: Locator, where: string) {
  expect(await portal.evaluate(sideways), where).toEqual([]);
}

async function go(page: Page, portal: Locator, path: string, heading: string | RegExp) {
  await page.evaluate((hash) => (location.hash = hash), `#${path}`);
  await portal.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await portal.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
}

/** Opens a dialog with `open`, checks it, closes it with its 'Fechar' button. */
async function inDialog(portal: Locator, name: string | RegExp, open: () => Promise<void>, where: string) {
  await open();
  const dialog = portal.getByRole('dialog', { name });
  await dialog.waitFor();
  await dialog.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  await expectNothingSideways(portal, where);
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe.each([320, 375])('40-character words in every text from the API at %i px', (width) => {
  it('scroll nothing sideways on any screen or modal', async () => {
    await post('/dev/textos', { word: WORD });
    const { page, portal, errors } = await e2e.open({ path: '/#/', viewport: { width, height: 800 }, as: ANA, reducedMotion: 'reduce' });
    const hello = `Olá, ${WORD}!`;
    await portal.getByRole('heading', { name: hello, level: 1 }).waitFor();
    await portal.locator('[aria-busy="true"]').waitFor({ state: 'detached' });

    for (const [path, heading] of [
      ['/', hello],
      ['/eventos', 'Meus eventos'],
      ['/servicos', 'Serviços'],
      ['/contratos', 'Contratos'],
      ['/financeiro', 'Financeiro'],
      ['/agenda', 'Agenda'],
      ['/oportunidades', /Oportunidades/],
      ['/perfil/alterar-senha', 'Alterar senha'],
    ] as const) {
      await go(page, portal, path, heading);
      await expectNothingSideways(portal, `${path} at ${width} px`);
    }

    await go(page, portal, '/servicos', 'Serviços');
    await inDialog(
      portal,
      new RegExp(WORD),
      () => portal.locator('button.pc-row-action').first().click(),
      `a service's description at ${width} px`,
    );
    await go(page, portal, '/financeiro', 'Financeiro');
    await inDialog(
      portal,
      /^Pagar com Pix/,
      () =>
        portal
          .getByRole('button', { name: /^Pagar com Pix a / })
          .first()
          .click(),
      `the Pix dialog at ${width} px`,
    );
    await inDialog(
      portal,
      'Contatos',
      () => portal.getByRole('button', { name: 'Contatos', exact: true }).click(),
      `the contacts at ${width} px`,
    );
    await inDialog(
      portal,
      'Trocar evento',
      () => portal.getByRole('button', { name: 'TROCAR EVENTO' }).click(),
      `the event switcher at ${width} px`,
    );

    await portal.locator('button.pc-user-button').click();
    await portal.getByRole('menu').waitFor();
    await expectNothingSideways(portal, `the user menu at ${width} px`);
    expect(errors).toEqual([]);
    // Eight screens and four modals in one page load (instead of twelve): about 10 s alone, more
    // than the default minute on a machine several suites share.
  }, 120_000);
});
