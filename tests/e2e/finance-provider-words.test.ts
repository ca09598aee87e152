// @engines chromium firefox: the cards and the table are laid out by each engine
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from '../../test-kit/browser';
import { useE2e } from '../../test-kit/use-e2e';
import { beyondShot, shapeFinance, spDay, WEDDING } from '../../test-kit/beyond-support';
import { go, portalOf, signedIn } from '../../test-kit/screens-support';

/*
 * Financeiro on a provider's words (docs/resilience.md, "Charge status words"): a charge 'Recebido'
 * long past its date, one in a word the portal does not know, and a boleto whose line fails its
 * check digits; placeholders that are no evidence, a word read two ways and a write-off for protest. Pictures with
 * E2E_SHOTS=1 (finance-provider-words-1280.png, -375.png; finance-placeholders-1280.png, -375.png).
 */

const e2e = useE2e({ pages: 'warm' });
const BAD_LINE = '23793.38129 60007.827136 95000.063305 9 75520000370000';

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
])("/financeiro on the provider's words (%s)", (_, viewport) => {
  it('shows a settled word as paid, an unknown word as sent without a due text, and a bad boleto line as unavailable', async () => {
    await shapeFinance(e2e.apiUrl, WEDDING, [
      { numCobranca: '7301', dataVencimento: spDay(-60), valorDocumento: 20000, statusCobranca: 'Recebido' },
      { numCobranca: '7302', dataVencimento: spDay(-30), valorDocumento: '3.000,00', statusCobranca: 'Em análise' },
      { numCobranca: '7303', dataVencimento: spDay(20), valorDocumento: 4500.5, statusCobranca: 'Em aberto', linhaDigitavel: BAD_LINE },
    ]);
    const { page, errors } = await signedIn(e2e, viewport);
    await go(page, '/financeiro');
    const portal = portalOf(page);
    await portal.getByText('Resumo por status').waitFor();
    await portal.getByText('Linha digitável indisponível. Fale com a equipe para recebê-la.').waitFor();
    const rows = await portal
      .getByRole('table', { name: 'Cobranças do evento' })
      .locator('tbody tr')
      .evaluateAll((items) => items.map((row) => row.querySelectorAll('td')[4]?.textContent));
    expect(rows).toEqual(['Em aberto', 'Em análise', 'Recebido']);
    expect(await portal.getByText(/vencida/).count()).toBe(0);
    expect(await portal.getByRole('button', { name: 'Copiar linha digitável da COB 7303' }).count()).toBe(0);
    await beyondShot(page, 'finance-provider-words', { fullPage: true });
    expect(errors).toEqual([]);
  });

  it("takes no placeholder for evidence or a due day, and counts neither 'BAIXADO' nor a protest's write-off as paid", async () => {
    await shapeFinance(e2e.apiUrl, WEDDING, [
      { numCobranca: '7311', dataVencimento: spDay(-40), valorDocumento: 1000, statusCobranca: 'BAIXADO' },
      {
        numCobranca: '7312',
        dataVencimento: spDay(-12),
        valorDocumento: 1000,
        statusCobranca: 'Baixa por protesto',
        formaPagamento: 'PIX',
      },
      {
        numCobranca: '7313',
        dataVencimento: spDay(-10),
        valorDocumento: 1000,
        // No status: '' is none.
        statusCobranca: '',
        formaPagamento: 'PIX',
        dataPagamento: '0001-01-01T00:00:00',
        urlComprovante: `${e2e.apiUrl}/comprovantes/`,
      },
      {
        numCobranca: '7314',
        dataVencimento: '1900-01-01T00:00:00',
        valorDocumento: 1000,
        statusCobranca: 'Em aberto',
        formaPagamento: 'PIX',
      },
    ]);
    const { page, errors } = await signedIn(e2e, viewport);
    await go(page, '/financeiro');
    const portal = portalOf(page);
    await portal.getByText('Resumo por status').waitFor();
    const rows = await portal
      .getByRole('table', { name: 'Cobranças do evento' })
      .locator('tbody tr')
      .evaluateAll((items) => items.map((row) => [row.querySelectorAll('td')[0]?.textContent, row.querySelectorAll('td')[4]?.textContent]));
    expect(rows.map(([cob]) => cob)).toEqual(['7312', '7313', '7314', '7311']);
    // The two open charges, each in its card and its row.
    expect(await portal.getByText(/vencida há/).count()).toBe(4);
    const shown = await portal.locator('#pc-main').innerText();
    expect(shown).not.toMatch(/Pago em|\/19\d\d|\/0001|vencida há \d{1,3}\.\d{3}/);
    expect(shown).toMatch(/R\$\s0,00 pagos/);
    expect(await portal.getByRole('link', { name: /Comprovante/ }).count()).toBe(0);
    await beyondShot(page, 'finance-placeholders', { fullPage: true });
    expect(errors).toEqual([]);
  });
});
