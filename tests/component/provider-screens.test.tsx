import { waitFor, within } from '@testing-library/dom';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { noteIn, skippedNote } from '../../test-kit/clean-screen';
import { screensApi, text, WEDDING } from '../../test-kit/screens-helpers';

/*
 * Every screen that reads the provider's shapes, on the reference API's provider habits mode over
 * HTTP (docs/resilience.md): lists sent as null or as a 204 show their empty state, HTML entities
 * show as the characters they stand for, a contact typed 'Produção' is the production team, rows a
 * join repeated show once and are counted, a date-only column at UTC midnight keeps its day, and
 * ChangePass's 200 that says it failed is the form's error. (Financeiro's words, lines and business
 * days: tests/component/finance-provider-words.test.tsx.)
 */

const api = screensApi();
const SILVER = 42903;

beforeEach(() => {
  // After the file's reset to the seed (which puts the server back in its clean mode).
  api.state().provider = true;
});

/** A seeded date-only field as the portal shows it: dd/MM/yyyy. */
const shownDay = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

const noAlert = (root: ParentNode) => expect(root.querySelector('[role="alert"]'), 'no error state').toBeNull();

describe('lists the provider sends as null or as a 204', () => {
  it("shows 'Nenhum agendamento encontrado' for the wedding's schedule sent as null", async () => {
    const { main, shadow } = await api.renderSignedIn('/agenda');
    await main.findByText('Nenhum agendamento encontrado');
    noAlert(shadow);
  });

  it("shows 'Nenhum agendamento encontrado' for a schedule sent as a 204 with no body", async () => {
    const { main, shadow } = await api.renderSignedIn('/agenda', { idEvento: SILVER });
    await main.findByText('Nenhum agendamento encontrado');
    noAlert(shadow);
  });

  it("shows the finance totals and 'Nenhuma cobrança encontrada para este evento.' for charges sent as null", async () => {
    const { main, shadow } = await api.renderSignedIn('/financeiro', { idEvento: SILVER });
    await main.findByText('Nenhuma cobrança encontrada para este evento.');
    noAlert(shadow);
    expect(text(shadow.querySelector('.pc-summary'))).toContain('R$ 61.940,00');
  });
});

describe('text, codes, dates and repeated rows', () => {
  it('names the event with its entities decoded on the home and in the header, never as typed', async () => {
    const { shadow } = await api.renderSignedIn('/', { withEvent: false });
    await waitFor(() => expect(shadow.querySelector('.pc-event-name')?.textContent).toBe('Casamento Ana & Rafael'));
    expect(shadow.querySelector('header')?.textContent).toContain('Casamento Ana & Rafael');
    expect(shadow.textContent).not.toMatch(/&amp;|&#\d+;|&[a-z]+;/);
  });

  it('lists each event once, counts the repeated rows, decodes names and keeps the UTC-midnight day', async () => {
    const { main, shadow } = await api.renderSignedIn('/eventos');
    const table = await main.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const ids = rows.map((row) => row.querySelector('td')?.textContent);
    expect(new Set(ids).size, 'each event once').toBe(ids.length);
    // Ana's events, each sent twice by the join.
    expect(ids).toHaveLength(5);
    expect(noteIn(shadow)).toBe(skippedNote(5));
    const wedding = rows.find((row) => row.querySelector('td')?.textContent === String(WEDDING))!;
    expect(text(wedding)).toContain('Casamento Ana & Rafael');
    expect(text(wedding)).toContain(shownDay(api.seeded(WEDDING).dataEvento));
    expect(text(table)).not.toMatch(/&amp;|&#\d+;/);
  });

  it("lists the members typed 'Produção' and 'PRODUCAO ' under Produção in the contacts modal, each once", async () => {
    const { shadow, runtime } = await api.renderSignedIn('/');
    act(() => runtime.shell.openContacts());
    const dialog = await waitFor(() => shadow.querySelector('dialog') ?? Promise.reject(new Error('no dialog')));
    const links = await waitFor(() => {
      const found = [...dialog.querySelectorAll('a[href^="https://wa.me/"]')];
      return found.length > 0 ? found : Promise.reject(new Error('no production contact'));
    });
    expect(links.map((link) => link.querySelector('strong')?.textContent)).toEqual(['Renata Lopes', 'Thiago Nunes']);
    expect(dialog.textContent).not.toContain('Nenhum contato da produção');
  });

  it('lists each service once with its name decoded, its description still HTML', async () => {
    const { main, shadow, user } = await api.renderSignedIn('/servicos');
    const table = await main.findByRole('table');
    const names = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')?.textContent);
    expect(names).toEqual(api.seeded(WEDDING).servicos.map((service) => service.servico));
    expect(noteIn(shadow)).toBe(skippedNote(1));
    await user.click(within(table).getByRole('button', { name: 'Buffet completo - Menu Villa Jardim' }));
    const dialog = await waitFor(() => shadow.querySelector('dialog') ?? Promise.reject(new Error('no dialog')));
    await waitFor(() => expect(dialog.querySelector('strong')?.textContent).toBe('entradas, dois pratos principais e sobremesa'));
  });

  it('lists each contract once, its type decoded and its date on its day', async () => {
    const { main, shadow } = await api.renderSignedIn('/contratos');
    const table = await main.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    const seeded = api.seeded(WEDDING).contratos;
    expect(rows).toHaveLength(seeded.length);
    expect(noteIn(shadow)).toBe(skippedNote(1));
    const first = rows.find((row) => text(row)?.includes(seeded[0]!.numContrato))!;
    expect(text(first)).toContain('Contrato de prestação de serviços');
    expect(text(first)).toContain(shownDay(seeded[0]!.dataContrato));
  });
});

describe("ChangePass's refusal sent with a 200", () => {
  it("shows 'Erro ao trocar a senha, confira os campos.', never the success toast, and stays on the form", async () => {
    const { main, shadow, user } = await api.renderSignedIn('/perfil/alterar-senha');
    await user.type(await main.findByLabelText('Senha atual'), 'Errada@2026');
    await user.type(main.getByLabelText('Nova senha'), 'Nova@2027x');
    await user.type(main.getByLabelText('Confirme sua nova senha'), 'Nova@2027x');
    await user.click(main.getByRole('button', { name: 'Enviar' }));
    await main.findByText('Erro ao trocar a senha, confira os campos.');
    expect(shadow.textContent).not.toContain('Senha alterada com sucesso!');
    expect(location.hash).toBe('#/perfil/alterar-senha');
  });
});
