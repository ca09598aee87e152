import { waitFor, within } from '@testing-library/dom';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiDayTime } from '../../test-kit/calendar-day';
import { screensApi, text, WEDDING } from '../../test-kit/screens-helpers';

const api = screensApi();

afterEach(() => {
  vi.restoreAllMocks();
});

/** An API date `days` from the seed's (São Paulo) today. */
const dayFromToday = (days: number) => apiDayTime(api.seed().today, days);

async function openFinance(shape?: () => void) {
  shape?.();
  const portal = await api.renderSignedIn('/financeiro');
  await portal.main.findByRole('heading', { name: 'Financeiro', level: 1 });
  await portal.main.findByText('Valor total');
  return portal;
}

const LINE_81238 = '34191.79001 01010.435103 04791.020235 4 16870001230000';

describe('/financeiro, subtotals by status', () => {
  it('counts and sums the charges of each status, open statuses first', async () => {
    const { main } = await openFinance();
    const subtotals = main.getByRole('list', { name: 'Resumo por status' });
    const cards = within(subtotals)
      .getAllByRole('listitem')
      .map((card) => [...card.children].map(text));
    expect(cards).toEqual([
      ['Vencido', '1 cobrança', 'R$ 12.300,00'],
      ['Em aberto', '2 cobranças', 'R$ 24.250,50'],
      ['Pago', '3 cobranças', 'R$ 61.900,00'],
      ['Cancelado', '1 cobrança', 'R$ 11.550,50'],
    ]);
  });
});

describe('/financeiro, how far each open charge is from its due date', () => {
  it("says 'vence hoje', 'vence em N dias' and 'vencida há N dias' under the date of open charges only", async () => {
    const { main } = await openFinance(() => {
      const { financeiro } = api.event(WEDDING);
      // Statuses in other cases than the seed's, on purpose: the open-charge rule ignores case. Pix
      // charges count calendar days on any weekday (a boleto's business days: finance-boleto-days).
      financeiro.cobrancas = [
        {
          numCobranca: '1',
          formaPagamento: 'PIX',
          dataVencimento: dayFromToday(-1),
          valorDocumento: 10,
          statusCobranca: 'Vencido',
          razaoSocial: 'ANA',
        },
        {
          numCobranca: '2',
          formaPagamento: 'PIX',
          dataVencimento: dayFromToday(0),
          valorDocumento: 10,
          statusCobranca: 'Em aberto',
          razaoSocial: 'ANA',
        },
        {
          numCobranca: '3',
          formaPagamento: 'PIX',
          dataVencimento: dayFromToday(1),
          valorDocumento: 10,
          statusCobranca: 'Em aberto',
          razaoSocial: 'ANA',
        },
        {
          numCobranca: '4',
          formaPagamento: 'PIX',
          dataVencimento: dayFromToday(12),
          valorDocumento: 10,
          statusCobranca: 'em aberto',
          razaoSocial: 'ANA',
        },
        {
          numCobranca: '5',
          formaPagamento: 'PIX',
          dataVencimento: dayFromToday(-30),
          valorDocumento: 10,
          statusCobranca: 'Vencido',
          razaoSocial: 'ANA',
        },
        {
          numCobranca: '6',
          formaPagamento: 'PIX',
          dataVencimento: dayFromToday(-3),
          valorDocumento: 10,
          statusCobranca: 'Pago',
          razaoSocial: 'ANA',
        },
        {
          numCobranca: '7',
          formaPagamento: 'PIX',
          dataVencimento: dayFromToday(5),
          valorDocumento: 10,
          statusCobranca: 'CANCELADO',
          razaoSocial: 'ANA',
        },
      ] as unknown as typeof financeiro.cobrancas;
    });
    const table = main.getByRole('table', { name: 'Cobranças do evento' });
    // What is due first (the oldest overdue first), then the paid and cancelled ones (folded on
    // narrow screens, hence `hidden`).
    const dueTexts = within(table)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) => row.querySelectorAll('td')[2]!.querySelector('.pc-due')?.textContent ?? null);
    expect(dueTexts).toEqual(['vencida há 30 dias', 'vencida há 1 dia', 'vence hoje', 'vence em 1 dia', 'vence em 12 dias', null, null]);
    expect(within(table).getByText('vencida há 1 dia').hasAttribute('data-late')).toBe(true);
    expect(within(table).getByText('vence hoje').hasAttribute('data-late')).toBe(false);
  });
});

describe('/financeiro, ways to pay', () => {
  it('shows the boleto line in its five groups, the Pix code and a new-tab link to the boleto, for open charges only', async () => {
    const { main } = await openFinance(() => {
      const paid = api.event(WEDDING).financeiro.cobrancas.find((charge) => charge.numCobranca === '81234')!;
      paid.linhaDigitavel = '23793381286008267713966006330009197520000015000';
    });
    const payments = main.getByRole('region', { name: 'Pagamento' });
    const cards = within(payments).getAllByRole('listitem');
    expect(cards.filter((card) => card.classList.contains('pc-payment')).map((card) => text(card.querySelector('h3')))).toEqual([
      'COB 81237 · R$ 12.300,00',
      'COB 81238 · R$ 12.300,00',
      'COB 81240 · R$ 11.950,50',
    ]);
    const second = within(cards[1]!);
    second.getByText('Linha digitável do boleto');
    expect(text(cards[1]!.querySelectorAll('.pc-code')[0])).toBe(LINE_81238);
    expect(text(cards[1]!.querySelectorAll('.pc-code')[1])).toMatch(/^00020126580014br\.gov\.bcb\.pix.*6304087D$/);
    const boleto = second.getByRole('link', { name: 'Abrir boleto (PDF) da COB 81238 (abre em nova aba)' });
    expect(boleto.getAttribute('href')).toMatch(new RegExp(`^${api.url()}/files/boletos/81238\\.pdf\\?`));
    expect([boleto.getAttribute('target'), boleto.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(within(cards[0]!).queryByRole('link')).toBeNull();
    expect(main.queryByText('23793.38128 60082.677139 66006.330009 1 97520000015000')).toBeNull();
  });

  it("copies the line's bare digits and says 'Copiado!'", async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const { main, user } = await openFinance();
    const status = () => main.getByRole('region', { name: 'Pagamento' }).querySelectorAll('[role="status"]')[1]!;
    expect(text(status())).toBe('');
    await user.click(main.getByRole('button', { name: 'Copiar linha digitável da COB 81238' }));
    await waitFor(() => expect(text(status())).toBe('Copiado!'));
    expect(writeText).toHaveBeenCalledWith('34191790010101043510304791020235416870001230000');
    expect(await navigator.clipboard.readText()).toBe('34191790010101043510304791020235416870001230000');
    await user.click(main.getByRole('button', { name: 'Copiar código Pix da COB 81238' }));
    expect(await navigator.clipboard.readText()).toMatch(/^00020126580014br\.gov\.bcb\.pix/);
  });

  it('selects the code and says how to copy it when the browser refuses the copy', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    const { main, user } = await openFinance();
    await user.click(main.getByRole('button', { name: 'Copiar linha digitável da COB 81237' }));
    await main.findByText('Não foi possível copiar. O código está selecionado: copie com Ctrl+C ou pelo menu do celular.');
    expect(main.queryByText('Copiado!')).toBeNull();
    expect(getSelection()?.toString()).toBe('34191.79001 01010.435103 04791.020151 4 16560001230000');
  });

  it('still lists each open charge with no way to pay, with nothing to copy', async () => {
    const { main } = await openFinance(() => {
      for (const charge of api.event(WEDDING).financeiro.cobrancas) {
        delete charge.linhaDigitavel;
        delete charge.pixCopiaECola;
        delete charge.boleto;
      }
    });
    const payments = main.getByRole('region', { name: 'Pagamento' });
    expect([...payments.querySelectorAll('.pc-payment h3')].map(text)).toEqual([
      'COB 81237 · R$ 12.300,00',
      'COB 81238 · R$ 12.300,00',
      'COB 81240 · R$ 11.950,50',
    ]);
    expect(main.queryByRole('button', { name: /^Copiar/ })).toBeNull();
    expect(main.queryByRole('button', { name: /Pagar com Pix/ })).toBeNull();
  });
});

describe('/financeiro and /agenda as printed statements', () => {
  it("prints through 'Imprimir' in a frame of the portal's own, never the page, with the statement's title, event, EVT and printing time on paper only", async () => {
    // happy-dom has no print(): one for the page, which must not be called, and one for every frame.
    const pagePrint = vi.fn();
    Object.defineProperty(window, 'print', { value: pagePrint, configurable: true });
    onTestFinished(() => {
      delete (window as { print?: unknown }).print;
    });
    const framePrints: string[] = [];
    const contentWindow = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
    vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (this: HTMLIFrameElement) {
      const view = contentWindow.get!.call(this) as Window | null;
      if (view) view.print = () => framePrints.push(view.document.body.textContent ?? '');
      return view;
    });
    const { main, user, go } = await openFinance();
    await user.click(main.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(framePrints).toHaveLength(1));
    expect(pagePrint).not.toHaveBeenCalled();
    expect(framePrints[0]).toContain('Extrato financeiro · Casamento Ana & Rafael · EVT 41587');
    expect(framePrints[0]).toContain('Cobranças do evento');
    const paper = main.getByText('Extrato financeiro').closest('.pc-print-only')!;
    const [title, printedAt] = [...paper.querySelectorAll('p')].map(text);
    expect(title).toBe('Extrato financeiro · Casamento Ana & Rafael · EVT 41587');
    expect(printedAt).toMatch(/^Emitido em \d{2}\/\d{2}\/\d{4} às \d{1,2}h\d{2}$/);
    paper.querySelector('p:last-child')!.textContent = '';
    window.dispatchEvent(new Event('beforeprint'));
    expect(text(paper.querySelector('p:last-child'))).toMatch(/^Emitido em /);

    await go('/agenda');
    await main.findByRole('heading', { name: 'Agenda', level: 1 });
    await main.findByText('Agenda do evento');
    await user.click(main.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() => expect(framePrints).toHaveLength(2));
    expect(framePrints[1]).toContain('Agenda do evento · Casamento Ana & Rafael · EVT 41587');
    expect(pagePrint).not.toHaveBeenCalled();
  });
});
