import { useEffect, useRef, type RefObject } from 'react';
import { formatDate } from '../lib/dates/format-date';
import { formatTime } from '../lib/dates/format-time';
import { Button } from './button';
import { printInFrame } from './print-in-frame';
import { LineIcon } from './line-icon';

const PrinterIcon = () => (
  <LineIcon size={18} weight={2}>
    <path d="M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v7H7z" />
  </LineIcon>
);

interface Props {
  /** What the statement is ('Extrato financeiro'); also the printed document's title. */
  title: string;
  event?: { descricao: string; idEvento: number | string } | null;
  /** The screen that is the statement: printed alone, in a frame of its own (see print-in-frame). */
  statement: RefObject<HTMLElement | null>;
  /**
   * Runs before the statement is copied for printing, for what only paper shows and loads on demand
   * (finance's Pix QR codes). If it fails, the statement prints without it.
   */
  prepare?: () => Promise<void>;
}

/**
 * A statement screen's 'Imprimir' button, and the lines only the printout shows: what
 * the statement is, the event with its EVT, and when it was printed. The time is written when the
 * browser is about to print (`beforeprint`, for a Ctrl+P hours later) and when 'Imprimir' is pressed;
 * the element is left empty by the render and filled here. 'Imprimir' prints the statement alone, never
 * the host page around the portal.
 */
export function PrintStatement({ title, event, statement, prepare }: Props) {
  const printedAt = useRef<HTMLParagraphElement>(null);
  const busy = useRef(false);
  const removeFrame = useRef<() => void>(undefined);
  const stamp = () => {
    const now = new Date();
    if (printedAt.current) printedAt.current.textContent = `Emitido em ${formatDate(now)} às ${formatTime(now)}`;
  };
  useEffect(() => {
    stamp();
    window.addEventListener('beforeprint', stamp);
    return () => {
      window.removeEventListener('beforeprint', stamp);
      removeFrame.current?.();
    };
  }, []);

  async function print() {
    if (busy.current) return;
    busy.current = true;
    try {
      await prepare?.().catch(() => undefined);
      stamp();
      if (statement.current) removeFrame.current = await printInFrame(statement.current, title);
    } finally {
      busy.current = false;
    }
  }

  return (
    <>
      <Button type="button" data-variant="secondary" className="pc-no-print" onClick={() => void print()} data-action="print">
        <PrinterIcon />
        Imprimir
      </Button>
      <div className="pc-print-only">
        <p>
          <strong>{title}</strong>
          {event && ` · ${event.descricao} · EVT ${event.idEvento}`}
        </p>
        <p ref={printedAt} />
      </div>
    </>
  );
}
