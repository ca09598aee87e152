import { forwardRef, useRef } from 'react';
import { getFinance } from '../../api/event-calls';
import type { Charge } from '../../api/event-schemas';
import { formatMoney } from '../../lib/format-money';
import { isOpenCharge } from '../../lib/open-charge';
import { checkPixBrCode } from './pix-br-code';
import { useEventQuery } from '../../runtime/use-event-query';
import { useSession } from '../../runtime/use-session';
import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';
import { DataTable, type Column } from '../../ui/data-table';
import { DataState } from '../../ui/data-state';
import { PrintStatement } from '../../ui/print-statement';
import { Skeleton, SkeletonBlock } from '../../ui/skeleton';
import { useFocusHeading } from '../../runtime/use-focus-heading';
import { ChargeStatus } from './charge-status';
import { DueDate } from './due-date';
import { PaymentDetails } from './payment-details';
import { StatusSubtotals } from './status-subtotals';
import { screenBase } from '../../ui/screen-base';
import { usePixQrCode } from './use-pix-qr-code';

/*
 * In print (issue 8) the screen is a statement: the stacked rows of narrow screens (paper is under
 * 1024px wide) go back to a full-width table; black on white, no shadows, no buttons; block flow,
 * as Chromium breaks a grid across pages badly (rows overlapping what follows).
 */
// forwardRef: the print button copies this element (the statement), so it needs the <section>.
const Screen = styled('section', forwardRef)`
  ${screenBase}
  & h2 { font-size: 1.25em; }
  & h3 { font-size: 1.0625em; }
  & .pc-title-row { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; }
  & .pc-summary { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 16px; list-style: none; }
  & .pc-summary li {
    display: grid;
    align-content: start;
    gap: 4px;
    padding: 20px 24px;
    border-radius: ${theme.radius};
    background: ${theme.surface};
    box-shadow: ${theme.shadow};
    border-top: 4px solid ${theme.primary};
  }
  & .pc-label { font-weight: 600; color: ${theme.muted}; }
  & .pc-amount { font-size: 1.625em; font-weight: 700; font-variant-numeric: tabular-nums; }
  & .pc-note { font-size: 0.875em; color: ${theme.muted}; }
  & .pc-empty { padding: 24px; border-radius: ${theme.radius}; background: ${theme.surface}; color: ${theme.muted}; }
  & .pc-due { display: block; font-size: 0.875em; font-weight: 600; color: ${theme.warning}; }
  & .pc-due[data-late] { color: ${theme.danger}; }
  & section { display: grid; gap: 12px; }
  & .pc-subtotals { display: grid; grid-template-columns: repeat(auto-fill, minmax(200px, 1fr)); gap: 12px; list-style: none; }
  & .pc-subtotals li { display: grid; justify-items: start; gap: 4px; padding: 14px 18px; border-radius: ${theme.radius}; background: ${theme.surface}; box-shadow: ${theme.shadow}; }
  & .pc-count { font-size: 0.875em; color: ${theme.muted}; }
  & .pc-sum { font-size: 1.125em; font-weight: 700; font-variant-numeric: tabular-nums; }
  & .pc-payments ul { display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); align-items: start; gap: 16px; list-style: none; }
  & .pc-payment { display: grid; align-content: start; justify-items: start; gap: 12px; padding: 20px 24px; border-radius: ${theme.radius}; background: ${theme.surface}; box-shadow: ${theme.shadow}; }
  & .pc-payment .pc-due { display: inline; }
  & .pc-copy { display: grid; gap: 4px; width: 100%; }
  & .pc-copy-label { font-weight: 600; font-size: 0.875em; color: ${theme.muted}; }
  & .pc-code { padding: 8px 12px; border: 1px solid ${theme.border}; border-radius: 8px; background: ${theme.background}; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9375em; word-break: break-all; user-select: all; }
  & .pc-code span { white-space: nowrap; }
  & .pc-copy-actions { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; }
  & .pc-copy-status { font-size: 0.875em; font-weight: 600; color: ${theme.success}; }
  & .pc-copy-status[data-state='manual'] { color: ${theme.text}; }
  & .pc-pix-unavailable { padding: 8px 12px; border-left: 4px solid ${theme.danger}; border-radius: 8px; background: #fdecea; color: ${theme.danger}; font-weight: 600; }
  ${narrow} {
    & .pc-summary { grid-template-columns: 1fr; gap: 12px; }
    & .pc-summary li { padding: 16px 20px; }
    & .pc-amount { font-size: 1.375em; }
    & .pc-subtotals { grid-template-columns: repeat(auto-fill, minmax(150px, 1fr)); }
    & .pc-subtotals li { padding: 12px 14px; }
    & .pc-payments ul { grid-template-columns: 1fr; }
    & .pc-payment { padding: 16px; }
  }
  @media print {
    display: block;
    font-size: 11pt;
    & > * + *, & section > * + * { margin-top: 12px; }
    & section { display: block; }
    & * { color: #000 !important; background: none !important; box-shadow: none !important; }
    & .pc-title-row { display: block; }
    & .pc-summary { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; }
    & .pc-summary li, & .pc-subtotals li { padding: 8px 12px; border: 1px solid #999; border-radius: 0; }
    & .pc-subtotals { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 8px; }
    & .pc-amount { font-size: 1.25em; }
    & table { width: 100%; border: 1px solid #999; border-radius: 0; }
    & table thead { position: static; width: auto; height: auto; overflow: visible; clip: auto; }
    & table tr { display: table-row; padding: 0; break-inside: avoid; }
    & table th, & table td { display: table-cell; padding: 4px 8px; border-bottom: 1px solid #999; }
    & table td::before { content: none; }
    & table [data-numeric] { text-align: right; }
    & .pc-payments ul { display: block; }
    & .pc-payment { gap: 6px; margin-top: 8px; padding: 8px 12px; border: 1px solid #999; border-radius: 0; break-inside: avoid; }
    & button, & .pc-copy-status { display: none; }
    & .pc-code { padding: 0; border: none; }
    & .pc-pix-unavailable { padding: 0; border: none; }
    & .pc-pix-print { display: grid; grid-template-columns: 32mm auto; align-items: center; gap: 12px; }
    & .pc-pix-print .pc-qr { width: 32mm; height: 32mm; }
  }
`;

/** Whether paper shows a Pix QR code: an open charge carries a code that passes the check. */
const printsPixQr = (charges: Charge[]) => charges.some((charge) => isOpenCharge(charge.statusCobranca) && !!charge.pixCopiaECola && checkPixBrCode(charge.pixCopiaECola).ok);

/** Spec section 2, finance: the columns, exactly as the spec writes them. */
const COLUMNS: Column<Charge>[] = [
  { label: 'COB', cell: (charge) => charge.numCobranca },
  { label: 'Forma de Pagamento', cell: (charge) => charge.formaPagamento || '—' },
  { label: 'Data Vencimento', cell: (charge) => <DueDate charge={charge} /> },
  { label: 'Valor DOC', cell: (charge) => formatMoney(charge.valorDocumento), numeric: true },
  { label: 'Status', cell: (charge) => <ChargeStatus status={charge.statusCobranca} /> },
  { label: 'Sacado', cell: (charge) => charge.razaoSocial || '—' },
];

function SummarySkeleton() {
  return (
    <ul className="pc-summary" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Skeleton style={{ width: '50%' }} />
          <Skeleton style={{ height: '1.75em' }} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Spec section 2, /financeiro: the three totals and the charges of the current event; issue 8 adds
 * the subtotals by status, how far each open charge is from its due date, the ways to pay, and a
 * printable statement; issue 18, paying with a Pix QR code.
 */
export default function FinanceScreen() {
  const heading = useFocusHeading();
  const { currentEvt } = useSession();
  const finance = useEventQuery('financeiro', getFinance);
  const statement = useRef<HTMLElement>(null);
  const pixQr = usePixQrCode();

  return (
    <Screen ref={statement} aria-labelledby="pc-finance-title">
      <div className="pc-title-row">
        <h1 id="pc-finance-title" ref={heading} tabIndex={-1}>
          Financeiro
        </h1>
        {finance.data && (
          <PrintStatement
            title="Extrato financeiro"
            event={currentEvt}
            statement={statement}
            // Issue 18: paper carries each open charge's Pix QR code.
            prepare={printsPixQr(finance.data.cobrancas) ? pixQr.load : undefined}
          />
        )}
      </div>
      <DataState
        query={finance}
        loading={
          <>
            <SummarySkeleton />
            <SkeletonBlock lines={5} label="Carregando o financeiro" />
          </>
        }
      >
        {(data) => (
        <>
          <ul className="pc-summary" aria-label="Resumo financeiro">
            <li>
              <span className="pc-label">Valor total</span>
              <span className="pc-amount">{formatMoney(data.totalEvento)}</span>
              <span className="pc-note">Serviços + correções</span>
            </li>
            <li>
              <span className="pc-label">Valor efetivo</span>
              <span className="pc-amount">{formatMoney(data.valorEfetivo)}</span>
            </li>
            <li>
              <span className="pc-label">Valor em aberto</span>
              <span className="pc-amount">{formatMoney(data.valorAberto)}</span>
            </li>
          </ul>
          {data.cobrancas.length > 0 && <StatusSubtotals charges={data.cobrancas} />}
          <h2>Cobranças</h2>
          {data.cobrancas.length === 0 ? (
            <p className="pc-empty">Nenhuma cobrança encontrada para este evento.</p>
          ) : (
            <DataTable caption="Cobranças do evento" columns={COLUMNS} rows={data.cobrancas} rowKey={(charge) => String(charge.numCobranca)} />
          )}
          <PaymentDetails charges={data.cobrancas} qr={pixQr} />
        </>
        )}
      </DataState>
    </Screen>
  );
}
