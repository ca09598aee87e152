import { within } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { apiDayTime } from '../../test-kit/calendar-day';
import { screensApi, WEDDING } from '../../test-kit/screens-helpers';

/*
 * The home on a phone leads with what needs attention, in the document's order too (reading and
 * tabbing follow what the eye sees); no opportunity banner once the event has happened.
 */

const api = screensApi();
const dayFromToday = (days: number, time?: string) => apiDayTime(api.seed().today, days, time);

type HappyWindow = { happyDOM: { setViewport(size: { width: number; height: number }): void } };
const setViewport = (width: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });

afterEach(() => setViewport(1024));

/** The home's parts, in document order: the heading, the attention panel, the event's panel. */
async function partsInOrder() {
  const event = api.event(WEDDING);
  event.financeiro.cobrancas = [
    {
      numCobranca: '9301',
      formaPagamento: 'Boleto',
      dataVencimento: dayFromToday(-2),
      valorDocumento: 500,
      statusCobranca: 'Vencido',
      razaoSocial: 'ANA',
    },
  ];
  const { main } = await api.renderSignedIn('/');
  const heading = await main.findByRole('heading', { name: 'Olá, Ana!', level: 1 });
  const attention = await main.findByRole('region', { name: 'Precisa da sua atenção' });
  // The event's panel: labelled by the greeting on a computer, by the event's name on a phone.
  const eventPanel = main.getByRole('button', { name: 'Trocar de evento' }).closest('section')!;
  expect(eventPanel.getAttribute('aria-labelledby')).toBeTruthy();
  const follows = (a: Element, b: Element) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
  return { main, heading, attention, eventPanel, follows };
}

describe('the home, phone first', () => {
  it('on a phone: the greeting line, then what needs attention, then the event', async () => {
    setViewport(375);
    const { heading, attention, eventPanel, follows } = await partsInOrder();
    expect(follows(heading, attention)).toBe(true);
    expect(follows(attention, eventPanel)).toBe(true);
    // The greeting is its own short line: the event's panel no longer holds the heading.
    expect(eventPanel.contains(heading)).toBe(false);
    expect(within(eventPanel).getByText(api.event(WEDDING).descricao).id).toBe(eventPanel.getAttribute('aria-labelledby'));
  });

  it('on a computer: the event panel with the greeting, then what needs attention', async () => {
    const { heading, attention, eventPanel, follows } = await partsInOrder();
    expect(eventPanel.contains(heading)).toBe(true);
    expect(follows(eventPanel, attention)).toBe(true);
  });

  it('shows no opportunity banner once the event has happened', async () => {
    const event = api.event(WEDDING);
    event.dtInicio = dayFromToday(-3, '19:00:00');
    event.dataEvento = dayFromToday(-3);
    // Chosen by hand: a customer's current event is their next one, and this one is past.
    const { main } = await api.renderSignedIn('/', { idEvento: WEDDING });
    await main.findByRole('heading', { name: 'Olá, Ana!', level: 1 });
    await main.findByText('Sua equipe');
    main.getByText('Seu evento já aconteceu. Obrigado por celebrar conosco!');
    expect(main.queryByText('Oportunidade disponível para seu contrato!')).toBeNull();
  });
});
