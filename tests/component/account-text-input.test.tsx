import { within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { act } from 'preact/test-utils';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gooberSheets } from '../../src/styles/sheet';
import { MaskedInput, type MaskedInputProps } from '../../src/ui/masked-input';
import { TextInput, type TextInputProps } from '../../src/ui/text-input';

let unmount: (() => void) | undefined;
beforeAll(() => void gooberSheets());
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
});

/** A plain field, or the masked one when the props carry a mask. */
function renderInput(props: TextInputProps | MaskedInputProps) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render('mask' in props ? <MaskedInput {...props} /> : <TextInput {...props} />));
  unmount = () => root.unmount();
  return { screen: within(host), user: userEvent.setup() };
}

describe('the shared text input', () => {
  it('ties its label, hint and error to the input, and marks it invalid only with an error', () => {
    const { screen } = renderInput({ label: 'Nova senha', hint: 'Mínimo de 8 caracteres', errors: 'Nova senha obrigatória' });
    const input = screen.getByLabelText('Nova senha');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Mínimo de 8 caracteres', 'Nova senha obrigatória']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    act(() => unmount!());
    const clean = renderInput({ label: 'E-mail' }).screen.getByLabelText('E-mail');
    expect(clean.hasAttribute('aria-invalid')).toBe(false);
    expect(clean.hasAttribute('aria-describedby')).toBe(false);
  });

  it('puts className on the input and wrapperClassName on its wrapper', () => {
    const { screen } = renderInput({ label: 'E-mail', className: 'campo', wrapperClassName: 'linha' });
    const input = screen.getByLabelText('E-mail');
    expect(input.classList.contains('campo')).toBe(true);
    expect(input.parentElement!.classList.contains('linha')).toBe(true);
  });

  it('fills a mask with digit, letter and alphanumeric placeholders, underscore by default', async () => {
    const { screen, user } = renderInput({ label: 'Placa', mask: 'aaa-9*99' });
    const input = screen.getByLabelText('Placa') as HTMLInputElement;
    await user.type(input, 'ab');
    expect(input.value).toBe('ab_-____');
    // The letter slot refuses "1"; the literal "-" is put in by the mask.
    await user.type(input, '1c2d3');
    expect(input.value).toBe('abc-2d3_');
    expect(input.inputMode, 'a mask with letters keeps the text keyboard').toBe('');
  });

  it('uses the given placeholder character and the numeric keyboard for a digits-only mask', async () => {
    const { screen, user } = renderInput({ label: 'Data do evento', mask: '99/99/9999', maskChar: ' ' });
    const input = screen.getByLabelText('Data do evento') as HTMLInputElement;
    await user.type(input, '0409');
    expect(input.value).toBe('04/09/    ');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('leaves e, E, + and - alone in a text input', async () => {
    const { screen, user } = renderInput({ label: 'Nome' });
    const input = screen.getByLabelText('Nome') as HTMLInputElement;
    await user.type(input, 'e+E-');
    expect(input.value).toBe('e+E-');
  });
});
