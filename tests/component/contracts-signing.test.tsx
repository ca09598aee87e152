import { within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { brDate } from '../../test-kit/calendar-day';
import { screensApi, text, WEDDING } from '../../test-kit/screens-helpers';

/*
 * The provider's optional contract fields over the reference API: the signing page
 * (`urlAssinatura`), whether it is signed (`assinado`, in any yes/no form) and when
 * (`dataAssinatura`). 'Assinar contrato' only for a page that passes the URL check; nothing new
 * when the fields are not there. The home lists what waits for the customer's signature.
 */

const api = screensApi();

/** Changes one of the wedding's contracts on the server, as the provider's API would send it. */
function shapeContract(numContrato: string, change: Record<string, unknown>) {
  const contract = api.event(WEDDING).contratos.find((c) => c.numContrato === numContrato)!;
  Object.assign(contract, change);
}

async function openContracts() {
  const portal = await api.renderSignedIn('/contratos');
  const table = await portal.main.findByRole('table', { name: 'Contratos do evento' });
  return { ...portal, table };
}

/** The first cell of a contract's row: its number, download and signing. */
function numberCell(table: HTMLElement, numContrato: string) {
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => text(candidate.querySelector('td'))?.startsWith(numContrato));
  if (!row) throw new Error(`expected a row for ${numContrato}`);
  return row.querySelector('td')!;
}

const signLinks = (element: HTMLElement) => within(element).queryAllByRole('link', { name: /Assinar contrato/ });

describe('/contratos, signing online', () => {
  it("offers 'Assinar contrato' for a contract waiting for the customer, a new-tab link the host can count", async () => {
    const { table } = await openContracts();
    const link = within(numberCell(table, 'AD-2026-0311')).getByRole('link', { name: 'Assinar contrato AD-2026-0311 (abre em nova aba)' });
    expect(text(link)).toBe('Assinar contrato');
    expect(link.getAttribute('href')).toMatch(new RegExp(`^${api.url()}/provedor/assinatura/AD-2026-0311\\?exp=`));
    expect([link.getAttribute('target'), link.getAttribute('rel'), link.dataset.action]).toEqual([
      '_blank',
      'noopener noreferrer',
      'contract-sign',
    ]);
  });

  it('says when a signed contract was signed, and offers nothing to sign', async () => {
    const { table } = await openContracts();
    const signedOn = brDate(api.seeded(WEDDING).contratos[0]!.dataAssinatura!);
    const cell = numberCell(table, 'CT-2026-0142');
    expect(text(cell)).toBe(`CT-2026-0142 (baixar PDF)Assinado em ${signedOn}`);
    expect(signLinks(cell)).toEqual([]);
  });

  it('shows the contract as before when the fields are absent or null', async () => {
    shapeContract('AD-2026-0311', { assinatura: false, assinado: null, urlAssinatura: null, dataAssinatura: null });
    const { table } = await openContracts();
    expect(text(numberCell(table, 'TD-2026-0077'))).toBe('TD-2026-0077 (baixar PDF)');
    expect(text(numberCell(table, 'AD-2026-0311'))).toBe('AD-2026-0311 (baixar PDF)');
  });

  it.each([true, 'Sim', ' s ', 1, '1', 'true'])('reads assinado %j as signed (no date: just "Assinado")', async (assinado) => {
    shapeContract('AD-2026-0311', { assinado });
    const { table } = await openContracts();
    const cell = numberCell(table, 'AD-2026-0311');
    expect(text(cell)).toBe('AD-2026-0311 (baixar PDF)Assinado');
  });

  it.each([false, 'N', 'Não', 0, null])('offers the signing page when assinado is %j and no date says otherwise', async (assinado) => {
    shapeContract('AD-2026-0311', { assinado });
    const { table } = await openContracts();
    expect(signLinks(numberCell(table, 'AD-2026-0311'))).toHaveLength(1);
  });

  it('makes no link of a signing page on http: elsewhere or javascript:', async () => {
    shapeContract('AD-2026-0311', { assinatura: false, urlAssinatura: 'javascript:alert(document.domain)' });
    shapeContract('TD-2026-0077', { assinado: 'N', urlAssinatura: 'http://assinaturas.exemplo.com.br/d/TD-2026-0077' });
    const { table } = await openContracts();
    expect(within(table).queryAllByRole('link', { name: /Assinar/ })).toEqual([]);
    expect(text(numberCell(table, 'AD-2026-0311'))).toBe('AD-2026-0311 (baixar PDF)');
  });
});

describe("home, 'Precisa da sua atenção', contracts to sign", () => {
  it('lists each contract waiting for a signature with its signing page, and a way to the contracts', async () => {
    const { main } = await api.renderSignedIn('/');
    const panel = await main.findByRole('region', { name: 'Precisa da sua atenção' });
    const row = (await within(panel).findByText('Contrato para assinar')).closest('li')!;
    expect(text(row)).toBe('Contrato para assinarAD-2026-0311 · Aditivo contratualAssinar contrato');
    const link = within(row).getByRole('link', { name: 'Assinar contrato AD-2026-0311 (abre em nova aba)' });
    expect([link.getAttribute('target'), link.getAttribute('rel'), link.dataset.action]).toEqual([
      '_blank',
      'noopener noreferrer',
      'contract-sign',
    ]);
    expect(within(panel).getByRole('link', { name: 'Ver contratos' }).getAttribute('href')).toBe('#/contratos');
  });

  it('lists none once every contract is signed', async () => {
    shapeContract('AD-2026-0311', { assinado: 'S', dataAssinatura: '2026-11-20T10:00:00' });
    // The contracts are read first (on their screen), so the home's panel draws with them in hand.
    const { main, go } = await openContracts();
    await go('/');
    const panel = await main.findByRole('region', { name: 'Precisa da sua atenção' });
    within(panel).getByText('Cobrança vencida');
    expect(within(panel).queryByText('Contrato para assinar')).toBeNull();
    expect(within(panel).queryByRole('link', { name: /Assinar contrato/ })).toBeNull();
  });
});

describe("home, 'Precisa da sua atenção', contracts it could not check", () => {
  it('says so with a retry when the contracts call fails, never all in order, and the retry brings the contract to sign', async () => {
    await api.fault('/api/contratos', '500');
    const { main, user } = await api.renderSignedIn('/');
    const panel = await main.findByRole('region', { name: 'Precisa da sua atenção' });
    await within(panel).findByText('Não foi possível verificar seus contratos. Pode haver algo pendente.');
    await user.click(within(panel).getByRole('button', { name: 'Tentar novamente: verificar seus contratos' }));
    await within(panel).findByRole('link', { name: 'Assinar contrato AD-2026-0311 (abre em nova aba)' });
    expect(within(panel).queryByText(/Não foi possível verificar seus contratos/)).toBeNull();
  });
});
