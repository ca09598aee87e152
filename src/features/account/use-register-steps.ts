import { useState } from 'react';
import { usePortal } from '../../runtime/portal-context';

/**
 * The stored e-mail and code of the first-access and recovery steps, read once
 * when the step opens: clearing them on success must not bounce the screen to /conta before it
 * has moved on.
 */
export function useRegisterSteps() {
  const { session } = usePortal();
  const store = session.register;
  const [stored] = useState(() => ({ email: store.email(), code: store.code() }));
  return { ...stored, store };
}
