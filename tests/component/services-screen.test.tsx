import { waitFor, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { screensApi } from '../../test-kit/screens-helpers';

const api = screensApi();

async function openServices() {
  const portal = await api.renderSignedIn('/servicos');
  await portal.main.findByRole('heading', { name: 'Serviços', level: 1 });
  return portal;
}

const rowOf = async (main: Awaited<ReturnType<typeof openServices>>['main'], name: string) =>
  (await main.findByRole('button', { name })).closest('tr')!;

describe('/servicos', () => {
  it('shows the table with the columns Serviços, UNID, QTD and a row per service', async () => {
    const { main } = await openServices();
    const table = await main.findByRole('table', { name: 'Serviços do evento' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Serviços', 'UNID', 'QTD']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(6);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Buffet completo - Menu Villa Jardim', 'pessoa', '220']);
  });

  it("gives each row the title 'Ver descrição' and opens the HTML description in an overlay", async () => {
    const { main, user, shadow } = await openServices();
    const row = await rowOf(main, 'Buffet completo - Menu Villa Jardim');
    expect(row.getAttribute('title')).toBe('Ver descrição');
    await user.click(row);
    const dialog = await within(shadow as unknown as HTMLElement).findByRole('dialog', { name: 'Buffet completo - Menu Villa Jardim' });
    await within(dialog).findByText('Coquetel de boas-vindas com 8 tipos de canapés');
    within(dialog).getByRole('link', { name: 'Ver cardápio completo' });
    // What the sanitiser removes is checked in Chromium (tests/e2e/screens-data.test.ts): DOMPurify
    // under happy-dom is not safe (its own README), so its output here proves nothing.
  });

  it("shows the service name and 'Sem descrição' for a service without a description", async () => {
    const { main, user, shadow } = await openServices();
    await user.click(await main.findByRole('button', { name: 'Doces finos' }));
    const dialog = await within(shadow as unknown as HTMLElement).findByRole('dialog', { name: 'Doces finos' });
    within(dialog).getByText('Sem descrição');
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(shadow.querySelector('dialog')).toBeNull());
  });
});
