import { useState } from 'react';
import { usePortal } from '../../runtime/portal-context';
import type { NavState } from '../../runtime/navigation';
import { registerStore } from '../../session/register-store';

/** What a step says at the start (/conta) when it sent the visitor back because the code's time ran out. */
export const CODE_EXPIRED: NavState = { notice: 'O código expirou. Peça um novo código para continuar.', tone: 'warning' };

/**
 * The stored e-mail and code of the first-access and recovery steps, read once
 * when the step opens: clearing them on success must not bounce the screen to /conta before it
 * has moved on. Items older than the code's life are refused (and removed): `back` then says so.
 */
export function useRegisterSteps() {
  const { session } = usePortal();
  const [steps] = useState(() => {
    const store = registerStore(session.storage);
    const { email, code, stale } = store.read();
    return { email, code, store, back: stale ? CODE_EXPIRED : undefined };
  });
  return steps;
}
