import { useEffect, useRef } from 'react';
import { formatDate } from '../lib/format-date';
import { formatTime } from '../lib/format-time';
import { Button } from './button';

const PrinterIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M7 9V3h10v6M7 17H5a2 2 0 0 1-2-2v-4a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v4a2 2 0 0 1-2 2h-2M7 14h10v7H7z" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" />
  </svg>
);

/**
 * A statement screen's 'Imprimir' button (issue 8), and the lines only the printout shows: what
 * the statement is, the event with its EVT, and when it was printed. The time is written when the
 * browser is about to print (`beforeprint`), so a Ctrl+P hours later still prints the right one;
 * the element is left empty by the render and filled here.
 */
export function PrintStatement({ title, event }: { title: string; event?: { descricao: string; idEvento: number | string } | null }) {
  const printedAt = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    const stamp = () => {
      const now = new Date();
      if (printedAt.current) printedAt.current.textContent = `Emitido em ${formatDate(now)} às ${formatTime(now)}`;
    };
    stamp();
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);
  return (
    <>
      <Button type="button" data-variant="secondary" className="pc-no-print" onClick={() => window.print()}>
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
