import { waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { act } from 'preact/test-utils';
import { describe, expect, it } from 'vitest';
import { renderPortal } from '../../test-kit/render-portal';
import { shellApi } from '../../test-kit/header-helpers';

const api = shellApi();
const SUPPORT = 'atendimento@exemplo.com.br';

describe('the help launcher', () => {
  it("reads 'Precisa de ajuda?' and 'Atendimento aqui' on a signed-out screen", async () => {
    const { screen } = await renderPortal({ path: '/conta', apiBase: api.url() });
    const launcher = await screen.findByRole('button', { name: 'Precisa de ajuda? Atendimento aqui' });
    expect(launcher.textContent).toBe('Precisa de ajuda?Atendimento aqui');
  });

  it('is on the signed-in screens too', async () => {
    const { screen } = await api.renderSignedIn('/financeiro');
    await screen.findByRole('button', { name: 'Precisa de ajuda? Atendimento aqui' });
  });

  it('opens the contacts modal when no chat app id is set', async () => {
    const { screen, user } = await api.renderSignedIn('/', { supportEmail: SUPPORT });
    await user.click(await screen.findByRole('button', { name: 'Precisa de ajuda? Atendimento aqui' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contatos' }));
    await dialog.findByText('Renata Lopes');
    expect(document.head.querySelector('script'), 'no chat script loaded').toBeNull();
  });

  it('offers a signed-out visitor the support e-mail instead of the team', async () => {
    const { screen } = await renderPortal({ path: '/conta', apiBase: api.url(), supportEmail: SUPPORT });
    const user = userEvent.setup({ document });
    await user.click(await screen.findByRole('button', { name: 'Precisa de ajuda? Atendimento aqui' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contatos' }));
    dialog.getByText('Entre no portal para falar com a equipe de produção do seu evento.');
    expect(dialog.getByRole('link').getAttribute('href')).toBe(`mailto:${SUPPORT}`);
  });

  it("turns a screen's help request into an e-mail body when there is no chat", async () => {
    const { screen, runtime } = await api.renderSignedIn('/', { supportEmail: SUPPORT });
    await screen.findByRole('button', { name: 'Contatos' });
    await act(() => runtime.shell.requestHelp('Quero um upgrade para o evento EVT 41587'));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contatos' }));
    await waitFor(() =>
      expect(dialog.getByRole('link', { name: new RegExp(SUPPORT) }).getAttribute('href')).toBe(
        `mailto:${SUPPORT}?body=${encodeURIComponent('Quero um upgrade para o evento EVT 41587')}`,
      ),
    );
  });
});
