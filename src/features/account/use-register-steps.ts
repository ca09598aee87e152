import { useMemo, useState } from 'react';
import { usePortal } from '../../portal/portal-context';
import { registerStore } from '../../session/register-store';

/**
 * The stored e-mail and code of the first-access and recovery steps (spec section 4), read once
 * when the step opens: clearing them on success must not bounce the screen to /conta before it
 * has moved on.
 */
export function useRegisterSteps() {
  const { session } = usePortal();
  const store = useMemo(() => registerStore(session.storage), [session]);
  const [stored] = useState(() => ({ email: store.email(), code: store.code() }));
  return { ...stored, store };
}
