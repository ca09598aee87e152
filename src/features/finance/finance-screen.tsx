import { forwardRef, useRef, useState } from 'react';
import type { Charge } from '../../api/event-schemas';
import { orderCharges } from './charge-order';
import { skippedRows } from '../../api/skipped-rows';
import { formatMoney } from '../../lib/text/format-money';
import { formatName } from '../../lib/text/format-name';
import type { ChargeReading } from '../../lib/charges/read-charge';
import { ChargeProof } from './charge-proof';
import { PaymentConfirmed } from './payment-confirmed';
import { paidProgress } from './paid-progress';
import { pendingKey } from '../../session/pending-payments-store';
import { useCharges } from '../../runtime/charges';
import { useSession } from '../../runtime/use-session';
import { useApiBase } from '../../runtime/use-api-base';
import { styled } from '../../styles/sheet';
import { narrow, theme, wide } from '../../styles/theme';
import { Button } from '../../ui/button';
import { DataTable, type Column } from '../../ui/data-table';
import { DataState } from '../../ui/data-state';
import { PrintStatement } from '../../ui/print-statement';
import { Skeleton, SkeletonBlock } from '../../ui/skeleton';
import { SkippedNote } from '../../ui/skipped-note';
import { useFocusHeading } from '../../runtime/use-focus-heading';
import { usePortal } from '../../runtime/portal-context';
import { ChargeStatus } from './charge-status';
import { DueDate } from './due-date';
import { PaymentDetails } from './payment-details';
import { PendingMark } from './pending-mark';
import { StatusSubtotals } from './status-subtotals';
import { screenBase } from '../../ui/screen-base';
import { usePixQrCode } from './use-pix-qr-code';
import { chargePixCode } from './charge-pix-code';

/*
 * In print the screen is a statement: the stacked rows of narrow screens (paper is under
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
  & section { display: grid; gap: 12px; }
  & .pc-progress { display: grid; gap: 8px; }
  & .pc-progress p { font-size: 1.0625em; }
  & .pc-progress strong { font-variant-numeric: tabular-nums; }
  & .pc-bar { height: 12px; border-radius: 999px; background: #e6e0e2; overflow: hidden; }
  & .pc-bar > span { display: block; height: 100%; border-radius: inherit; background: ${theme.success}; }
  & .pc-settled-toggle { justify-self: start; }
  /* One part under the other (the word, 'Aguardando confirmação', the proof of payment): the column
     stays as narrow as its widest part, leaving room for the numbers beside it. */
  & .pc-status-cell { display: inline-flex; flex-direction: column; align-items: flex-start; gap: 4px; }
  ${wide} {
    & .pc-settled-toggle { display: none; }
  }
  ${narrow} {
    & .pc-summary { grid-template-columns: 1fr; gap: 12px; }
    & .pc-summary li { padding: 16px 20px; }
    & .pc-amount { font-size: 1.375em; }
    /* Phones: paid and cancelled charges fold behind their count; what is due stays in view. */
    & [data-folded] tr[data-group='settled'] { display: none; }
  }
  @media print {
    display: block;
    font-size: 11pt;
    & > * + *, & section > * + * { margin-top: 12px; }
    & section { display: block; }
    & * { color: #000 !important; background: none !important; box-shadow: none !important; }
    & .pc-title-row { display: block; }
    & .pc-summary { grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 8px; }
    & .pc-summary li { padding: 8px 12px; border: 1px solid #999; border-radius: 0; }
    & .pc-amount { font-size: 1.25em; }
    & table { width: 100%; border: 1px solid #999; border-radius: 0; }
    & table thead { position: static; width: auto; height: auto; overflow: visible; clip: auto; }
    & table tr { display: table-row; padding: 0; break-inside: avoid; }
    & table th, & table td { display: table-cell; padding: 4px 8px; border-bottom: 1px solid #999; }
    & table td::before { content: none; }
    & table [data-numeric] { text-align: right; }
    & button { display: none; }
    & [data-folded] tr[data-group='settled'] { display: table-row; }
    & .pc-settled-toggle, & .pc-bar { display: none; }
  }
`;

type Read = (charge: Charge) => ChargeReading;

/** Whether paper shows a Pix QR code: an open charge carries a code that passes the check. */
const printsPixQr = (charges: Charge[], read: Read, receivers?: string) =>
  charges.some((charge) => read(charge).state === 'open' && chargePixCode(charge, receivers) !== null);

/**
 * The columns, exactly as docs/product.md, "Finance" writes them. The Status column: the status as
 * read, 'Aguardando confirmação' beside a charge this device says is paid ('Pagamento confirmado'
 * once the API agrees), and a paid charge's date of payment, receipt and nota fiscal when the API
 * sent them (on paper too).
 */
const columnsFor = (read: Read, mark: (charge: Charge) => number | 'confirmed' | undefined, apiBase: string): Column<Charge>[] => [
  { label: 'COB', cell: (charge) => charge.numCobranca, whole: true },
  { label: 'Forma de Pagamento', cell: (charge) => charge.formaPagamento || '—' },
  { label: 'Data Vencimento', cell: (charge) => <DueDate charge={charge} reading={read(charge)} /> },
  { label: 'Valor DOC', cell: (charge) => formatMoney(charge.valorDocumento), numeric: true },
  {
    label: 'Status',
    cell: (charge) => (
      <span className="pc-status-cell">
        <ChargeStatus {...read(charge)} />
        {mark(charge) !== undefined && <PendingMark mark={mark(charge)!} />}
        <ChargeProof charge={charge} reading={read(charge)} apiBase={apiBase} />
      </span>
    ),
  },
  // The company's name as the portal writes every name, not in the ERP's capitals.
  { label: 'Sacado', cell: (charge) => (charge.razaoSocial ? formatName(charge.razaoSocial) : '—') },
];

/** '3 cobranças pagas', '1 cobrança cancelada', '3 cobranças pagas e 1 cancelada'. */
function settledCount(charges: Charge[], read: Read): string {
  const paid = charges.filter((charge) => read(charge).state === 'paid').length;
  const other = charges.length - paid;
  const noun = (count: number) => (count === 1 ? '1 cobrança' : `${count} cobranças`);
  const paidWord = (count: number) => (count === 1 ? 'paga' : 'pagas');
  const cancelledWord = (count: number) => (count === 1 ? 'cancelada' : 'canceladas');
  if (!other) return `${noun(paid)} ${paidWord(paid)}`;
  if (!paid) return `${noun(other)} ${cancelledWord(other)}`;
  return `${noun(paid)} ${paidWord(paid)} e ${other} ${cancelledWord(other)}`;
}

/** 'R$ 61.900,00 pagos de R$ 98.450,50', with a bar; nothing when the total cannot be read. */
function PaidLine({ charges, total, read }: { charges: Charge[]; total: unknown; read: Read }) {
  const progress = paidProgress(charges, total, read);
  if (!progress) return null;
  return (
    <div className="pc-progress">
      <p id="pc-paid-line">
        <strong>{formatMoney(progress.paid)} pagos</strong> de {formatMoney(progress.total)}
      </p>
      <div
        className="pc-bar"
        role="progressbar"
        aria-labelledby="pc-paid-line"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress.percent}
        aria-valuetext={`${progress.percent}% pago`}
      >
        <span style={{ width: `${progress.percent}%` }} />
      </div>
    </div>
  );
}

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
 * The three totals and the charges of the current event; it adds
 * the subtotals by status, how far each open charge is from its due date, the ways to pay, and a
 * printable statement; and paying with a Pix QR code.
 */
export default function FinanceScreen() {
  const heading = useFocusHeading();
  const { currentEvt } = useSession();
  const { settings } = usePortal();
  const { finance, read, pending, confirmed } = useCharges();
  const statement = useRef<HTMLElement>(null);
  const pixQr = usePixQrCode();
  const [unfolded, setUnfolded] = useState(false);
  const apiBase = useApiBase();
  const mark = (charge: Charge) => {
    if (!currentEvt) return undefined;
    const key = pendingKey(currentEvt.idEvento, charge.numCobranca);
    return confirmed.has(key) ? 'confirmed' : pending[key];
  };

  return (
    <Screen ref={statement} aria-labelledby="pc-finance-title">
      <div className="pc-title-row">
        <h1 id="pc-finance-title" ref={heading} tabIndex={-1}>
          Financeiro
        </h1>
        {finance.data && finance.keptAt === undefined && (
          <PrintStatement
            title="Extrato financeiro"
            event={currentEvt}
            statement={statement}
            // Paper carries each open charge's Pix QR code.
            prepare={printsPixQr(finance.data.cobrancas, read, settings.pixReceiver) ? pixQr.load : undefined}
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
        {(data) => {
          const { open, unknown, settled } = orderCharges(data.cobrancas, read);
          return (
            <>
              <PaidLine charges={data.cobrancas} total={data.totalEvento} read={read} />
              <PaymentConfirmed charges={data.cobrancas.filter((charge) => mark(charge) === 'confirmed')} read={read} />
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
              {/* What is due comes first, each charge with its own ways to pay; none from a kept answer (docs/resilience.md, "Offline"). */}
              {finance.keptAt === undefined && <PaymentDetails charges={open} read={read} qr={pixQr} pending={pending} />}
              <section aria-labelledby="pc-charges-title">
                <h2 id="pc-charges-title">Cobranças</h2>
                {data.cobrancas.length === 0 ? (
                  <p className="pc-empty">Nenhuma cobrança encontrada para este evento.</p>
                ) : (
                  <div data-folded={unfolded ? undefined : ''}>
                    <DataTable
                      id="pc-charges-table"
                      caption="Cobranças do evento"
                      columns={columnsFor(read, mark, apiBase)}
                      // A status the portal does not know stays in view, after what is due.
                      rows={[...open, ...unknown, ...settled]}
                      rowKey={(charge) => String(charge.numCobranca)}
                      rowGroup={(charge) => (['paid', 'cancelled'].includes(read(charge).state) ? 'settled' : undefined)}
                    />
                  </div>
                )}
                {settled.length > 0 && (
                  <Button
                    type="button"
                    data-variant="secondary"
                    className="pc-settled-toggle"
                    aria-expanded={unfolded}
                    aria-controls="pc-charges-table"
                    onClick={() => setUnfolded(!unfolded)}
                  >
                    {unfolded ? `Ocultar ${settledCount(settled, read)}` : `Ver ${settledCount(settled, read)}`}
                  </Button>
                )}
                <SkippedNote count={skippedRows(data.cobrancas).count} />
              </section>
              {data.cobrancas.length > 0 && <StatusSubtotals charges={data.cobrancas} read={read} />}
            </>
          );
        }}
      </DataState>
    </Screen>
  );
}
