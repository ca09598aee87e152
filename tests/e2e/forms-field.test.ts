// @engines chromium firefox: input events, paste, selection and the mouse wheel on fields differ by engine
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANA } from '../../test-kit/browser';
import { putOnClipboard } from '../../test-kit/clipboard';
import { useE2e } from '../../test-kit/use-e2e';

/*
 * The forms as the field fills them. Password managers that set `.value` with
 * no input event, a date typed, edited and pasted the ways people do, a number field a mouse wheel
 * must not change, and an old server error that must not stay beside new field errors.
 */

const e2e = useE2e({ pages: 'warm' });

let page: Page;
let portal: Locator;

/** A fresh context on the portal's `path`, once its screen shows `heading`. */
async function open(path: string, heading: string) {
  ({ page, portal } = await e2e.open({ path: `/#${path}` }));
  await portal.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('autofill without input events', () => {
  it('signs in with both fields set by .value alone, as some password managers do', async () => {
    await open('/conta/entrar', 'Acesse sua conta');
    await portal.evaluate(
      (element, who) => {
        const root = element.shadowRoot!;
        (root.querySelector('input[autocomplete="username"]') as HTMLInputElement).value = who.email;
        (root.querySelector('input[type="password"]') as HTMLInputElement).value = who.password;
      },
      { email: ANA.email, password: ANA.password },
    );
    await portal.getByRole('button', { name: 'Acessar' }).click();
    await portal.getByRole('heading', { name: 'Olá, Ana!' }).waitFor();
    expect(await portal.getByText('E-mail obrigatório').count()).toBe(0);
  });
});

describe('the first access form: its event date mask and its EVT field', () => {
  let date: Locator;
  beforeEach(async () => {
    await open('/conta/registrar', 'Primeiro acesso');
    date = portal.getByLabel('Data do evento');
  });
  const value = () => date.inputValue();
  const caret = () => date.evaluate((input: HTMLInputElement) => input.selectionStart);

  // One page load for the mask's cases, each from an empty field, then the EVT field, then a submit
  // (last: the form then shows its errors).
  it("types, replaces, deletes and pastes a date box by box; the EVT field is text with the numeric keyboard; a year like 0270 is 'Data inválida' before any call", async () => {
    // Typed box by box, the slashes put in for the customer.
    await date.click();
    await page.keyboard.type('20102027');
    expect(await value(), 'typed box by box').toBe('20/10/2027');

    // A selected month replaced: select "10", type 11, get 20/11/2027 with the caret after it.
    await date.fill('');
    await date.fill('20102027');
    await date.evaluate((input: HTMLInputElement) => input.setSelectionRange(3, 5));
    await page.keyboard.type('11');
    expect(await value(), 'the selected month replaced').toBe('20/11/2027');
    expect(await caret()).toBe(6);

    // Backspace empties only the box deleted, keeping the caret there and every other digit in place.
    await date.fill('');
    await date.fill('20102027');
    await date.evaluate((input: HTMLInputElement) => input.setSelectionRange(5, 5));
    await page.keyboard.press('Backspace');
    expect(await value(), 'one box emptied').toBe('20/1_/2027');
    expect(await caret()).toBe(4);
    await page.keyboard.type('2');
    expect(await value()).toBe('20/12/2027');

    // A real paste (Ctrl+V) of each form, into an empty field and over a date.
    for (const pasted of ['04/09/2027', '04092027', '4/9/2027']) {
      await date.fill('');
      await putOnClipboard(page, pasted);
      await date.click();
      await page.keyboard.press('Control+V');
      expect(await value(), `${JSON.stringify(pasted)} pasted into an empty field`).toBe('04/09/2027');
      await date.fill('11111111');
      await date.selectText();
      await page.keyboard.press('Control+V');
      expect(await value(), `${JSON.stringify(pasted)} pasted over a date`).toBe('04/09/2027');
    }

    // 'Número do EVT' is a text field with the numeric keyboard: the wheel and the arrow keys do not change it.
    const evt = portal.getByLabel('Número do EVT');
    expect(await evt.getAttribute('type')).toBe('text');
    expect(await evt.getAttribute('inputmode')).toBe('numeric');
    await evt.fill('123456789012345678901234567890');
    await evt.hover();
    await page.mouse.wheel(0, -200);
    await page.keyboard.press('ArrowUp');
    expect(await evt.inputValue()).toBe('123456789012345678901234567890');
    await evt.fill('');
    await evt.pressSequentially('12e+3-4');
    expect(await evt.inputValue(), 'e, E, + and - refused as a number field does').toBe('1234');

    // 'Data inválida' for a year like 0270, before any call to the server.
    const calls: string[] = [];
    page.on('request', (request) => request.url().includes('/api/') && calls.push(request.url()));
    await evt.fill('48213');
    await date.fill('04090270');
    await portal.getByLabel('E-mail informado no contrato').fill('carla.mendes@exemplo.com.br');
    await portal.getByRole('button', { name: 'Próximo' }).click();
    await portal.getByText('Data inválida').waitFor();
    expect(calls).toEqual([]);
  });

  // Android keyboards send no key events for digits (keyCode 229): the text arrives as an IME
  // composition that grows and is then committed, or replaced whole. Chromium's DevTools protocol
  // drives the same IME path (Firefox has no such protocol here).
  it.skipIf(e2e.engine !== 'chromium')('takes a date typed through IME composition, as Android keyboards send it', async () => {
    const ime = await page.context().newCDPSession(page);
    const compose = (text: string) => ime.send('Input.imeSetComposition', { text, selectionStart: text.length, selectionEnd: text.length });
    await date.click();
    // The whole date as one growing composition, committed at the end (Gboard's word mode).
    for (let end = 1; end <= 8; end++) await compose('20102027'.slice(0, end));
    await ime.send('Input.insertText', { text: '20102027' });
    await expect.poll(value).toBe('20/10/2027');
    // Digit by digit, each one composed and committed (keyboards that commit every key).
    await date.fill('');
    for (const digit of '04092027') {
      await compose(digit);
      await ime.send('Input.insertText', { text: digit });
    }
    await expect.poll(value).toBe('04/09/2027');
    expect(await caret()).toBe(10);
  });
});

describe('a server error and the next submit', () => {
  it("clears 'Usuário ou senha incorretos' when the next submit finds field errors", async () => {
    await open('/conta/entrar', 'Acesse sua conta');
    await portal.getByLabel('E-mail').fill(ANA.email);
    await portal.getByLabel('Senha').fill('Errada@123');
    await portal.getByRole('button', { name: 'Acessar' }).click();
    await portal.getByText('Usuário ou senha incorretos').waitFor();
    await portal.getByLabel('Senha').fill('');
    await portal.getByRole('button', { name: 'Acessar' }).click();
    await portal.getByText('Senha obrigatória').waitFor();
    expect(await portal.getByText('Usuário ou senha incorretos').count()).toBe(0);
  });
});
