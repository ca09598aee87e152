import type { Locator, Page } from 'playwright-core';
import { ANA } from './customers';

export { DESKTOP, PHONE } from './use-e2e';

export { ANA, BRUNO } from './customers';

/** Signs in through the portal's own screens, from wherever the portal is. */
export async function signInThroughUi(page: Page, who: { email: string; password: string } = ANA) {
  const portal = page.locator('portal-cliente');
  await portal.getByRole('link', { name: 'Já tenho cadastro' }).click();
  await portal.getByLabel('E-mail').fill(who.email);
  await portal.getByLabel('Senha').fill(who.password);
  await portal.getByRole('button', { name: 'Acessar' }).click();
}

/**
 * Replaces the text of a field that already holds some. In Firefox's WebDriver BiDi mode,
 * Playwright 1.64's `fill()` appends to an email field's text instead of replacing it (it cannot
 * select an email field's text); emptying the field first works in every engine.
 */
export async function refill(field: Locator, text: string) {
  await field.clear();
  await field.fill(text);
}
