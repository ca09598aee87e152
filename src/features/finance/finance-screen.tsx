import { getFinance } from '../../api/endpoints';
import type { Charge } from '../../api/schemas';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { useEventData } from '../../portal/use-event-data';
import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';
import { DataTable, type Column } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { Skeleton, SkeletonBlock } from '../../ui/skeleton';
import { useFocusHeading } from '../../ui/use-focus-heading';
import { ChargeStatus } from './charge-status';

const Screen = styled('section')`
  display: grid;
  gap: 20px;
  & h1 { font-size: 1.75em; }
  & h2 { font-size: 1.25em; }
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
  ${narrow} {
    & .pc-summary { grid-template-columns: 1fr; gap: 12px; }
    & .pc-summary li { padding: 16px 20px; }
    & .pc-amount { font-size: 1.375em; }
  }
`;

/** Spec section 2, finance: the columns, exactly as the spec writes them. */
const COLUMNS: Column<Charge>[] = [
  { label: 'COB', cell: (charge) => charge.numCobranca },
  { label: 'Forma de Pagamento', cell: (charge) => charge.formaPagamento || '—' },
  { label: 'Data Vencimento', cell: (charge) => formatDate(charge.dataVencimento) },
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

/** Spec section 2, /financeiro: the three totals and the charges of the current event. */
export default function FinanceScreen() {
  const heading = useFocusHeading();
  const { data, error, isValidating, mutate } = useEventData('financeiro', getFinance);

  return (
    <Screen aria-labelledby="pc-finance-title">
      <h1 id="pc-finance-title" ref={heading} tabIndex={-1}>
        Financeiro
      </h1>
      {error && !isValidating ? (
        <ErrorState error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <>
          <SummarySkeleton />
          <SkeletonBlock lines={5} label="Carregando o financeiro" />
        </>
      ) : (
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
          <h2>Cobranças</h2>
          {data.cobrancas.length === 0 ? (
            <p className="pc-empty">Nenhuma cobrança encontrada para este evento.</p>
          ) : (
            <DataTable caption="Cobranças do evento" columns={COLUMNS} rows={data.cobrancas} rowKey={(charge) => String(charge.numCobranca)} />
          )}
        </>
      )}
    </Screen>
  );
}
