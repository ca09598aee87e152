import userEvent from '@testing-library/user-event';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownApi } from '../../test-kit/own-api';
import { renderPortal } from '../../test-kit/render-portal';
import { ANA, CARLA } from '../../test-kit/customers';
import { failureBody, sessionEndShape, unauthorizedShape } from '../../test-kit/failure-bodies';
import { propertyRuns } from '../../test-kit/property-runs';
import { carlaDateOf } from '../../test-kit/seed-of';
import { signIn } from '../../test-kit/sign-in-over-http';
import { currentPath, waitForPath } from '../../test-kit/account-helpers';

/*
 * The screens on the two classes, over HTTP on the reference API's provider habits mode
 * (docs/resilience.md, "A 200 that says it failed" and "Expired tokens"): a change of password and
 * the first-access password step answered with a generated failure body show the form's message,
 * never the success; a signed-in screen whose call is refused even after the refresh lands on the
 * sign-in screen told the session ended.
 */

const api = ownApi();
afterEach(() => vi.restoreAllMocks());

/** The portal on `path`, its storage holding `stored` (keys without the prefix). */
async function open(path: string, stored: Record<string, unknown>) {
  const storagePrefix = `failure-screens-${Math.random().toString(36).slice(2)}:`;
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(storagePrefix + key, JSON.stringify(value));
  const portal = await renderPortal({ path, apiBase: api.url(), storagePrefix });
  return { ...portal, user: userEvent.setup({ document }) };
}

const provider = (shapes: object) => api.post('/dev/provider', { on: true, ...shapes });

describe('a 200 that says it failed, on the screens that post', () => {
  it("shows 'Erro ao trocar a senha, confira os campos.' for every generated failure of ChangePass, never the success", async () => {
    for (const body of fc.sample(failureBody, propertyRuns(6))) {
      await api.post('/dev/reset', {});
      await provider({ refusal: body });
      const { screen, user, unmount } = await open('/perfil/alterar-senha', { user: await api.signIn(ANA) });
      await user.type(await screen.findByLabelText('Senha atual', {}, { timeout: 5000 }), 'Errada@2026');
      await user.type(screen.getByLabelText('Nova senha'), 'Portal@2027');
      await user.type(screen.getByLabelText('Confirme sua nova senha'), 'Portal@2027');
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      await screen.findByText('Erro ao trocar a senha, confira os campos.', {}, { timeout: 5000 });
      expect(screen.queryByText('Senha alterada com sucesso!'), JSON.stringify(body)).toBeNull();
      expect(currentPath(), 'no navigation').toBe('/perfil/alterar-senha');
      await unmount();
    }
  });

  it("shows 'Erro ao registrar' for every generated failure of SingupUser, never 'Cadastro atualizado com sucesso!'", async () => {
    for (const body of fc.sample(failureBody, propertyRuns(6))) {
      await api.post('/dev/reset', {});
      await provider({ refusal: body });
      const { screen, user, unmount } = await open('/conta/registrar/senha', {
        registerEmail: CARLA.email,
        registerCode: '123456',
        registerAt: Date.now(),
      });
      await user.type(await screen.findByLabelText('Crie sua senha de acesso', {}, { timeout: 5000 }), 'Portal@2027');
      await user.type(screen.getByLabelText('Confirme sua senha'), 'Portal@2027');
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      await screen.findByText('Erro ao registrar', {}, { timeout: 5000 });
      expect(screen.queryByText('Cadastro atualizado com sucesso!'), JSON.stringify(body)).toBeNull();
      expect(currentPath(), 'no navigation').toBe('/conta/registrar/senha');
      await unmount();
    }
  });

  it("shows the form's message for ASP.NET Identity's own refusal of a wrong current password, as the provider mode sends it", async () => {
    await provider({});
    const { screen, user } = await open('/perfil/alterar-senha', { user: await api.signIn(ANA) });
    await user.type(await screen.findByLabelText('Senha atual', {}, { timeout: 5000 }), 'Errada@2026');
    await user.type(screen.getByLabelText('Nova senha'), 'Portal@2027');
    await user.type(screen.getByLabelText('Confirme sua nova senha'), 'Portal@2027');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByText('Erro ao trocar a senha, confira os campos.', {}, { timeout: 5000 });
    expect(screen.queryByText('Senha alterada com sucesso!')).toBeNull();
  });
});

describe('a 401 the refresh does not cure', () => {
  it("lands on /conta with 'Sua sessão expirou. Entre novamente.' after one refresh, for generated 401 shapes, never 'Tentar novamente'", async () => {
    for (const unauthorized of fc.sample(unauthorizedShape, propertyRuns(4))) {
      await api.post('/dev/reset', {});
      await provider({ unauthorized });
      await api.post('/dev/faults', { path: '/api/financeiro', kind: '401', times: 1000 });
      const refreshes: string[] = [];
      const real = globalThis.fetch;
      vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
        if (String(input instanceof Request ? input.url : input).endsWith('/api/RefreshToken')) refreshes.push('refresh');
        return real(input, init);
      });
      const { screen, unmount } = await open('/financeiro', { user: await api.signIn(ANA) });
      await waitForPath('/conta');
      await screen.findByText('Sua sessão expirou. Entre novamente.', {}, { timeout: 5000 });
      expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
      expect(refreshes, JSON.stringify(unauthorized)).toHaveLength(1);
      await unmount();
      vi.restoreAllMocks();
    }
  });
});

describe('a session that ends without a 401', () => {
  it("lands on /conta told the session ended when cookie auth's redirect to its sign-in page meets the retry too, never 'Tentar novamente'", async () => {
    const challenges = fc.sample(
      sessionEndShape.filter(({ challenge }) => challenge),
      propertyRuns(3),
    );
    for (const { shape } of challenges) {
      await api.post('/dev/reset', {});
      await provider({ unauthorized: shape });
      await api.post('/dev/faults', { path: '/api/financeiro', kind: '401', times: 1000 });
      const { screen, unmount } = await open('/financeiro', { user: await api.signIn(ANA) });
      await waitForPath('/conta');
      await screen.findByText('Sua sessão expirou. Entre novamente.', {}, { timeout: 5000 });
      expect(screen.queryByRole('button', { name: 'Tentar novamente' }), JSON.stringify(shape)).toBeNull();
      await unmount();
    }
  });
});

describe('a success with no body, as ASP.NET Core Identity sends it', () => {
  it("says 'Senha alterada com sucesso!' and goes to / when ChangePass answers 200 or 204 with no body, and the password is changed", async () => {
    for (const emptySuccess of [200, 204]) {
      await api.post('/dev/reset', {});
      await provider({ emptySuccess });
      const { screen, user, unmount } = await open('/perfil/alterar-senha', { user: await api.signIn(ANA) });
      await user.type(await screen.findByLabelText('Senha atual', {}, { timeout: 5000 }), ANA.password);
      await user.type(screen.getByLabelText('Nova senha'), 'Portal@2027');
      await user.type(screen.getByLabelText('Confirme sua nova senha'), 'Portal@2027');
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      await screen.findByText('Senha alterada com sucesso!', {}, { timeout: 5000 });
      await waitForPath('/');
      expect(screen.queryByText(/Recebemos uma resposta inesperada/)).toBeNull();
      await unmount();
      await expect(
        signIn(api.url(), { ...ANA, password: 'Portal@2027' }),
        `${emptySuccess}: the new password signs in`,
      ).resolves.toBeTruthy();
    }
  });

  it("walks first access to 'Cadastro atualizado com sucesso!' when every step answers with no body", async () => {
    for (const emptySuccess of [200, 204]) {
      await api.post('/dev/reset', {});
      await provider({ emptySuccess });
      const { screen, user, unmount } = await open('/conta/registrar', {});
      await user.type(await screen.findByLabelText('Número do EVT', {}, { timeout: 5000 }), CARLA.idEvento);
      await user.type(screen.getByLabelText('Data do evento'), (await carlaDateOf(api.url())).text);
      await user.type(screen.getByLabelText('E-mail informado no contrato'), CARLA.email);
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      await waitForPath('/conta/registrar/confirmar');
      const mails = (await (await fetch(`${api.url()}/dev/outbox?to=${encodeURIComponent(CARLA.email)}`)).json()) as { code: string }[];
      await user.type(await screen.findByLabelText('Digite o código enviado para seu email'), mails.at(-1)!.code);
      await user.click(screen.getByRole('button', { name: 'Próximo' }));
      await waitForPath('/conta/registrar/senha');
      await user.type(await screen.findByLabelText('Crie sua senha de acesso'), 'Portal@2027');
      await user.type(screen.getByLabelText('Confirme sua senha'), 'Portal@2027');
      await user.click(screen.getByRole('button', { name: 'Enviar' }));
      await waitForPath('/conta/entrar');
      await screen.findByText('Cadastro atualizado com sucesso!', {}, { timeout: 5000 });
      await unmount();
      await expect(
        signIn(api.url(), { email: CARLA.email, password: 'Portal@2027' }),
        `${emptySuccess}: Carla signs in`,
      ).resolves.toBeTruthy();
    }
  });
});
