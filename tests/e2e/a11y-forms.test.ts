// @engines chromium firefox: focus moves and live-region announcements of the forms differ by engine
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PASSWORD_HINT } from '../../src/lib/fields/password-rules';
import { ANA, DESKTOP, PHONE } from '../../test-kit/browser';
import { expectFocusedHeading, focused, named, pressUntil } from '../../test-kit/keyboard';
import { carlaDateOf } from '../../test-kit/seed-of';
import { portalOf as portal, useE2e } from '../../test-kit/use-e2e';

/*
 * Each error is announced as it appears (role=alert or a
 * live region) and tied to its field (aria-invalid, aria-describedby pointing at the error's text);
 * the server's refusal is announced and takes the focus; the forms work with the keyboard alone.
 */
const e2e = useE2e({ pages: 'warm' });

interface FieldState {
  label: string;
  invalid: string | null;
  /** The text of the elements aria-describedby points at, joined. */
  description: string;
  /** The error element is a live region (role=alert or status, or aria-live), or sits in one. */
  announced: boolean;
}

/** How each field of the form with this heading is tied to its messages. */
function fieldsOf(page: Page): Promise<FieldState[]> {
  return portal(page)
    .locator('form')
    .evaluate((form) => {
      const root = form.getRootNode() as ShadowRoot;
      const live = (element: Element | null) =>
        element?.closest('[role="alert"], [role="status"], [aria-live="polite"], [aria-live="assertive"]') !== null;
      return [...form.querySelectorAll<HTMLInputElement>('input:not([hidden])')].map((input) => {
        const described = (input.getAttribute('aria-describedby') ?? '')
          .split(/\s+/)
          .filter(Boolean)
          .map((id) => root.getElementById(id));
        const error = described.find((element) => element?.classList.contains('pc-field-error')) ?? null;
        return {
          label: input.labels?.[0]?.textContent?.trim() ?? '',
          invalid: input.getAttribute('aria-invalid'),
          description: described.map((element) => element?.textContent?.trim() ?? '(missing)').join(' | '),
          announced: error ? live(error) : false,
        };
      });
    });
}

const error = (label: string, message: string): FieldState => ({ label, invalid: 'true', description: message, announced: true });

/** Chrome logs the refused calls these tests provoke; anything else is a real error. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('Failed to load resource'));

async function submitWithKeyboard(page: Page, button: string) {
  await pressUntil(page, named(button));
  await page.keyboard.press('Enter');
}

describe('the account forms', () => {
  it('tie each error to its field and announce it, and move the focus to the first field in error', async () => {
    const { page, errors } = await e2e.open({ path: '/#/conta/entrar', viewport: PHONE });
    const p = portal(page);
    await p.getByRole('button', { name: 'Acessar' }).waitFor();

    await p.getByLabel('E-mail', { exact: true }).focus();
    await submitWithKeyboard(page, 'Acessar');
    await p.getByText('Senha obrigatória').waitFor();
    expect(await fieldsOf(page)).toEqual([error('E-mail', 'E-mail obrigatório'), error('Senha', 'Senha obrigatória')]);
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'E-mail' });

    // Corrected as it is typed: the error and its tie go away together.
    await page.keyboard.type(ANA.email);
    await expect
      .poll(() => fieldsOf(page))
      .toEqual([{ label: 'E-mail', invalid: null, description: '', announced: false }, error('Senha', 'Senha obrigatória')]);

    // The server's refusal: announced, above the form, and it takes the focus.
    await page.keyboard.press('Tab');
    await page.keyboard.type('Errada@123');
    await page.keyboard.press('Enter');
    const refusal = p.getByText('Usuário ou senha incorretos');
    await refusal.waitFor();
    expect(await refusal.getAttribute('role')).toBe('alert');
    expect(await focused(page)).toMatchObject({ name: 'Usuário ou senha incorretos' });

    for (const [path, button, expected] of [
      ['/conta/recuperar-senha', 'Enviar', [error('E-mail', 'E-mail obrigatório')]],
      [
        '/conta/registrar',
        'Próximo',
        [
          error('Número do EVT', 'ID obrigatório'),
          error('Data do evento', 'Data obrigatória'),
          error('E-mail informado no contrato', 'E-mail obrigatório'),
        ],
      ],
    ] as const) {
      await page.evaluate((hash) => (location.hash = hash), `#${path}`);
      await p.getByRole('button', { name: button }).waitFor();
      await p.getByRole('button', { name: button }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => fieldsOf(page), { message: path }).toEqual(expected);
      expect(await focused(page), path).toMatchObject({ tag: 'input', name: expected[0]!.label });
    }
    expect(unexpected(errors)).toEqual([]);
  });

  it('first access: the EVT field takes digits only and the date mask fills as digits are typed, with the keyboard alone', async () => {
    const { page, errors } = await e2e.open({ path: '/#/conta', viewport: DESKTOP });
    await portal(page).getByRole('link', { name: '1º Acesso' }).waitFor();
    await pressUntil(page, named('1º Acesso'));
    await page.keyboard.press('Enter');
    await expectFocusedHeading(page, 'Primeiro acesso');

    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'Número do EVT' });
    await page.keyboard.type('48e2+1-3E');
    const evt = portal(page).getByLabel('Número do EVT');
    expect(await evt.inputValue(), 'e, E, + and - are refused').toBe('48213');

    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'Data do evento' });
    const date = portal(page).getByLabel('Data do evento');
    const typed: string[] = [];
    for (const digit of '04092027') {
      await page.keyboard.type(digit);
      typed.push(await date.inputValue());
    }
    expect(typed).toEqual(['0_/__/____', '04/__/____', '04/0_/____', '04/09/____', '04/09/2___', '04/09/20__', '04/09/202_', '04/09/2027']);
    // Backspace takes the last digit back, not a slash.
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Backspace');
    expect(await date.inputValue()).toBe('04/0_/____');
    await page.keyboard.type('92027');

    // An impossible date is refused, tied to the field and announced; the focus goes to it.
    await page.keyboard.press('Shift+Home');
    await page.keyboard.type('31022027');
    await page.keyboard.press('Tab');
    await page.keyboard.type('carla.mendes@exemplo.com.br');
    await page.keyboard.press('Enter');
    await portal(page).getByText('Data inválida').waitFor();
    expect((await fieldsOf(page))[1]).toEqual(error('Data do evento', 'Data inválida'));
    expect(await focused(page)).toMatchObject({ name: 'Data do evento' });

    await page.keyboard.press('Control+a');
    await page.keyboard.type((await carlaDateOf(e2e.apiUrl)).digits);
    await page.keyboard.press('Enter');
    await expectFocusedHeading(page, 'Confirme seu e-mail');
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('changing the password', () => {
  it('completes with the keyboard alone: field errors, then the server refusal, then success with a toast', async () => {
    // Signed in over HTTP (the sign-in form has the test above).
    const { page, errors } = await e2e.open({ path: '/#/', viewport: PHONE, as: ANA });
    const p = portal(page);
    // A page load leaves the focus alone: the walk starts from the home's heading, as after a sign-in.
    await p.getByRole('heading', { level: 1, name: 'Olá, Ana!' }).focus();
    await expectFocusedHeading(page, 'Olá, Ana!');

    await pressUntil(page, named(/Ana Paula Souza/), { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await pressUntil(page, named('Alterar senha'), { key: 'ArrowDown', max: 3 });
    await page.keyboard.press('Enter');
    await expectFocusedHeading(page, 'Alterar senha');

    await submitWithKeyboard(page, 'Enviar');
    await p.getByText('Senha atual obrigatória').waitFor();
    const fields = await fieldsOf(page);
    expect(fields.map(({ label, invalid, announced }) => ({ label, invalid, announced }))).toEqual([
      { label: 'Senha atual', invalid: 'true', announced: true },
      { label: 'Nova senha', invalid: 'true', announced: true },
      { label: 'Confirme sua nova senha', invalid: 'true', announced: true },
    ]);
    expect(fields.map((field) => field.description.split(' | ').at(-1))).toEqual([
      'Senha atual obrigatória',
      'Nova senha obrigatória',
      'Confirmação de nova senha obrigatória',
    ]);
    // The rule stays read with the new password, error or not.
    expect(fields[1]!.description).toBe(`${PASSWORD_HINT} | Nova senha obrigatória`);
    expect(await focused(page)).toMatchObject({ tag: 'input', name: 'Senha atual' });

    await page.keyboard.type('Errada@123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Festa#2027');
    await pressUntil(page, named('Confirme sua nova senha'));
    await page.keyboard.type('Festa#2028');
    await page.keyboard.press('Enter');
    await p.getByText('Deve ser igual a nova senha').waitFor();
    expect((await fieldsOf(page))[2]).toMatchObject({ invalid: 'true', description: 'Deve ser igual a nova senha', announced: true });
    expect(await focused(page)).toMatchObject({ name: 'Confirme sua nova senha' });
    await page.keyboard.press('Backspace');
    await page.keyboard.type('7');
    await page.keyboard.press('Enter');
    const refusal = p.getByText('Erro ao trocar a senha, confira os campos.');
    await refusal.waitFor();
    expect(await refusal.getAttribute('role')).toBe('alert');
    expect(await focused(page)).toMatchObject({ name: 'Erro ao trocar a senha, confira os campos.' });

    await pressUntil(page, named('Senha atual'));
    await page.keyboard.press('Control+a');
    await page.keyboard.type(ANA.password);
    await submitWithKeyboard(page, 'Enviar');
    await expectFocusedHeading(page, 'Olá, Ana!');
    const toast = p.getByText('Senha alterada com sucesso!');
    await toast.waitFor();
    expect(await toast.evaluate((element) => element.closest('[role="status"][aria-live="polite"]') !== null)).toBe(true);
    expect(unexpected(errors)).toEqual([]);
  });
});
