import { getEvents } from '../../api/endpoints';
import type { EventListItem } from '../../api/schemas';
import { formatDate } from '../../lib/format-date';
import { formatTime } from '../../lib/format-time';
import { navigate } from '../../portal/navigation';
import { useEventData } from '../../portal/use-event-data';
import { useSession } from '../../portal/use-session';
import { useSwitchEvent } from '../../portal/use-switch-event';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { DataTable, type Column } from '../../ui/data-table';
import { ErrorState } from '../../ui/error-state';
import { InlineAlert } from '../../ui/inline-alert';
import { SkeletonBlock } from '../../ui/skeleton';
import { useFocusHeading } from '../../ui/use-focus-heading';

const Screen = styled('section')`
  display: grid;
  gap: 20px;
  & h1 { font-size: 1.75em; }
  & .pc-lead { color: ${theme.muted}; }
  & .pc-badge {
    display: inline-block;
    margin-left: 8px;
    padding: 1px 8px;
    border-radius: 999px;
    background: ${theme.primarySoft};
    color: ${theme.primary};
    font-size: 0.75em;
    font-weight: 700;
    text-transform: uppercase;
    vertical-align: 1px;
  }
  & .pc-empty { padding: 24px; border-radius: ${theme.radius}; background: ${theme.surface}; box-shadow: ${theme.shadow}; }
`;

/** Spec section 2, event list: 'Meus eventos'; a row (title 'Selecionar evento') makes that event current, then /. */
export default function EventsScreen() {
  const heading = useFocusHeading();
  const { currentEvt } = useSession();
  const { data, error, isLoading, isValidating, mutate } = useEventData('eventos', getEvents);
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
          {isCurrent(event) && <span className="pc-badge">Evento atual</span>}
        </span>
      ),
    },
    { label: 'Tipo', cell: (event) => event.tipoEvento ?? '—' },
    { label: 'Data Evento', cell: (event) => formatDate(event.dataEvento) },
    { label: 'Horário', cell: (event) => formatTime(event.dtInicio) },
    { label: 'Local', cell: (event) => event.casa ?? '—' },
  ];

  const choose = async (event: EventListItem) => {
    // Spec section 4: navigation to / only when no error occurred.
    if (await switchTo(event.idEvento)) navigate('/');
  };

  let content;
  // While a retry runs, the skeleton shows again (the old error would look like nothing happens).
  if (error && !isValidating) content = <ErrorState error={error} onRetry={() => void mutate()} />;
  else if (isLoading || !data) content = <SkeletonBlock lines={5} label="Carregando eventos" />;
  else if (data.length === 0) content = <p className="pc-empty">Nenhum evento encontrado.</p>;
  else
    content = (
      <div aria-busy={switching !== null || undefined}>
        <DataTable
          caption="Meus eventos"
          columns={columns}
          rows={data}
          rowKey={(event) => String(event.idEvento)}
          onRowClick={(event) => void choose(event)}
          rowTitle="Selecionar evento"
        />
      </div>
    );

  return (
    <Screen aria-labelledby="pc-events-title">
      <h1 id="pc-events-title" ref={heading} tabIndex={-1}>
        Meus eventos
      </h1>
      <p className="pc-lead">Selecione um evento para vê-lo no portal.</p>
      {failure && (
        <InlineAlert>{failure}</InlineAlert>
      )}
      {content}
    </Screen>
  );
}
