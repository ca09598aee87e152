import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { brDate } from '../../test-kit/calendar-day';
import { screensApi, shellRequests, text, WEDDING } from '../../test-kit/screens-helpers';

const api = screensApi();
const requests = shellRequests();

async function openContracts() {
  const portal = await api.renderSignedIn('/contratos');
  await portal.main.findByRole('heading', { name: 'Contratos', level: 1 });
  return portal;
}

describe('/contratos', () => {
  it("shows the panel with the event's description and title, whose 'TROCAR EVENTO' asks for the switcher", async () => {
    const { main, user } = await openContracts();
    main.getByText('Casamento Ana & Rafael');
    main.getByText('Recepção no Espaço Villa Jardim');
    await user.click(main.getByRole('button', { name: 'TROCAR EVENTO' }));
    expect(requests).toEqual([{ type: 'event-switcher' }]);
  });

  it('shows the columns Num Contrato, Tipo, Valor, Data do Contrato, EVT with formatted values', async () => {
    const { main } = await openContracts();
    const table = await main.findByRole('table', { name: 'Contratos do evento' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Num Contrato', 'Tipo', 'Valor', 'Data do Contrato', 'EVT']);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').map(text));
    const signed = api.seeded(WEDDING).contratos.map((contract) => brDate(contract.dataContrato));
    // The seed's contract is signed and its addendum waits for a signature (tests/component/contracts-signing.test.tsx).
    const signedOn = brDate(api.seeded(WEDDING).contratos[0]!.dataAssinatura!);
    expect(rows).toEqual([
      [`CT-2026-0142 (baixar PDF)Assinado em ${signedOn}`, 'Contrato de prestação de serviços', 'R$ 86.900,00', signed[0], 'EVT-41587'],
      ['AD-2026-0311 (baixar PDF)Assinar contrato', 'Aditivo contratual', 'R$ 11.550,50', signed[1], 'EVT-41587'],
      ['TD-2026-0077 (baixar PDF)', 'Termo de degustação', 'R$ 0,00', signed[2], 'EVT-41587'],
    ]);
  });

  it('makes each contract number a download link to its urlDownload, in a new tab', async () => {
    const { main } = await openContracts();
    const link = await main.findByRole('link', { name: /CT-2026-0142/ });
    expect(link.getAttribute('href')).toMatch(new RegExp(`^${api.url()}/files/contratos/CT-2026-0142\\.pdf\\?`));
    expect(link.hasAttribute('download')).toBe(true);
    expect([link.getAttribute('target'), link.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
  });

  it('explains an answer of the wrong shape instead of showing a broken table', async () => {
    await api.fault('/api/contratos', 'shape');
    const { main } = await openContracts();
    const alert = await main.findByRole('alert');
    expect(alert.textContent).toContain('Recebemos uma resposta inesperada do servidor.');
  });
});

describe("/contratos, the 'all' variant (GET /api/anexos)", () => {
  it('lists every contract of every event of the customer when asked, told apart by EVT', async () => {
    const { main, user } = await openContracts();
    await main.findByRole('table', { name: 'Contratos do evento' });
    await user.click(main.getByRole('checkbox', { name: 'Mostrar os contratos de todos os meus eventos' }));
    const table = await main.findByRole('table', { name: 'Contratos de todos os seus eventos' });
    const events = new Set(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => text(within(row).getAllByRole('cell')[4])),
    );
    expect(events.has('EVT-41587')).toBe(true);
    expect(events.size, 'contracts from several events').toBeGreaterThan(1);
    expect([...events].every((evt) => /^EVT-\d+$/.test(evt ?? ''))).toBe(true);
    // Bruno's event never shows up among Ana's contracts.
    expect(events.has('EVT-45560')).toBe(false);
  });
});
