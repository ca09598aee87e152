// @engines chromium: print media emulation and page.pdf() are Chromium's (Firefox's printing: print-frame)
import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../../test-kit/browser';
import { TAKING_SHOTS } from '../../test-kit/shots';
import { useE2e } from '../../test-kit/use-e2e';
import { beyondShot, SHOTS } from '../../test-kit/beyond-support';
import { go, portalOf, signedIn } from '../../test-kit/screens-support';

/*
 * /financeiro and /agenda print as a clean statement. Checked in Chromium with the print
 * media emulated (computed styles and a screenshot), then printed for real with page.pdf(): what a
 * customer gets from the browser's own Ctrl+P.
 */

const e2e = useE2e();

/** What shows on paper, read from the computed styles of the shadow tree. */
function paper(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('portal-cliente')!.shadowRoot!;
    const shown = (element: Element | null | undefined) => !!element && element.getClientRects().length > 0;
    const buttons = [...root.querySelectorAll('button')];
    const statement = root.querySelector('#pc-main .pc-print-only');
    return {
      header: shown(root.querySelector('header')),
      nav: shown(root.querySelector('nav')),
      helpLauncher: shown(buttons.find((button) => button.textContent?.includes('Precisa de ajuda?'))),
      toasts: shown(root.querySelector('[aria-label="Notificações"]')),
      buttons: buttons.filter(shown).map((button) => button.textContent?.trim()),
      statement: shown(statement) ? [...statement!.querySelectorAll('p')].map((line) => line.textContent) : null,
      background: getComputedStyle(root.querySelector('.pc-root')!).backgroundColor,
    };
  });
}

async function printed(page: Page, name: string) {
  await page.emulateMedia({ media: 'print' });
  await beyondShot(page, name, { fullPage: true });
  const pdf = await page.pdf({ format: 'A4', printBackground: false });
  if (TAKING_SHOTS) writeFileSync(`${SHOTS}/${name}.pdf`, pdf);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('printing (%s)', (_, viewport) => {
  it('prints /financeiro as a statement: no header, navigation, help launcher, buttons or toasts; a full-width table in black on white', async () => {
    const { page, errors } = await signedIn(e2e, viewport);
    const portal = portalOf(page);
    await go(page, '/financeiro');
    await portal.getByText('Resumo por status').waitFor();
    await page.emulateMedia({ media: 'print' });
    const sheet = await paper(page);
    expect(sheet).toMatchObject({
      header: false,
      nav: false,
      helpLauncher: false,
      toasts: false,
      buttons: [],
      background: 'rgb(255, 255, 255)',
    });
    expect(sheet.statement?.[0]).toBe('Extrato financeiro · Casamento Ana & Rafael · EVT 41587');
    expect(sheet.statement?.[1]).toMatch(/^Emitido em \d{2}\/\d{2}\/\d{4} às \d{1,2}h\d{2}$/);
    const table = await portal.getByRole('table', { name: 'Cobranças do evento' }).evaluate((element) => {
      const cell = element.querySelector('tbody td')!;
      return {
        header: element.querySelector('thead')!.getClientRects().length > 0 && getComputedStyle(element.querySelector('thead')!).position,
        row: getComputedStyle(element.querySelector('tbody tr')!).display,
        cell: getComputedStyle(cell).display,
        label: getComputedStyle(cell, '::before').content,
        color: getComputedStyle(element.querySelector('tbody [data-tone]')!).color,
        width: Math.round(element.getBoundingClientRect().width),
        main: Math.round(element.closest('#pc-main')!.getBoundingClientRect().width),
      };
    });
    expect(table).toMatchObject({ header: 'static', row: 'table-row', cell: 'table-cell', label: 'none', color: 'rgb(0, 0, 0)' });
    // At least the page's width: on a 375px emulation the six columns need a little more, which
    // paper (A4, ~720px of layout width, as page.pdf below prints) has.
    expect(table.width, 'the table spans the page').toBeGreaterThanOrEqual(table.main);
    await printed(page, 'impressao-financeiro');
    expect(errors).toEqual([]);
  });

  it('prints /agenda as a statement: one appointment a row, no buttons', async () => {
    const { page, errors } = await signedIn(e2e, viewport);
    const portal = portalOf(page);
    await go(page, '/agenda');
    await portal.getByRole('heading', { name: 'Prova do bolo' }).waitFor();
    await page.emulateMedia({ media: 'print' });
    const sheet = await paper(page);
    expect(sheet).toMatchObject({ header: false, nav: false, helpLauncher: false, toasts: false, buttons: [] });
    expect(sheet.statement?.[0]).toBe('Agenda do evento · Casamento Ana & Rafael · EVT 41587');
    const rows = await portal.locator('.pc-card').evaluateAll((cards) =>
      cards.map((card) => {
        const [title, place] = [card.querySelector('h2')!, card.querySelector('.pc-place')!].map((part) => part.getBoundingClientRect());
        return {
          sameLine: Math.abs(title!.top - place!.top) < 2,
          placeRight: place!.left > title!.right,
          status: card.querySelector('.pc-done, .pc-pending')?.textContent,
        };
      }),
    );
    expect(rows).toEqual([
      { sameLine: true, placeRight: true, status: 'Concluído' },
      { sameLine: true, placeRight: true, status: 'Concluído' },
      { sameLine: true, placeRight: true, status: 'Pendente' },
      { sameLine: true, placeRight: true, status: 'Pendente' },
      { sameLine: true, placeRight: true, status: 'Pendente' },
    ]);
    await printed(page, 'impressao-agenda');
    expect(errors).toEqual([]);
  });
});

// 'Imprimir' itself prints from a frame of the portal's own, never the page: print-frame.test.ts.
