import type { NavState } from '../../runtime/navigation';

/** The confirm step's hint, when the server told which (masked) address the code went to. */
export function codeSentNotice(maskEmail: string | null | undefined): NavState | undefined {
  return maskEmail ? { notice: `Enviamos um código para ${maskEmail}.` } : undefined;
}
