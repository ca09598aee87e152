// @ts-check
// A signed-in visitor to seed browser contexts with, and the fresh context itself.
/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {{ url: string, origin: string, localStorage: Array<{ name: string, value: string }> }} SeededStorage */

export const ANA = { email: 'ana.souza@exemplo.com.br', password: 'Portal@2026' };

/**
 * Signs in through the portal's own screens once and returns the storage the portal left, to seed
 * later contexts with (a returning visitor), and the current event's description.
 * @param {Browser} browser @param {string} demoUrl
 * @returns {Promise<{ storage: SeededStorage, description: string }>}
 */
export async function signedInSession(browser, demoUrl) {
  const context = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  try {
    const page = await context.newPage();
    await page.goto(`${demoUrl}/#/conta/entrar`);
    const portal = page.locator('portal-cliente');
    await portal.getByLabel('E-mail').fill(ANA.email);
    await portal.getByLabel('Senha').fill(ANA.password);
    await portal.getByRole('button', { name: 'Acessar' }).click();
    await portal.getByRole('heading', { level: 1, name: /^Olá/ }).waitFor();
    const state = await context.storageState();
    const origin = state.origins.find((one) => one.origin === new URL(demoUrl).origin);
    if (!origin) throw new Error('the portal stored nothing after signing in');
    const evt = origin.localStorage.find((item) => item.name.endsWith('currentEvt'));
    const description = evt ? JSON.parse(evt.value).descricao : '';
    if (!description) throw new Error('the portal stored no current event after signing in');
    return { storage: { url: demoUrl, origin: origin.origin, localStorage: origin.localStorage }, description };
  } finally {
    await context.close();
  }
}

/**
 * A fresh context (empty cache), seeded with a session when given one.
 * @param {Browser} browser @param {SeededStorage} [storage] @param {{ width: number, height: number }} [viewport]
 */
export function freshContext(browser, storage, viewport = { width: 1280, height: 900 }) {
  return browser.newContext({
    viewport,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    storageState: storage ? { cookies: [], origins: [{ origin: storage.origin, localStorage: storage.localStorage }] } : undefined,
  });
}
