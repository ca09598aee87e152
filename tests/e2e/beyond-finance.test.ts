// @engines chromium firefox: the Clipboard API and its permission refusals differ by engine
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../../test-kit/browser';
import { clipboardText } from '../../test-kit/clipboard';
import { useE2e } from '../../test-kit/use-e2e';
import { beyondShot, br, shapeFinance, spDay, WEDDING } from '../../test-kit/beyond-support';
import { axeViolations, go, portalOf, signedIn } from '../../test-kit/screens-support';

/*
 * On /financeiro: subtotals by status, due-date texts, and the ways to pay
 * (the boleto line and the Pix code copied through the real Clipboard API and pasted back, the
 * boleto's PDF).
 */

const LINE_81238 = '34191790010101043510304791020235416870001230000';
const PIX_81238 =
  '00020126580014br.gov.bcb.pix01367d9f0335-8dcc-4054-9bf9-0dbd61d36906520400005303986540812300.005802BR5919BUFFET EXEMPLO LTDA6009SAO PAULO62140510CAS41587P56304087D';

const e2e = useE2e({ pages: 'warm' });

async function openFinance(viewport: { width: number; height: number }) {
  const opened = await signedIn(e2e, viewport);
  await go(opened.page, '/financeiro');
  await portalOf(opened.page).getByText('Resumo por status').waitFor();
  return opened;
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])('/financeiro extras (%s)', (_, viewport) => {
  it('shows the subtotals by status and how far each open charge is from its due date, and passes axe', async () => {
    const late = spDay(-2);
    await shapeFinance(e2e.apiUrl, WEDDING, [
      { numCobranca: '7101', dataVencimento: spDay(-40), valorDocumento: 1000, statusCobranca: 'Pago' },
      { numCobranca: '7102', dataVencimento: late, valorDocumento: '2.000,00', statusCobranca: 'Vencido' },
      { numCobranca: '7103', dataVencimento: spDay(0), valorDocumento: 3000, statusCobranca: 'Em aberto' },
      { numCobranca: '7104', dataVencimento: spDay(1), valorDocumento: 4000.25, statusCobranca: 'Em aberto' },
      { numCobranca: '7105', dataVencimento: spDay(-1), valorDocumento: 500, statusCobranca: 'Cancelado' },
    ]);
    const { page, errors } = await openFinance(viewport);
    const portal = portalOf(page);
    const subtotals = await portal
      .getByRole('list', { name: 'Resumo por status' })
      .getByRole('listitem')
      .evaluateAll((cards) => cards.map((card) => [...card.children].map((part) => part.textContent?.replace(/\u00a0/g, ' '))));
    expect(subtotals).toEqual([
      ['Vencido', '1 cobrança', 'R$ 2.000,00'],
      ['Em aberto', '2 cobranças', 'R$ 7.000,25'],
      ['Pago', '1 cobrança', 'R$ 1.000,00'],
      ['Cancelado', '1 cobrança', 'R$ 500,00'],
    ]);
    // What is due first; the paid and cancelled rows after it (folded away on a phone, so read from the DOM).
    const dates = await portal
      .getByRole('table', { name: 'Cobranças do evento' })
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.querySelectorAll('td')[2]?.textContent));
    expect(dates).toEqual([
      `${br(late)} vencida há 2 dias`,
      `${br(spDay(0))} vence hoje`,
      `${br(spDay(1))} vence em 1 dia`,
      br(spDay(-40)),
      br(spDay(-1)),
    ]);
    await beyondShot(page, 'financeiro-extras');
    expect(await axeViolations(page), 'axe on /financeiro').toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('/financeiro, copying the ways to pay', () => {
  it("copies the boleto line (bare digits) and the Pix code to the clipboard, and says 'Copiado!'", async () => {
    const { page, errors } = await openFinance(DESKTOP);
    const portal = portalOf(page);
    const card = portal.getByRole('region', { name: 'Pagamento' }).getByRole('listitem').filter({ hasText: 'COB 81238' });
    await expect(card.locator('.pc-code').first().textContent()).resolves.toBe('34191.79001 01010.435103 04791.020235 4 16870001230000');

    const field = (label: string) => card.locator('.pc-copy').filter({ hasText: label });
    const copied = (label: string) => field(label).getByRole('status').filter({ hasText: 'Copiado!' });

    await field('Linha digitável do boleto').getByRole('button', { name: 'Copiar linha digitável da COB 81238' }).click();
    await copied('Linha digitável do boleto').waitFor();
    expect(await clipboardText(page)).toBe(LINE_81238);

    await field('Pix copia e cola').getByRole('button', { name: 'Copiar código Pix da COB 81238' }).click();
    await copied('Pix copia e cola').waitFor();
    expect(await clipboardText(page)).toBe(PIX_81238);
    await beyondShot(page, 'financeiro-copiado');
    // 'Copiado!' goes away after a few seconds.
    await copied('Pix copia e cola').waitFor({ state: 'detached', timeout: 6000 });
    expect(errors).toEqual([]);
  });

  it('selects the code and says how to copy it by hand when the browser refuses the copy', async () => {
    const { page, errors } = await openFinance(PHONE);
    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    const portal = portalOf(page);
    await portal.getByRole('button', { name: 'Copiar linha digitável da COB 81237' }).click();
    await portal.getByText('Não foi possível copiar. O código está selecionado: copie com Ctrl+C ou pelo menu do celular.').waitFor();
    expect(await page.evaluate(() => getSelection()?.toString())).toBe('34191.79001 01010.435103 04791.020151 4 16560001230000');
    await beyondShot(page, 'financeiro-copia-recusada');
    expect(errors).toEqual([]);
  });

  it("links each boleto's PDF in a new tab, and the link answers a PDF", async () => {
    const { page } = await openFinance(DESKTOP);
    const link = portalOf(page).getByRole('link', { name: 'Abrir boleto (PDF) da COB 81238 (abre em nova aba)' });
    expect([await link.getAttribute('target'), await link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    const answer = await page.request.get((await link.getAttribute('href'))!);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect(answer.headers()['content-disposition']).toContain('Boleto 81238.pdf');
  });
});
