import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ANA } from './browser';
import {
  armFault,
  clearFaults,
  confirmedSignupCode,
  currentHash,
  faultMessage,
  isOnTop,
  openFaultPage,
  portalText,
  requestSignupCode,
  restoreRequestTimeout,
  SHORT_TIMEOUT_SECONDS,
  storedUser,
  type FaultKind,
} from './faults';
import { CARLA } from './customers';
import { carlaDateOf } from './seed-of';
import { sessionFor } from './sign-in-over-http';
import type { E2e } from './use-e2e';

/*
 * The broken servers through the screens, run by faults-calls.test.ts: every call of the API
 * once, from the screen that makes it, each against one fault kind of the reference API (wrong
 * shape, wrong types, HTML, empty body, 500, timeout, dropped connection). The kinds are spread so
 * that each kind meets at least two calls and each way of retrying (a form, a screen, the event
 * switcher, a modal) meets a timeout or a dropped connection, the faults a browser's network stack
 * handles. An empty body is a command's success (docs/resilience.md, "A success with no body"), so
 * it meets a read that needs an object here. The whole matrix, every call against every kind, runs
 * at the API client, where the rule lives (tests/component/faults-api-calls.test.ts). Each case checks that the customer reads a clear
 * pt-BR message with a way to retry, that nothing was thrown, that the session survived, and that
 * the retry works once the server is healthy again. POST /api/RefreshToken needs expiring tokens:
 * faults-refresh.test.ts.
 */

type Portal = Locator;

/** Where the message shows and what the customer uses to try again. */
type Retry =
  /** A screen (or a modal's section): an alert with 'Tentar novamente'. */
  | { by: 'screen' }
  /** A form: its alert above the fields; its submit button, enabled again, is the retry. */
  | { by: 'form'; submit: string }
  /** The event switch: an alert in the switcher, and the chosen item enabled again. */
  | { by: 'item'; item: (portal: Portal) => Locator };

/** What the storage must hold once the call has failed. */
type SessionAfter =
  /** Signed in before the call, with the very same stored user after it. */
  | 'kept'
  /** Signed in by the login that came before the failed call, and still signed in. */
  | 'signed-in'
  /** An anonymous form: a broken answer signs nobody in, and the visitor stays on the form. */
  | 'anonymous';

export interface CallCase {
  /** The call as the provider's API documents it. */
  call: string;
  /** The one fault kind it meets here (see the file's opening). */
  kind: FaultKind;
  fault: { method: 'GET' | 'POST'; path: string };
  /** The portal's storage before it starts (keys without the prefix). */
  storage: (api: string) => Promise<Record<string, unknown>>;
  /** The route the page opens on. */
  start: string;
  /**
   * How the customer makes the call, once `ready` shows: a click, a submit. Without it, opening
   * `start` makes the call (a deep link to a data screen), and the fault is armed before.
   */
  trigger?: {
    ready: (portal: Portal) => Locator;
    prepare?: (portal: Portal, api: string) => Promise<void>;
    act: (portal: Portal) => Promise<void>;
  };
  retry: Retry;
  /**
   * Where the message and the retry show, when not in the screen itself: a modal. The screen behind
   * it made its own calls under the same short `request-timeout`, and on a loaded machine one of
   * them may time out too; what is checked is the modal's.
   */
  within?: (portal: Portal) => Locator;
  session: SessionAfter;
  /** Shown once the retry, against a healthy server, went through. */
  recovered: (portal: Portal, page: Page) => Promise<void>;
}

const heading = (portal: Portal, name: string | RegExp) => portal.getByRole('heading', { level: 1, name });
const signedInAsAna = async (api: string) => sessionFor(api, ANA);
const anonymous = async () => ({});
const HOME = (portal: Portal) => heading(portal, 'Olá, Ana!');
/** A light signed-in screen to start from, for the calls made from the header. */
const SCHEDULE = (portal: Portal) => heading(portal, 'Agenda');
const SILVER = 'Bodas de Prata Márcia & Jorge';

/** Ana signs in through the login form. */
const SIGN_IN: CallCase['trigger'] = {
  ready: (portal) => heading(portal, 'Acesse sua conta'),
  prepare: async (portal) => {
    await portal.getByLabel('E-mail').fill(ANA.email);
    await portal.getByLabel('Senha').fill(ANA.password);
  },
  act: (portal) => portal.getByRole('button', { name: 'Acessar' }).click(),
};

/** A data screen, opened by a deep link (a host's link to `#/agenda`, a bookmark). */
function dataScreen(call: string, kind: FaultKind, path: string, route: string, shown: (portal: Portal) => Locator): CallCase {
  return {
    call,
    kind,
    fault: { method: 'GET', path },
    storage: signedInAsAna,
    start: route,
    retry: { by: 'screen' },
    session: 'kept',
    recovered: (portal) => shown(portal).waitFor(),
  };
}

/** In its order, with how the portal makes each call. */
export const CALLS: CallCase[] = [
  {
    call: 'POST /api/login',
    kind: 'shape',
    fault: { method: 'POST', path: '/api/login' },
    storage: anonymous,
    start: '/conta/entrar',
    trigger: SIGN_IN,
    retry: { by: 'form', submit: 'Acessar' },
    session: 'anonymous',
    recovered: (portal) => HOME(portal).waitFor(),
  },
  {
    // Right after the login: the login stands, the main area asks again.
    call: 'GET /api/home',
    kind: 'timeout',
    fault: { method: 'GET', path: '/api/home' },
    storage: anonymous,
    start: '/conta/entrar',
    trigger: SIGN_IN,
    retry: { by: 'screen' },
    session: 'signed-in',
    recovered: (portal) => HOME(portal).waitFor(),
  },
  {
    call: 'POST /api/home/{idEvento}',
    kind: 'drop',
    fault: { method: 'POST', path: '/api/home/42903' },
    storage: signedInAsAna,
    start: '/agenda',
    trigger: {
      ready: SCHEDULE,
      prepare: async (portal) => {
        await portal.getByRole('button', { name: 'TROCAR EVENTO' }).click();
        await switcherItem(portal).waitFor();
      },
      act: (portal) => switcherItem(portal).click(),
    },
    retry: { by: 'item', item: switcherItem },
    session: 'kept',
    recovered: async (portal, page) => {
      await portal.locator('header').getByText(SILVER, { exact: true }).waitFor();
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('portal-cliente:currentEvt')!).idEvento)).toBe(42903);
    },
  },
  {
    call: 'POST /api/RecoveryPass',
    kind: 'html',
    fault: { method: 'POST', path: '/api/RecoveryPass' },
    storage: anonymous,
    start: '/conta/recuperar-senha',
    trigger: {
      ready: (portal) => heading(portal, 'Recuperar senha'),
      prepare: (portal) => portal.getByLabel('E-mail').fill(ANA.email),
      act: (portal) => portal.getByRole('button', { name: 'Enviar' }).click(),
    },
    retry: { by: 'form', submit: 'Enviar' },
    session: 'anonymous',
    recovered: (portal) => heading(portal, 'Confirme seu e-mail').waitFor(),
  },
  {
    call: 'POST /api/ChangePass',
    kind: '500',
    fault: { method: 'POST', path: '/api/ChangePass' },
    storage: signedInAsAna,
    start: '/perfil/alterar-senha',
    trigger: {
      ready: (portal) => heading(portal, 'Alterar senha'),
      prepare: async (portal) => {
        // The same password again: the reference API accepts it, so later cases can still sign in.
        await portal.getByLabel('Senha atual').fill(ANA.password);
        await portal.getByLabel('Nova senha', { exact: true }).fill(ANA.password);
        await portal.getByLabel('Confirme sua nova senha').fill(ANA.password);
      },
      act: (portal) => portal.getByRole('button', { name: 'Enviar' }).click(),
    },
    retry: { by: 'form', submit: 'Enviar' },
    session: 'kept',
    recovered: async (portal, page) => {
      await portal.getByText('Senha alterada com sucesso!').waitFor();
      await expect.poll(() => currentHash(page)).toBe('#/');
    },
  },
  {
    call: 'POST /api/SingupRegister',
    kind: 'drop',
    fault: { method: 'POST', path: '/api/SingupRegister' },
    storage: anonymous,
    start: '/conta/registrar',
    trigger: {
      ready: (portal) => heading(portal, 'Primeiro acesso'),
      prepare: async (portal, api) => {
        await portal.getByLabel('Número do EVT').fill(CARLA.idEvento);
        await portal.getByLabel('Data do evento').pressSequentially((await carlaDateOf(api)).text);
        await portal.getByLabel('E-mail informado no contrato').fill(CARLA.email);
      },
      act: (portal) => portal.getByRole('button', { name: 'Próximo' }).click(),
    },
    retry: { by: 'form', submit: 'Próximo' },
    session: 'anonymous',
    recovered: (portal) => heading(portal, 'Confirme seu e-mail').waitFor(),
  },
  {
    call: 'POST /api/SingupEmailConfirm',
    kind: 'shape',
    fault: { method: 'POST', path: '/api/SingupEmailConfirm' },
    storage: async (api) => {
      codes.current = await requestSignupCode(api);
      // A fresh flow: when its code was asked for (any older flow is refused: docs/security.md).
      return { registerEmail: CARLA.email, registerAt: Date.now() };
    },
    start: '/conta/registrar/confirmar',
    trigger: {
      ready: (portal) => heading(portal, 'Confirme seu e-mail'),
      prepare: (portal) => portal.getByLabel('Digite o código enviado para seu email').fill(codes.current),
      act: (portal) => portal.getByRole('button', { name: 'Próximo' }).click(),
    },
    retry: { by: 'form', submit: 'Próximo' },
    session: 'anonymous',
    recovered: (portal) => heading(portal, 'Crie sua senha').waitFor(),
  },
  {
    call: 'POST /api/SingupUser',
    kind: 'types',
    fault: { method: 'POST', path: '/api/SingupUser' },
    storage: async (api) => ({ registerEmail: CARLA.email, registerCode: await confirmedSignupCode(api), registerAt: Date.now() }),
    start: '/conta/registrar/senha',
    trigger: {
      ready: (portal) => heading(portal, 'Crie sua senha'),
      prepare: async (portal) => {
        await portal.getByLabel('Crie sua senha de acesso').fill('Carla@2027');
        await portal.getByLabel('Confirme sua senha').fill('Carla@2027');
      },
      act: (portal) => portal.getByRole('button', { name: 'Enviar' }).click(),
    },
    retry: { by: 'form', submit: 'Enviar' },
    session: 'anonymous',
    recovered: async (portal) => {
      await heading(portal, 'Acesse sua conta').waitFor();
      await portal.getByText('Cadastro atualizado com sucesso!').waitFor();
    },
  },
  {
    call: 'GET /api/contatos',
    kind: 'timeout',
    fault: { method: 'GET', path: '/api/contatos' },
    storage: signedInAsAna,
    start: '/agenda',
    trigger: { ready: SCHEDULE, act: (portal) => portal.getByRole('button', { name: 'Contatos' }).click() },
    retry: { by: 'screen' },
    within: (portal) => portal.getByRole('dialog', { name: 'Contatos' }),
    session: 'kept',
    recovered: (portal) =>
      portal
        .getByRole('dialog', { name: 'Contatos' })
        .getByRole('link', { name: /Renata Lopes/ })
        .waitFor(),
  },
  dataScreen('GET /api/eventos', 'types', '/api/eventos', '/eventos', (portal) => portal.getByText(SILVER, { exact: true })),
  dataScreen('GET /api/servicos', 'types', '/api/servicos', '/servicos', (portal) =>
    portal.getByRole('button', { name: 'Buffet completo - Menu Villa Jardim' }),
  ),
  {
    // the 'all' variant: /contratos lists every event's contracts when asked to.
    call: 'GET /api/anexos',
    kind: 'html',
    fault: { method: 'GET', path: '/api/anexos' },
    storage: signedInAsAna,
    start: '/contratos',
    trigger: {
      ready: (portal) => portal.getByText('CT-2026-0142'),
      act: (portal) => portal.getByLabel('Mostrar os contratos de todos os meus eventos').check(),
    },
    retry: { by: 'screen' },
    session: 'kept',
    recovered: (portal) => portal.getByText('EVT-42903').first().waitFor(),
  },
  dataScreen('GET /api/contratos', '500', '/api/contratos', '/contratos', (portal) => portal.getByText('CT-2026-0142')),
  dataScreen('GET /api/financeiro', 'empty', '/api/financeiro', '/financeiro', (portal) => portal.getByText('81234', { exact: true })),
  dataScreen('GET /api/agenda', 'drop', '/api/agenda', '/agenda', (portal) => portal.getByText('Degustação do menu')),
];

/** The event the switcher case chooses: not the current one (Ana's wedding). */
function switcherItem(portal: Portal) {
  return portal.getByRole('dialog', { name: 'Trocar evento' }).getByRole('button', { name: new RegExp(SILVER) });
}

/** Carla's e-mailed code for the confirm-code case, read when its storage is prepared. */
const codes = { current: '' };

/** What the customer must be offered to try again, once the call has failed. */
function retryControl(portal: Portal, retry: Retry): Locator {
  if (retry.by === 'screen') return portal.getByRole('button', { name: 'Tentar novamente' });
  if (retry.by === 'form') return portal.getByRole('button', { name: retry.submit, exact: true });
  return retry.item(portal);
}

/** One call against one fault kind, from the screen that makes the call (see the file's opening). */
export async function runCase(e2e: E2e, spec: CallCase, kind: FaultKind) {
  const api = e2e.apiUrl;
  const storage = await spec.storage(api);
  const requestTimeout = kind === 'timeout' ? SHORT_TIMEOUT_SECONDS : undefined;
  const fault = { ...spec.fault, kind };
  if (!spec.trigger) await armFault(api, fault);
  const { page, portal, errors, calls } = await openFaultPage(e2e, { path: spec.start, storage, requestTimeout });
  let userBefore = 'user' in storage ? JSON.stringify(storage.user) : null;
  if (spec.trigger) {
    await spec.trigger.ready(portal).waitFor();
    await spec.trigger.prepare?.(portal, api);
    userBefore = await storedUser(page);
    await armFault(api, fault);
    await spec.trigger.act(portal);
  }

  // A clear pt-BR message: the one for this failure, in an alert.
  const message = faultMessage(kind);
  const place = spec.within?.(portal) ?? portal;
  const shown = place.getByRole('alert').filter({ hasText: message });
  await shown.waitFor({ timeout: 5_000 }).catch(async () => {
    // Say where the customer was left instead, for whoever fixes it.
    throw new Error(
      `${spec.call} "${kind}": no "${message}"; the page is at ${await currentHash(page)} showing: ${(await portalText(page)).replace(/\s+/g, ' ').slice(0, 600)}`,
    );
  });
  // Soft: the rest of the case (the retry) is still worth checking when this fails.
  expect.soft(await isOnTop(shown), 'the message is in sight, not under a backdrop or an overlay').toBe(true);
  // A way to retry, usable now.
  const retry = retryControl(place, spec.retry);
  await expect.poll(() => retry.isEnabled(), { message: `${spec.call} ${kind}: the retry control is enabled` }).toBe(true);
  expect((await portalText(page)).length, 'never a blank screen').toBeGreaterThan(message.length);

  // The session survives the failure (or, for an anonymous form, nobody was signed in by it).
  const userAfter = await storedUser(page);
  const hash = await currentHash(page);
  if (spec.session === 'kept') expect(userAfter, 'the stored user is untouched').toBe(userBefore);
  if (spec.session === 'signed-in') expect(userAfter, 'still signed in').not.toBeNull();
  if (spec.session === 'anonymous') {
    expect(userAfter, 'a broken answer signs nobody in').toBeNull();
    expect(hash, 'the visitor stays on the form').toBe(`#${spec.start}`);
  } else expect(hash, 'not sent to /conta').not.toMatch(/^#\/conta/);
  expect(errors, 'no uncaught error, no console error').toEqual([]);

  // Once the server is healthy again, the retry goes through.
  await clearFaults(api);
  // A form's retry may hash a password (login, ChangePass, SingupUser), which takes over a second
  // on a busy machine: back to the default timeout. (Elsewhere, a new timeout setting makes a new
  // API client, and the screen waiting for the current event would ask again on its own.)
  if (requestTimeout && spec.retry.by === 'form') await restoreRequestTimeout(page);
  await retry.click();
  await spec.recovered(portal, page).catch(async (error: unknown) => {
    // Say where the retry left the customer, what the page asked for and what it logged.
    const shown = (await portalText(page)).replace(/\s+/g, ' ').slice(0, 600);
    throw new Error(
      `${spec.call} "${kind}": the retry did not recover; the page is at ${await currentHash(page)} showing: ${shown}; API calls: ${calls.join(' ')}; errors: ${errors.join(' | ') || 'none'}`,
      { cause: error },
    );
  });
  if (spec.session !== 'anonymous') expect(await storedUser(page), 'still signed in after the retry').not.toBeNull();
  expect(errors, 'no uncaught error, no console error').toEqual([]);
}
