// @engines chromium firefox: printing from a frame and beforeprint differ by engine
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANA, DESKTOP, PHONE } from '../../test-kit/browser';
import { pdfForPeople, shotForPeople } from '../../test-kit/shots';
import { useE2e } from '../../test-kit/use-e2e';
import { CORRUPTED, readQr, shapePixFinance, VALID, VALID_EXAMPLE } from '../../test-kit/pix-support';
import { go, portalOf, signedIn } from '../../test-kit/screens-support';

/*
 * 'Imprimir' prints the statement alone, never the host page. The browser's own print
 * runs (headless Chromium fires `beforeprint` on the window that prints, and shows no dialog): the
 * test listens on every window the page reaches, records the document that is about to print, and
 * then lays that document out as paper (print media, A4 width) in a page of its own, to read what
 * it shows. The printed finance statement carries each valid open charge's Pix QR code.
 * Firefox prints without its dialog (test-kit/engine.ts) and runs the frame's checks; what
 * needs print emulation and page.pdf() is Chromium's (NO_PRINT below).
 */

/** Why Firefox skips the paper checks: its driver (WebDriver BiDi) has no print emulation nor page.pdf(). */
const NO_PRINT = 'print media emulation and page.pdf() are not available in WebDriver BiDi mode';

const SHOTS = '/tmp/shots/print';
const A4 = { width: 794, height: 1123 };

interface Printed {
  which: 'top' | 'frame';
  html: string;
  css: string;
  /** The frame's document has the portal's styles (a print-only line is hidden on screen). */
  styled: boolean;
}

const e2e = useE2e();
beforeEach(() => shapePixFinance(e2e.apiUrl));

/**
 * Listens for `beforeprint` on the page's window and on every frame window the page's scripts reach
 * (`iframe.contentWindow`, read through the prototype's own getter), recording the document each
 * time; counts calls of the page's own `window.print` (which still runs). Also records every change
 * to the host's `document.head`.
 */
async function watchPrinting(page: Page) {
  await page.evaluate(() => {
    const watch = window as unknown as { printed: Printed[]; topPrintCalls: number; headChanges: number };
    watch.printed = [];
    watch.topPrintCalls = 0;
    watch.headChanges = 0;
    new MutationObserver((records) => (watch.headChanges += records.length)).observe(document.head, {
      childList: true,
      subtree: true,
      attributes: true,
      characterData: true,
    });
    const record = (view: Window, which: Printed['which']) =>
      view.addEventListener('beforeprint', () => {
        const doc = view.document;
        const sheets = [...doc.adoptedStyleSheets, ...doc.styleSheets];
        const printOnly = doc.querySelector('.pc-print-only');
        watch.printed.push({
          which,
          html: doc.documentElement.outerHTML,
          css: sheets.map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n')).join('\n'),
          styled: !!printOnly && view.getComputedStyle(printOnly).display === 'none',
        });
      });
    record(window, 'top');
    const print = window.print;
    window.print = function () {
      watch.topPrintCalls += 1;
      return print.call(window);
    };
    const seen = new WeakSet<Window>();
    const contentWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
    Object.defineProperty(HTMLIFrameElement.prototype, 'contentWindow', {
      configurable: true,
      get(this: HTMLIFrameElement) {
        const view = contentWindow.get!.call(this) as Window | null;
        if (view && !seen.has(view)) {
          seen.add(view);
          record(view, 'frame');
        }
        return view;
      },
    });
  });
}

/**
 * Presses 'Imprimir' and returns what printed, and whether the host's window printed or its head
 * changed; with the host page's own texts, those long enough not to be words the portal also uses
 * ('Serviços' is a host link and the start of 'Serviços + correções').
 */
async function printFromButton(page: Page) {
  await watchPrinting(page);
  const hostText = await page.evaluate(() =>
    [...document.body.querySelectorAll('h1, h2, h3, p, a, footer')]
      .map((element) => element.textContent!.replace(/\s+/g, ' ').trim())
      .filter((text) => text.length >= 12),
  );
  await portalOf(page).getByRole('button', { name: 'Imprimir' }).click();
  await page.waitForFunction(() => (window as unknown as { printed: unknown[] }).printed.length > 0);
  const result = await page.evaluate(() => {
    const watch = window as unknown as { printed: Printed[]; topPrintCalls: number; headChanges: number };
    return { printed: watch.printed, topPrintCalls: watch.topPrintCalls, headChanges: watch.headChanges };
  });
  return { ...result, hostText };
}

/** Lays a printed document out as paper (print media, A4 width, 2 device pixels a CSS pixel as a printer's finer dots). */
async function paperOf(printed: Printed) {
  const paper = await (await e2e.newContext({ viewport: A4, deviceScaleFactor: 2 })).newPage();
  await paper.setContent(printed.html);
  await paper.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [sheet];
  }, printed.css);
  await paper.emulateMedia({ media: 'print' });
  const text = (await paper.evaluate(() => document.body.innerText)).replace(/\s+/g, ' ');
  return { paper, text };
}

async function keep(paper: Page, name: string) {
  await shotForPeople(paper, `${SHOTS}/${name}.png`, { fullPage: true });
  await pdfForPeople(paper, `${SHOTS}/${name}.pdf`);
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])("'Imprimir' (%s)", (label, viewport) => {
  it('prints the finance statement alone, in a frame of the portal: never the host page, nothing written to its head', async ({ skip }) => {
    skip(e2e.engine === 'firefox', NO_PRINT);
    const { page, errors } = await signedIn(e2e, viewport);
    await go(page, '/financeiro');
    await portalOf(page).getByRole('heading', { name: 'Pagamento' }).waitFor();
    const { printed, topPrintCalls, headChanges, hostText } = await printFromButton(page);

    expect(topPrintCalls, "the host window's print is never called").toBe(0);
    expect(
      printed.map((one) => one.which),
      'one print, from a frame',
    ).toEqual(['frame']);
    expect(headChanges, "nothing written to the host's document.head").toBe(0);
    expect(printed[0]!.styled, "the frame has the portal's styles").toBe(true);
    expect(printed[0]!.html, "the theme's tokens reach the frame's document").toMatch(/--pc-primary:\s*#7a2146/);

    const { paper, text } = await paperOf(printed[0]!);
    expect(text).toContain('Extrato financeiro · Casamento Ana & Rafael · EVT 41587');
    expect(text).toMatch(/Emitido em \d{2}\/\d{2}\/\d{4} às \d{1,2}h\d{2}/);
    for (const cob of ['90001', '90002', '90003', '90004', '90005']) expect(text, `charge ${cob} on paper`).toContain(cob);
    expect(text).toContain('R$ 12.300,00');
    expect(hostText.length, "the host page's own texts were read").toBeGreaterThan(5);
    for (const line of hostText) expect(text, 'no text of the host page on paper').not.toContain(line);
    const sheet = await paper.evaluate(() => ({
      buttons: [...document.querySelectorAll('button')]
        .filter((button) => button.getClientRects().length > 0)
        .map((button) => button.textContent),
      table: getComputedStyle(document.querySelector('tbody tr')!).display,
      color: getComputedStyle(document.querySelector('tbody [data-tone]')!).color,
      tableWidth: Math.round(document.querySelector('table')!.getBoundingClientRect().width),
      pageWidth: document.documentElement.clientWidth,
    }));
    // The print look: a full-width table, black on white, no buttons.
    expect(sheet).toMatchObject({ buttons: [], table: 'table-row', color: 'rgb(0, 0, 0)' });
    expect(sheet.tableWidth).toBeGreaterThanOrEqual(sheet.pageWidth - 40);

    // Each valid open charge's QR code, readable on paper; none for the corrupted one.
    const codes = paper.getByRole('img', { name: /^QR code Pix da COB/ });
    expect(await codes.evaluateAll((svgs) => svgs.map((svg) => svg.getAttribute('aria-label')!.replace(/\s+/g, ' ')))).toEqual([
      'QR code Pix da COB 90001, R$ 12.300,00',
      'QR code Pix da COB 90003, R$ 980,00',
    ]);
    expect(readQr(await codes.nth(0).screenshot())).toBe(VALID);
    expect(readQr(await codes.nth(1).screenshot())).toBe(VALID_EXAMPLE);
    expect(text).toContain('Código Pix indisponível. Fale com a equipe.');
    expect(text).not.toContain(CORRUPTED);
    await keep(paper, `financeiro-${label}`);
    expect(errors).toEqual([]);
  });

  it('prints the schedule alone, one appointment a row', async ({ skip }) => {
    skip(e2e.engine === 'firefox', NO_PRINT);
    const { page, errors } = await signedIn(e2e, viewport);
    await go(page, '/agenda');
    await portalOf(page).getByRole('heading', { name: 'Prova do bolo' }).waitFor();
    const { printed, topPrintCalls, headChanges, hostText } = await printFromButton(page);
    expect(topPrintCalls).toBe(0);
    expect(printed.map((one) => one.which)).toEqual(['frame']);
    expect(headChanges).toBe(0);

    const { paper, text } = await paperOf(printed[0]!);
    expect(text).toContain('Agenda do evento · Casamento Ana & Rafael · EVT 41587');
    expect(text).toContain('Prova do bolo');
    for (const line of hostText) expect(text, 'no text of the host page on paper').not.toContain(line);
    const rows = await paper.locator('.pc-card').evaluateAll((cards) =>
      cards.map((card) => {
        const [title, place] = [card.querySelector('h2')!, card.querySelector('.pc-place')!].map((part) => part.getBoundingClientRect());
        return { sameLine: Math.abs(title!.top - place!.top) < 2, status: card.querySelector('.pc-done, .pc-pending')?.textContent };
      }),
    );
    expect(rows.length).toBeGreaterThan(2);
    for (const row of rows) expect(row).toMatchObject({ sameLine: true, status: expect.stringMatching(/^(Concluído|Pendente)$/) });
    expect(
      await paper.evaluate(() => [...document.querySelectorAll('button')].filter((button) => button.getClientRects().length > 0).length),
    ).toBe(0);
    await keep(paper, `agenda-${label}`);
    expect(errors).toEqual([]);
  });
});

describe("'Imprimir' on a host with a strict Content-Security-Policy", () => {
  it('prints the styled statement from its frame with no CSP violation', async () => {
    // Signed in over HTTP (the sign-in has its own tests), straight onto the statement.
    const { page, errors } = await e2e.open({ path: '/strict.html#/financeiro', as: ANA });
    await portalOf(page).getByRole('heading', { name: 'Pagamento' }).waitFor();
    const { printed, topPrintCalls } = await printFromButton(page);
    expect(topPrintCalls).toBe(0);
    expect(printed.map((one) => one.which)).toEqual(['frame']);
    expect(printed[0]!.styled, "the portal's styles reach the frame under the host's CSP").toBe(true);
    expect(await page.evaluate(() => (window as unknown as { cspViolations: unknown[] }).cspViolations)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the screen around the print', () => {
  it('shows no print-only line on screen, and leaves no more than one print frame behind after printing twice', async () => {
    const { page } = await signedIn(e2e, DESKTOP);
    await go(page, '/financeiro');
    const portal = portalOf(page);
    await portal.getByRole('heading', { name: 'Pagamento' }).waitFor();
    expect(await portal.locator('.pc-print-only').first().isVisible()).toBe(false);
    await printFromButton(page);
    await portal.getByRole('button', { name: 'Imprimir' }).click();
    await page.waitForFunction(() => (window as unknown as { printed: unknown[] }).printed.length > 1);
    expect(await portal.locator('iframe').count()).toBeLessThanOrEqual(1);
    await go(page, '/agenda');
    await portal.getByRole('heading', { name: 'Prova do bolo' }).waitFor();
    expect(await portal.locator('iframe').count(), 'the frame goes with the screen').toBe(0);
  });
});
