import { useCallback, useEffect, useRef, useState } from 'react';
import { retryingImport } from '../../lib/retrying-import';
import type { PixQrCode } from './pix-qr-code';

export type PixQr =
  | { status: 'idle' | 'loading' | 'failed'; load: () => Promise<void> }
  | { status: 'ready'; QrCode: typeof PixQrCode; load: () => Promise<void> };

type State = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; QrCode: typeof PixQrCode };

/**
 * The QR code's chunk, fetched on the first `load()` (a Pix dialog opening, or 'Imprimir'),
 * never with the screen. `load()` settles once the screen has rendered with it, so a print that awaits
 * it finds every QR code drawn; a failed fetch can be tried again.
 */
const importQrCode = retryingImport(() => import('./pix-qr-code'));

export function usePixQrCode(): PixQr {
  const [state, setState] = useState<State>({ status: 'idle' });
  const loading = useRef<Promise<void> | undefined>(undefined);
  const rendered = useRef<Array<() => void>>([]);

  useEffect(() => {
    if (state.status === 'ready') for (const done of rendered.current.splice(0)) done();
  }, [state]);

  const load = useCallback(() => {
    if (!loading.current) {
      setState({ status: 'loading' });
      loading.current = importQrCode().then(
        ({ PixQrCode }) =>
          new Promise<void>((resolve) => {
            rendered.current.push(resolve);
            setState({ status: 'ready', QrCode: PixQrCode });
          }),
        (error: unknown) => {
          loading.current = undefined;
          setState({ status: 'failed' });
          throw error;
        },
      );
    }
    return loading.current;
  }, []);

  return { ...state, load };
}
