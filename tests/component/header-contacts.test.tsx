import { waitFor, within } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { shellApi } from '../../test-kit/header-helpers';

const api = shellApi();
const SUPPORT = 'atendimento@exemplo.com.br';

async function openContacts(settings: { supportEmail?: string } = { supportEmail: SUPPORT }) {
  const portal = await api.renderSignedIn('/', settings);
  await portal.user.click(await portal.screen.findByRole('button', { name: 'Contatos' }));
  const dialog = await portal.screen.findByRole('dialog', { name: 'Contatos' });
  return { ...portal, dialog: within(dialog), dialogElement: dialog };
}

describe('the contacts modal', () => {
  it("lists the production team under 'Produção' as WhatsApp links with name and phone, in a new tab", async () => {
    const { dialog } = await openContacts();
    const production = dialog.getByRole('heading', { name: 'Produção' }).closest('section')!;
    const links = await within(production as HTMLElement).findAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://wa.me/5511987654321', 'https://wa.me/5511976543210']);
    expect(links[0]!.textContent).toContain('Renata Lopes');
    expect(links[0]!.textContent).toContain('(11) 98765-4321');
    expect(links[1]!.textContent).toContain('Thiago Nunes');
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(production.textContent, 'only the production team').not.toContain('Patrícia Almeida');
  });

  it("offers the support e-mail under 'Atendimento' as a mailto link", async () => {
    const { dialog } = await openContacts();
    const support = dialog.getByRole('heading', { name: 'Atendimento' }).closest('section')!;
    const link = within(support as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe(`mailto:${SUPPORT}`);
    expect(link.textContent).toContain(SUPPORT);
  });

  it("hides 'Atendimento' when no support e-mail is configured", async () => {
    const { dialog } = await openContacts({});
    await dialog.findAllByRole('link');
    expect(dialog.queryByRole('heading', { name: 'Atendimento' })).toBeNull();
  });

  it('says so when the event has no production team', async () => {
    api.state().events.get(41587)!.contatos = [];
    const { dialog } = await openContacts();
    await dialog.findByText('Nenhum contato da produção disponível para este evento.');
    expect(dialog.queryAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`mailto:${SUPPORT}`]);
  });

  it('shows skeleton placeholders while the contacts load', async () => {
    await api.fault('/api/contatos', 'timeout');
    const { dialog } = await openContacts();
    const status = dialog.getByRole('status');
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.textContent).toContain('Carregando contatos');
    expect(dialog.queryAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([`mailto:${SUPPORT}`]);
  });

  it("shows the pt-BR error with 'Tentar novamente' when the call fails, and the retry loads the team", async () => {
    await api.fault('/api/contatos', '500');
    const { dialog, user } = await openContacts();
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain('Não foi possível concluir a solicitação. Tente novamente em instantes.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() =>
      expect(dialog.getAllByRole('link').map((link) => link.getAttribute('href'))).toContain('https://wa.me/5511987654321'),
    );
    expect(dialog.queryByRole('alert')).toBeNull();
  });

  it("closes with its 'Fechar' button", async () => {
    const { dialog, screen, user } = await openContacts();
    await user.click(dialog.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
