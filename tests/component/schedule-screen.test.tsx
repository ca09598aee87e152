import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { brDate } from '../../test-kit/calendar-day';
import { screensApi, WEDDING } from '../../test-kit/screens-helpers';

const api = screensApi();

async function openSchedule() {
  const portal = await api.renderSignedIn('/agenda');
  await portal.main.findByRole('heading', { name: 'Agenda', level: 1 });
  return portal;
}

describe('/agenda', () => {
  it('shows a card per appointment with its action, place, date and time', async () => {
    const { main } = await openSchedule();
    const cards = await main.findAllByRole('listitem');
    expect(cards).toHaveLength(5);
    const third = within(cards[2]!);
    third.getByRole('heading', { name: 'Prova do bolo', level: 2 });
    third.getByText('Confeitaria do Espaço Villa Jardim');
    third.getByText(brDate(api.seeded(WEDDING).agenda.find((item) => item.acao === 'Prova do bolo')!.dataAgenda));
    third.getByText('14h00');
  });

  it("dims completed appointments and labels them 'Concluído' in words", async () => {
    const { main } = await openSchedule();
    const cards = await main.findAllByRole('listitem');
    const done = cards.map((card) => [card.hasAttribute('data-done'), within(card).queryByText('Concluído') !== null]);
    expect(done).toEqual([
      [true, true],
      [true, true],
      [false, false],
      [false, false],
      [false, false],
    ]);
  });
});
