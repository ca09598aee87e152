// @engines chromium firefox: every screen's layout with nulls and odd values, and the printed statement, are each engine's own rendering
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, DESKTOP, PHONE } from '../../test-kit/browser';
import { downloadBytes } from '../../test-kit/download-bytes';
import { shotForPeople } from '../../test-kit/shots';
import { portalOf, useE2e } from '../../test-kit/use-e2e';
import { go } from '../../test-kit/screens-support';

/*
 * The provider's API on a bad day, in a real browser: the reference API's messy fixture mode sends
 * nulls, numbers as text, dates with offsets or without their time, and one row it cannot read in
 * every list. One page per width walks every signed-in screen and modal and the printed
 * statements (and, in Chromium, the event's calendar file): each shows its data, says discreetly
 * what it left out, and never shows a forbidden word; the host hears of each list's left-out row (names only). Look at the pictures with
 * E2E_SHOTS=1 (under /tmp/shots/messy).
 */

const e2e = useE2e({ pages: 'warm' });

const ONE = '1 item não pôde ser exibido.';
/** The words a screen must never show where a value belongs. */
const FORBIDDEN = /\bnull\b|\bundefined\b|\bNaN\b|Invalid Date|\[object Object\]/;

/** Listens to the host events before the portal starts: what a host page would log. */
function hearWarnings() {
  const heard: unknown[] = [];
  (window as unknown as { __warnings: unknown[] }).__warnings = heard;
  document.addEventListener('portal-cliente:data-warning', (event) => heard.push((event as CustomEvent).detail));
}

/** The portal's text and readable attributes, with the notes of what was left out, and any empty cell. */
function readPortal(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('portal-cliente')!.shadowRoot!;
    const attributes = [...root.querySelectorAll('*')].flatMap((element) =>
      ['href', 'title', 'aria-label', 'alt', 'download', 'data-label'].map((name) => element.getAttribute(name) ?? ''),
    );
    return {
      text: `${root.textContent}\n${attributes.join('\n')}`,
      notes: [...root.querySelectorAll('.pc-skipped')].map((note) => note.textContent),
      empty: [...root.querySelectorAll('td, dd')].filter((cell) => !cell.textContent?.trim()).length,
    };
  });
}

/** The screen (or modal) has settled on its data: checks it and takes its picture (a modal: the window). */
async function check(page: Page, name: string, notes: string[], { modal = false } = {}) {
  await page.waitForFunction(() => !document.querySelector('portal-cliente')!.shadowRoot!.querySelector('[aria-busy="true"]'));
  const seen = await readPortal(page);
  expect(seen.text, name).not.toMatch(FORBIDDEN);
  expect(seen.empty, `${name}: empty cells`).toBe(0);
  expect(seen.notes, `${name}: notes`).toEqual(notes);
  await shotForPeople(modal ? page : portalOf(page), `/tmp/shots/messy/${name}-${page.viewportSize()!.width}.png`);
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('a messy API (%s)', (_, viewport) => {
  it('every signed-in screen, modal and statement shows what it can read, says what it left out, and shows no null', async () => {
    await fetch(`${e2e.apiUrl}/dev/messy`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ on: true }),
    });
    const { page, errors } = await e2e.open({ path: '/#/', viewport, as: ANA, init: [{ script: hearWarnings, arg: '' }] });
    const portal = portalOf(page);
    const main = portal.locator('#pc-main');

    // Home: a team member without a name in each of the three lists; the event's title is null.
    await portal.getByRole('heading', { name: 'Olá, Ana!', level: 1 }).waitFor();
    await main.getByText('Sua equipe').waitFor();
    await check(page, 'home', ['3 itens não puderam ser exibidos.']);
    if (e2e.engine === 'chromium') {
      // The calendar file of an event whose start came with milliseconds and an offset, and no title.
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        portal.getByRole('button', { name: 'Adicionar ao calendário', exact: true }).click(),
      ]);
      const ics = (await downloadBytes(file)).toString('utf8');
      expect(ics).toContain('SUMMARY:Casamento Ana & Rafael');
      expect(ics).toMatch(/DTSTART;TZID=America\/Sao_Paulo:\d{8}T193000/);
      expect(ics).not.toMatch(FORBIDDEN);
    }

    await portal.getByRole('button', { name: 'Falar com a equipe' }).click();
    const contacts = portal.getByRole('dialog', { name: 'Contatos' });
    await contacts.getByText(ONE).waitFor();
    await check(page, 'contatos', ['3 itens não puderam ser exibidos.', ONE], { modal: true });
    await page.keyboard.press('Escape');
    await contacts.waitFor({ state: 'hidden' });

    await portal.getByRole('button', { name: 'Trocar de evento' }).click();
    const switcher = portal.getByRole('dialog', { name: 'Trocar evento' });
    await switcher.getByText(ONE).waitFor();
    await check(page, 'trocar-evento', ['3 itens não puderam ser exibidos.', ONE], { modal: true });
    await page.keyboard.press('Escape');
    await switcher.waitFor({ state: 'hidden' });

    const screens = [
      { path: '/eventos', ready: 'Meus eventos' },
      { path: '/servicos', ready: 'Serviços do evento' },
      { path: '/contratos', ready: 'Contratos do evento' },
      { path: '/financeiro', ready: 'Cobranças do evento' },
      { path: '/agenda', ready: 'Prova do bolo' },
    ];
    for (const screen of screens) {
      await go(page, screen.path);
      await main.getByText(screen.ready).first().waitFor({ state: 'attached' });
      await main.getByText(ONE).waitFor();
      await check(page, screen.path.slice(1), [ONE]);
    }

    // The statement as printed: its lines name the event, and nothing reads null.
    for (const path of ['/financeiro', '/agenda']) {
      await go(page, path);
      await main.getByText(ONE).waitFor();
      const statement = await main.locator('.pc-print-only p').first().textContent();
      expect(statement).toMatch(/^(Extrato financeiro|Agenda do evento) · Casamento Ana & Rafael · EVT 41587$/);
      if (e2e.engine === 'chromium') {
        await page.emulateMedia({ media: 'print' });
        await check(page, `impresso-${path.slice(1)}`, [ONE]);
        await page.emulateMedia({ media: 'screen' });
      }
    }

    // The Pix dialog of a charge whose amount came as text.
    await go(page, '/financeiro');
    await main
      .getByRole('button', { name: /^Pagar com Pix/ })
      .first()
      .click();
    const pix = portal.getByRole('dialog', { name: /^Pagar com Pix/ });
    await pix.waitFor();
    expect(await pix.textContent()).toMatch(/R\$\s[\d.]+,\d{2}/);
    await check(page, 'pix', [ONE], { modal: true });
    await page.keyboard.press('Escape');

    // A service's description, and every event's contracts.
    await go(page, '/servicos');
    await main.locator('tbody button').first().click();
    await portal.getByRole('dialog').waitFor();
    await check(page, 'servico', [ONE], { modal: true });
    await page.keyboard.press('Escape');
    await go(page, '/contratos');
    await main.getByRole('checkbox').check();
    await main.getByRole('table', { name: 'Contratos de todos os seus eventos' }).waitFor();
    await check(page, 'contratos-todos', [ONE]);

    for (const path of ['/oportunidades', '/perfil/alterar-senha']) {
      await go(page, path);
      await portal.getByRole('heading', { level: 1 }).first().waitFor();
      await check(page, path.slice(1).replace('/', '-'), []);
    }

    const warnings = await page.evaluate(() => (window as unknown as { __warnings: Record<string, unknown>[] }).__warnings);
    const endpoints = new Set(warnings.map((warning) => warning.endpoint));
    for (const endpoint of [
      '/api/home',
      '/api/contatos',
      '/api/eventos',
      '/api/servicos',
      '/api/contratos',
      '/api/anexos',
      '/api/financeiro',
      '/api/agenda',
    ]) {
      expect(endpoints, endpoint).toContain(endpoint);
    }
    for (const warning of warnings) expect(Object.keys(warning).sort()).toEqual(['count', 'endpoint', 'fields']);
    expect(warnings.find((warning) => warning.endpoint === '/api/agenda')).toEqual({ endpoint: '/api/agenda', count: 1, fields: ['acao'] });
    expect(errors).toEqual([]);
  });
});
