import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium with this machine's flags (no background networking: the network is closed). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export const demoUrl = () => inject('demoUrl');
export const apiUrl = () => inject('apiUrl');

export interface PortalPage {
  page: Page;
  context: BrowserContext;
  /** Uncaught errors and console errors seen so far (a test asserts it stays empty). */
  errors: string[];
}

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 812 };

/** A fresh context (clean storage) on a demo page, collecting page errors. */
export async function openPortal(
  browser: Browser,
  { path = '/', viewport = DESKTOP }: { path?: string; viewport?: { width: number; height: number } } = {},
): Promise<PortalPage> {
  const context = await browser.newContext({ viewport, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  await page.goto(demoUrl() + path);
  return { page, context, errors };
}

export const ANA = { email: 'ana.souza@exemplo.com.br', password: 'Portal@2026' };
export const BRUNO = { email: 'bruno.lima@exemplo.com.br', password: 'Portal@2026' };

/** Signs in through the portal's own screens, from wherever the portal is. */
export async function signInThroughUi(page: Page, who = ANA) {
  const portal = page.locator('portal-cliente');
  await portal.getByRole('link', { name: 'Já tenho cadastro' }).click();
  await portal.getByLabel('E-mail').fill(who.email);
  await portal.getByLabel('Senha').fill(who.password);
  await portal.getByRole('button', { name: 'Acessar' }).click();
}
