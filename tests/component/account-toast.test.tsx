import { fireEvent, within } from '@testing-library/dom';
import { act } from 'preact/test-utils';
import { useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gooberSheets } from '../../src/styles/sheet';
import { createToasts, type Toasts } from '../../src/runtime/toasts';
import { ToastRegion } from '../../src/ui/toast-region';
import { Toaster } from '../../src/ui/toaster';

let unmount: () => void;
let toasts: Toasts;

/** The toaster wired to its store in its live region, as the app renders them: the toasts with the first one. */
function Wired() {
  const items = useSyncExternalStore(toasts.subscribe, toasts.get, toasts.get);
  return (
    <ToastRegion>
      {items.length > 0 && <Toaster items={items} onDismiss={toasts.dismiss} onPause={toasts.pause} onResume={toasts.resume} />}
    </ToastRegion>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  gooberSheets();
  toasts = createToasts();
});
afterEach(() => {
  act(() => void vi.runAllTimers());
  act(() => unmount());
  vi.useRealTimers();
});

function renderToaster() {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  act(() => root.render(<Wired />));
  unmount = () => root.unmount();
  return within(host);
}

const show = (message: string) => act(() => void toasts.show(message));
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));

describe('toasts', () => {
  it('announces a toast in a polite live region that is there before the toast', () => {
    const screen = renderToaster();
    const region = screen.getByRole('status', { name: 'Notificações' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.getAttribute('aria-atomic')).toBe('false');
    act(() => void toasts.success('Senha alterada com sucesso!'));
    expect(region.textContent).toContain('Senha alterada com sucesso!');
  });

  it('removes a toast after 4000 ms', () => {
    const screen = renderToaster();
    show('Evento alterado.');
    wait(3999);
    expect(screen.queryByText('Evento alterado.')).not.toBeNull();
    wait(1);
    expect(screen.queryByText('Evento alterado.')).toBeNull();
  });

  it('shows at most the 3 newest toasts, newest first', () => {
    const screen = renderToaster();
    for (const n of [1, 2, 3, 4]) show(`Aviso ${n}`);
    const shown = screen.getAllByText(/^Aviso \d$/).map((item) => item.textContent);
    expect(shown).toEqual(['Aviso 4', 'Aviso 3', 'Aviso 2']);
  });

  it('marks the kind with a symbol as well as a colour', () => {
    const screen = renderToaster();
    act(() => void toasts.error('Não foi possível trocar de evento.'));
    const item = screen.getByText('Não foi possível trocar de evento.').closest('[data-kind]')!;
    expect(item.getAttribute('data-kind')).toBe('error');
    expect(item.querySelector('[aria-hidden="true"]')?.textContent).toBe('!');
  });

  it('holds a toast while the pointer is on it, and closes it with its button', () => {
    const screen = renderToaster();
    show('Leia com calma.');
    const item = screen.getByText('Leia com calma.').closest('[data-kind]')!;
    wait(3000);
    fireEvent.mouseEnter(item);
    wait(10_000);
    expect(screen.queryByText('Leia com calma.'), 'held while hovered').not.toBeNull();
    fireEvent.mouseLeave(item);
    wait(999);
    expect(screen.queryByText('Leia com calma.'), 'the remaining second runs again').not.toBeNull();
    wait(1);
    expect(screen.queryByText('Leia com calma.')).toBeNull();

    show('Feche-me.');
    act(() => screen.getByRole('button', { name: 'Fechar notificação' }).click());
    expect(screen.queryByText('Feche-me.')).toBeNull();
  });
});
