import { within } from '@testing-library/dom';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { PortalClienteErrorDetail } from '../../src/public-types';
import { screensApi, text, WEDDING } from '../../test-kit/screens-helpers';

/*
 * The host's `api-times="sao-paulo"` (docs/resilience.md, "Date fields by their kind") on the screens
 * that show times, against the reference API over HTTP answering as an API that writes São Paulo's
 * wall clock with a bare Z (POST /dev/answer): the same answers, with the attribute and without.
 */

const api = screensApi();

const team = [{ nome: 'Juliana Ramos' }];
const WEDDING_EVENT = {
  idEvento: WEDDING,
  descricao: 'Casamento Ana & Rafael',
  tipoEvento: 'Casamento',
  dataEvento: '2027-05-15T00:00:00Z',
  dtInicio: '2027-05-15T19:30:00Z',
  idCasa: 12,
  casa: 'Espaço Villa Jardim',
};

beforeEach(async () => {
  const home = { ...WEDDING_EVENT, comercial: team, assessoria: team, producao: team };
  await api.give('/api/home', home);
  await api.give('/api/home/:idEvento', home);
  await api.give('/api/eventos', [WEDDING_EVENT]);
  await api.give('/api/agenda', [
    { acao: 'Prova do bolo', local: 'Confeitaria', dataAgenda: '2027-01-20T08:00:00Z', concluida: false },
    // 1h30 on 10/03 as written: 22h30 on 09/03 as an instant.
    { acao: 'Ensaio da entrada', local: 'Espaço Villa Jardim', dataAgenda: '2027-03-10T01:30:00.000Z', concluida: false },
  ]);
  await api.give('/api/financeiro', {
    totalEvento: 100,
    valorEfetivo: 100,
    valorAberto: 0,
    cobrancas: [
      {
        numCobranca: 9001,
        formaPagamento: 'Pix',
        dataVencimento: '2027-01-05T00:00:00Z',
        valorDocumento: 100,
        statusCobranca: 'Pago',
        razaoSocial: 'Buffet Exemplo',
        dataPagamento: '2027-01-05T01:30:00Z',
      },
    ],
  });
});

/** Each appointment card's title, day and time. */
async function schedule(apiTimes?: string) {
  const { main } = await api.renderSignedIn('/agenda', { apiTimes });
  const cards = await main.findAllByRole('listitem');
  return cards.map((card) => [within(card).getByRole('heading').textContent, text(card.querySelector('.pc-when'))]);
}

describe('api-times="sao-paulo" on the screens', () => {
  it("shows the schedule's days and times as written, where it showed them three hours early", async () => {
    expect(await schedule()).toEqual([
      ['Prova do bolo', '20/01/20275h00'],
      ['Ensaio da entrada', '09/03/202722h30'],
    ]);
    expect(await schedule('sao-paulo')).toEqual([
      ['Prova do bolo', '20/01/20278h00'],
      ['Ensaio da entrada', '10/03/20271h30'],
    ]);
  });

  it("shows the event's start on the home and in the events list as written", async () => {
    for (const [apiTimes, time] of [
      [undefined, '16h30'],
      ['sao-paulo', '19h30'],
    ] as const) {
      const home = await api.renderSignedIn('/', { apiTimes });
      const panel = (await home.main.findByRole('heading', { level: 1 })).closest('section')!;
      expect(within(panel).getByText('Início').nextElementSibling!.textContent, String(apiTimes)).toBe(time);
      await home.unmount();
      const events = await api.renderSignedIn('/eventos', { apiTimes });
      const table = await events.main.findByRole('table', { name: 'Meus eventos' });
      expect(within(table).getByText(/^\d+h\d\d$/).textContent, String(apiTimes)).toBe(time);
      await events.unmount();
    }
  });

  it("shows a charge's payment day as written", async () => {
    for (const [apiTimes, day] of [
      [undefined, 'Pago em 04/01/2027'],
      ['sao-paulo', 'Pago em 05/01/2027'],
    ] as const) {
      const finance = await api.renderSignedIn('/financeiro', { apiTimes });
      await finance.main.findByRole('table', { name: 'Cobranças do evento' });
      expect(finance.main.getAllByText(/^Pago em/)[0]!.textContent, String(apiTimes)).toBe(day);
      await finance.unmount();
    }
  });

  it('ignores a value it does not know, telling the host as of any other attribute, and shows the instants', async () => {
    const errors: PortalClienteErrorDetail[] = [];
    const hear = (event: Event) => errors.push((event as CustomEvent<PortalClienteErrorDetail>).detail);
    document.addEventListener('portal-cliente:error', hear);
    onTestFinished(() => document.removeEventListener('portal-cliente:error', hear));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onTestFinished(() => warn.mockRestore());
    expect(await schedule('sao_paulo')).toEqual([
      ['Prova do bolo', '20/01/20275h00'],
      ['Ensaio da entrada', '09/03/202722h30'],
    ]);
    expect(errors).toContainEqual({ kind: 'config', message: 'api-times ignored, default used', recovered: true });
    expect(warn).toHaveBeenCalledWith('[portal-cliente]', 'api-times ignored, default used');
  });
});
