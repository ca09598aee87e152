import { useState } from 'react';
import { getServices } from '../../api/event-calls';
import { skippedRows } from '../../api/skipped-rows';
import type { Service } from '../../api/event-schemas';
import { useEventQuery } from '../../runtime/use-event-query';
import { styled } from '../../styles/sheet';
import { DataTable, type Column } from '../../ui/data-table';
import { DataState } from '../../ui/data-state';
import { Modal } from '../../ui/modal';
import { SkeletonBlock } from '../../ui/skeleton';
import { SkippedNote } from '../../ui/skipped-note';
import { useFocusHeading } from '../../runtime/use-focus-heading';
import { ServiceDescription } from './service-description';
import { screenBase } from '../../ui/screen-base';

const Screen = styled('section')`
  ${screenBase}
`;

/** The columns, exactly as docs/product.md, "Services" writes them. */
const COLUMNS: Column<Service>[] = [
  { label: 'Serviços', cell: (service) => service.servico },
  { label: 'UNID', cell: (service) => service.unidade || '—' },
  { label: 'QTD', cell: (service) => (service.quantidade == null ? '—' : service.quantidade.toLocaleString('pt-BR')), numeric: true },
];

/** The event's services; a row opens its description. */
export default function ServicesScreen() {
  const heading = useFocusHeading();
  const services = useEventQuery('servicos', getServices);
  const [open, setOpen] = useState<Service>();

  return (
    <Screen aria-labelledby="pc-services-title">
      <h1 id="pc-services-title" ref={heading} tabIndex={-1}>
        Serviços
      </h1>
      <DataState
        query={services}
        loading={<SkeletonBlock lines={5} label="Carregando os serviços" />}
        empty="Nenhum serviço encontrado para este evento."
      >
        {(data) => (
          <DataTable
            caption="Serviços do evento"
            columns={COLUMNS}
            rows={data}
            rowKey={(service, index) => `${index}-${service.servico}`}
            onRowClick={setOpen}
            rowTitle="Ver descrição"
          />
        )}
      </DataState>
      {services.data && <SkippedNote count={skippedRows(services.data).count} />}
      {open && (
        <Modal title={open.servico} onClose={() => setOpen(undefined)}>
          <ServiceDescription html={open.anexoHTML} />
        </Modal>
      )}
    </Screen>
  );
}
