import { useState } from 'react';
import { getAllAttachments, getContracts } from '../../api/event-calls';
import type { Attachment } from '../../api/event-schemas';
import { skippedRows } from '../../api/skipped-rows';
import { apiLinkHref } from '../../lib/fields/api-link-href';
import { formatDate } from '../../lib/dates/format-date';
import { formatMoney } from '../../lib/text/format-money';
import { usePortal } from '../../runtime/portal-context';
import { useApiBase } from '../../runtime/use-api-base';
import { useEventQuery } from '../../runtime/use-event-query';
import { useSession } from '../../runtime/use-session';
import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';
import { DataTable, type Column } from '../../ui/data-table';
import { DataState } from '../../ui/data-state';
import { SkeletonBlock } from '../../ui/skeleton';
import { SkippedNote } from '../../ui/skipped-note';
import { useFocusHeading } from '../../runtime/use-focus-heading';
import { screenBase } from '../../ui/screen-base';
import { LineIcon } from '../../ui/line-icon';
import { ContractSigningCell } from './contract-signing-cell';

const Screen = styled('section')`
  ${screenBase}
  & .pc-panel {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: 12px 24px;
    padding: 20px 24px;
    border-radius: ${theme.radius};
    background: ${theme.surface};
    box-shadow: ${theme.shadow};
  }
  & .pc-panel > div { min-width: 0; overflow-wrap: anywhere; }
  & .pc-panel-event { font-size: 1.25em; font-weight: 700; }
  & .pc-panel-title { color: ${theme.muted}; }
  & .pc-switch {
    min-height: 44px;
    padding: 8px 16px;
    border: 2px solid ${theme.primary};
    border-radius: 999px;
    background: transparent;
    color: ${theme.primary};
    font-weight: 700;
    letter-spacing: 0.04em;
  }
  & .pc-switch:hover { background: ${theme.primarySoft}; }
  & .pc-contract { display: inline-grid; justify-items: start; gap: 6px; }
  & .pc-signed { font-size: 0.875em; font-weight: 600; color: ${theme.success}; }
  & .pc-download { display: inline-flex; align-items: center; gap: 6px; min-height: 24px; font-weight: 600; }
  & .pc-scope { display: inline-flex; align-items: center; gap: 10px; min-height: 44px; font-weight: 600; cursor: pointer; }
  & .pc-scope input { width: 20px; height: 20px; margin: 0; accent-color: ${theme.primary}; }
  ${narrow} {
    & .pc-panel { padding: 16px 20px; }
  }
`;

const DownloadIcon = () => (
  <LineIcon size={16} weight={2.2}>
    <path d="M12 3v12m0 0l-5-5m5 5l5-5M4 19h16" />
  </LineIcon>
);

/** The contract's number, a download link when its urlDownload may be linked, else text. */
function ContractNumber({ contract }: { contract: Attachment }) {
  const href = apiLinkHref(contract.urlDownload, useApiBase());
  if (!href) return <>{contract.numContrato}</>;
  return (
    <a className="pc-download" href={href} download target="_blank" rel="noopener noreferrer" data-action="contract-download">
      <DownloadIcon />
      {contract.numContrato}
      <span className="pc-visually-hidden"> (baixar PDF)</span>
    </a>
  );
}

/** The columns, exactly as docs/product.md, "Contracts" writes them. */
const COLUMNS: Column<Attachment>[] = [
  {
    label: 'Num Contrato',
    cell: (contract) => (
      <span className="pc-contract">
        <ContractNumber contract={contract} />
        <ContractSigningCell contract={contract} />
      </span>
    ),
  },
  { label: 'Tipo', cell: (contract) => contract.tipoAnexo || '—' },
  { label: 'Valor', cell: (contract) => formatMoney(contract.valor), numeric: true },
  { label: 'Data do Contrato', cell: (contract) => formatDate(contract.dataContrato) },
  { label: 'EVT', cell: (contract) => (contract.idEvento == null ? '—' : `EVT-${contract.idEvento}`) },
];

/**
 * The event panel and the current event's contracts (GET /api/contratos).
 * The API also has an 'all' variant (GET /api/anexos): a customer with several events can
 * list every contract at once, told apart by the EVT column. It loads only when asked for.
 */
export default function ContractsScreen() {
  const { shell } = usePortal();
  const heading = useFocusHeading();
  const { currentEvt } = useSession();
  const [all, setAll] = useState(false);
  const contracts = useEventQuery(all ? 'anexos' : 'contratos', all ? getAllAttachments : getContracts);

  return (
    <Screen aria-labelledby="pc-contracts-title">
      <h1 id="pc-contracts-title" ref={heading} tabIndex={-1}>
        Contratos
      </h1>
      {currentEvt && (
        <div className="pc-panel">
          <div>
            <p className="pc-panel-event">{currentEvt.descricao}</p>
            {currentEvt.titulo && <p className="pc-panel-title">{currentEvt.titulo}</p>}
          </div>
          <button type="button" className="pc-switch" onClick={shell.openEventSwitcher}>
            TROCAR EVENTO
          </button>
        </div>
      )}
      <label className="pc-scope">
        <input type="checkbox" checked={all} onChange={(event) => setAll(event.currentTarget.checked)} />
        Mostrar os contratos de todos os meus eventos
      </label>
      <DataState
        query={contracts}
        loading={<SkeletonBlock lines={4} label="Carregando os contratos" />}
        empty={all ? 'Nenhum contrato encontrado.' : 'Nenhum contrato encontrado para este evento.'}
      >
        {(data) => (
          <DataTable
            caption={all ? 'Contratos de todos os seus eventos' : 'Contratos do evento'}
            columns={COLUMNS}
            rows={data}
            rowKey={(contract) => `${contract.idEvento}-${contract.numContrato}`}
          />
        )}
      </DataState>
      {contracts.data && <SkippedNote count={skippedRows(contracts.data).count} />}
    </Screen>
  );
}
