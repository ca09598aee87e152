import { describe, expect, it } from 'vitest';
import { accountApi, ANA, waitForPath } from '../../test-kit/account-helpers';

const api = accountApi();

/* How the account area receives a visitor: who is already signed in, and a page that does not exist. */
describe('arriving at the account area', () => {
  it('sends a signed-in customer who opens /conta/entrar to the home, not to the login form', async () => {
    const user = await api.signIn(ANA);
    const { screen } = await api.render({ path: '/conta/entrar', user });
    await waitForPath('/');
    await screen.findByRole('heading', { name: 'Olá, Ana!', level: 1 });
    expect(screen.queryByRole('button', { name: 'Acessar' })).toBeNull();
  });

  it("shows the account area's 404 as one card, not a card inside the area's card", async () => {
    const { screen } = await api.render({ path: '/conta/nao-existe' });
    const heading = await screen.findByRole('heading', { name: 'Página não encontrada', level: 1 });
    const page = heading.closest('section')!;
    expect(page.hasAttribute('data-bare')).toBe(true);
    expect(getComputedStyle(page).boxShadow).toMatch(/^(none)?$/);
  });
});
