import { getEvents } from '../../api/event-calls';
import type { EventListItem } from '../../api/event-schemas';
import { skippedRows } from '../../api/skipped-rows';
import { formatDate } from '../../lib/dates/format-date';
import { formatTime } from '../../lib/dates/format-time';
import { usePortal } from '../../runtime/portal-context';
import { useEventQuery } from '../../runtime/use-event-query';
import { useSession } from '../../runtime/use-session';
import { useSwitchEvent } from '../../runtime/use-switch-event';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { DataTable, type Column } from '../../ui/data-table';
import { CurrentBadge } from '../../ui/current-badge';
import { DataState } from '../../ui/data-state';
import { InlineAlert } from '../../ui/inline-alert';
import { SkeletonBlock } from '../../ui/skeleton';
import { SkippedNote } from '../../ui/skipped-note';
import { useFocusHeading } from '../../runtime/use-focus-heading';
import { screenBase } from '../../ui/screen-base';

const Screen = styled('section')`
  ${screenBase}
  & .pc-lead { color: ${theme.muted}; }
  & .pc-badge { margin-left: 8px; vertical-align: 1px; }
  & .pc-empty { box-shadow: ${theme.shadow}; }
`;

/** 'Meus eventos'; a row (title 'Selecionar evento') makes that event current, then /. */
export default function EventsScreen() {
  const heading = useFocusHeading();
  const { navigation } = usePortal();
  const { currentEvt } = useSession();
  const events = useEventQuery('eventos', getEvents);
  const { switching, failure, switchTo } = useSwitchEvent();

  const isCurrent = (event: EventListItem) => String(event.idEvento) === String(currentEvt?.idEvento);
  const columns: Column<EventListItem>[] = [
    {
      label: 'EVT',
      cell: (event) => (switching !== null && String(switching) === String(event.idEvento) ? 'Enviando' : event.idEvento),
    },
    {
      label: 'Descrição',
      // One element: on narrow screens each cell is a two-column grid (label, value).
      cell: (event) => (
        <span>
          {event.descricao}
          {isCurrent(event) && <CurrentBadge className="pc-badge" />}
        </span>
      ),
    },
    { label: 'Tipo', cell: (event) => event.tipoEvento ?? '—' },
    { label: 'Data Evento', cell: (event) => formatDate(event.dataEvento) },
    { label: 'Horário', cell: (event) => formatTime(event.dtInicio) },
    { label: 'Local', cell: (event) => event.casa ?? '—' },
  ];

  const choose = async (event: EventListItem) => {
    // Navigation to / only when no error occurred.
    if (await switchTo(event.idEvento)) navigation.navigate('/');
  };

  const content = (
    <DataState query={events} loading={<SkeletonBlock lines={5} label="Carregando eventos" />} empty="Nenhum evento encontrado.">
      {(data) => (
        <div aria-busy={switching !== null || undefined}>
          <DataTable
            caption="Meus eventos"
            columns={columns}
            rows={data}
            rowKey={(event) => String(event.idEvento)}
            // A kept list is only shown: no event is switched to from it (docs/resilience.md, "Offline").
            onRowClick={events.keptAt === undefined ? (event) => void choose(event) : undefined}
            rowTitle="Selecionar evento"
          />
        </div>
      )}
    </DataState>
  );

  return (
    <Screen aria-labelledby="pc-events-title">
      <h1 id="pc-events-title" ref={heading} tabIndex={-1}>
        Meus eventos
      </h1>
      <p className="pc-lead">Selecione um evento para vê-lo no portal.</p>
      {failure && <InlineAlert>{failure}</InlineAlert>}
      {content}
      {events.data && <SkippedNote count={skippedRows(events.data).count} />}
    </Screen>
  );
}
