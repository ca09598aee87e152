// @engines chromium: which URL becomes a link is the portal's logic, the same in every engine
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ANA, DESKTOP } from '../../test-kit/browser';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * URLs the API sends (a contract's urlDownload, a charge's urlBoleto) become links only
 * when they are https: or on the API's own origin; anything else is shown as text. The reference
 * API only ever sends its own signed URLs, so a hostile API is played by rewriting its real answers
 * on their way into the browser (page.route), the rest of each answer untouched.
 */

const e2e = useE2e({ pages: 'warm' });

/** URLs that must stay text, each with the name of the row that carries it. */
const UNSAFE: [string, () => string][] = [
  ['JS-1', () => 'javascript:alert(document.domain)'],
  ['JS-2', () => '  JaVaScRiPt:alert(1)'],
  ['JS-3', () => 'java\tscript:alert(1)'],
  ['DATA-1', () => 'data:application/pdf;base64,JVBERi0xLjQK'],
  ['DATA-2', () => 'data:text/html,<script>alert(1)</script>'],
  ['SCHEME-1', () => 'intent://scan/#Intent;scheme=zxing;end'],
  ['MALFORMED-1', () => 'https://[::1/contrato.pdf'],
  ['HTTP-HOST-PAGE', () => `${e2e.demoUrl}/contrato.pdf`],
  ['HTTP-ELSEWHERE', () => 'http://evil.example/contrato.pdf'],
  ['PROTOCOL-RELATIVE', () => '//evil.example/contrato.pdf'],
];

/** URLs that must become links, with the href expected. */
const SAFE: [string, () => string, () => string][] = [
  ['HTTPS-1', () => 'https://cdn.exemplo.com.br/contratos/HTTPS-1.pdf', () => 'https://cdn.exemplo.com.br/contratos/HTTPS-1.pdf'],
  ['API-RELATIVE', () => '/files/contratos/CT-2026-0142.pdf', () => `${e2e.apiUrl}/files/contratos/CT-2026-0142.pdf`],
];

/**
 * A record copied for a case, without the optional extensions that bring links of their own
 * (a contract's signing page, a charge's card checkout, receipt and nota fiscal): each case's
 * only URL is then the one under test, so every link counted in a row is that one.
 */
function withoutExtensions(record: Record<string, unknown>, fields: string[]) {
  return Object.fromEntries(Object.entries(record).filter(([field]) => !fields.includes(field)));
}
const CONTRACT_EXTENSIONS = ['urlAssinatura', 'assinado', 'dataAssinatura'];
const CHARGE_EXTENSIONS = ['urlPagamento', 'urlComprovante', 'urlNotaFiscal', 'dataPagamento'];

/** Rewrites the JSON answer of one API call on its way into the page. */
async function rewrite(page: Page, path: string, change: (answer: never) => unknown) {
  await page.route(`${e2e.apiUrl}${path}`, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, json: change((await response.json()) as never) });
  });
}

/**
 * Ana on `path` (a session made over HTTP: the sign-in has its own tests), with `prepare`'s routes
 * in place before the portal makes its first call: the session is stored from the demo's blank
 * page, and the portal starts on the next page load.
 */
async function signedInOn(path: string, prepare: (page: Page) => Promise<void>) {
  const opened = await e2e.open({ path: '/blank.html', viewport: DESKTOP, as: ANA });
  await prepare(opened.page);
  await opened.page.goto(`${e2e.demoUrl}/#${path}`);
  return opened;
}

describe('URLs from the API', () => {
  it("links a contract's urlDownload only when it is https: or on the API's origin, and shows the number as text otherwise", async () => {
    const { portal, errors } = await signedInOn('/contratos', (page) =>
      rewrite(page, '/api/contratos', (contracts: Record<string, unknown>[]) => [
        ...contracts,
        ...[...UNSAFE, ...SAFE].map(([numContrato, url]) => ({
          ...withoutExtensions(contracts[0]!, CONTRACT_EXTENSIONS),
          numContrato,
          urlDownload: url(),
        })),
      ]),
    );
    const table = portal.getByRole('table', { name: 'Contratos do evento' });
    await table.getByText('PROTOCOL-RELATIVE').waitFor();

    const cells = await table.locator('tbody tr td:first-child').evaluateAll((tds) =>
      tds.map((td) => {
        // The number apart from the signing line below it ('Assinado em …' or its button), the seed's own contracts having one.
        const number = td.cloneNode(true) as Element;
        number.querySelectorAll('.pc-signed, .pc-sign').forEach((signing) => signing.remove());
        return {
          text: number.textContent?.replace(' (baixar PDF)', ''),
          hrefs: [...number.querySelectorAll('[href]')].map((a) => a.getAttribute('href')),
        };
      }),
    );
    const byNumber = Object.fromEntries(cells.map(({ text, hrefs }) => [text, hrefs]));
    expect(Object.fromEntries(UNSAFE.map(([name]) => [name, byNumber[name]])), 'unsafe URLs must be text').toEqual(
      Object.fromEntries(UNSAFE.map(([name]) => [name, []])),
    );
    expect(Object.fromEntries(SAFE.map(([name]) => [name, byNumber[name]]))).toEqual(
      Object.fromEntries(SAFE.map(([name, , href]) => [name, [href()]])),
    );
    // The seed's own signed URLs (http: on the demo API's origin) still download.
    expect(byNumber['CT-2026-0142']).toEqual([expect.stringMatching(new RegExp(`^${e2e.apiUrl}/files/contratos/CT-2026-0142\\.pdf\\?`))]);
    expect(errors).toEqual([]);
  });

  it("opens a charge's urlBoleto only when it is https: or on the API's origin, and shows any other as text", async () => {
    const { portal, errors } = await signedInOn('/financeiro', (page) =>
      rewrite(page, '/api/financeiro', (finance: { cobrancas: Record<string, unknown>[] }) => {
        const open = finance.cobrancas.find((charge) => charge.urlBoleto)!;
        const cases = [...UNSAFE, ...SAFE].map(([name, url], index) => ({
          ...withoutExtensions(open, CHARGE_EXTENSIONS),
          numCobranca: 90_000 + index,
          razaoSocial: name,
          urlBoleto: url(),
        }));
        return { ...finance, cobrancas: [...finance.cobrancas, ...cases] };
      }),
    );
    const payments = portal.getByRole('region', { name: 'Pagamento' });
    await payments.getByRole('heading', { name: new RegExp(`COB ${90_000 + UNSAFE.length + SAFE.length - 1}`) }).waitFor();

    const items = await payments.locator('li.pc-payment').evaluateAll((lis) =>
      lis.map((li) => ({
        cob: li.querySelector('h3')?.textContent?.split(' · ')[0],
        hrefs: [...li.querySelectorAll('[href]')].map((a) => a.getAttribute('href')),
        text: li.textContent ?? '',
      })),
    );
    const byCob = Object.fromEntries(items.map((item) => [item.cob, item]));
    UNSAFE.forEach(([name, url], index) => {
      const item = byCob[`COB ${90_000 + index}`];
      expect(item?.hrefs, `${name}: no link`).toEqual([]);
      expect(item?.text, `${name}: the URL shown as text`).toContain(`Boleto (PDF): ${url().trim()}`);
    });
    SAFE.forEach(([name, , href], index) => {
      expect(byCob[`COB ${90_000 + UNSAFE.length + index}`]?.hrefs, name).toEqual([href()]);
    });
    expect(errors).toEqual([]);
  });
});
