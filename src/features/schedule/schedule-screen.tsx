import { forwardRef, useRef } from 'react';
import { getSchedule } from '../../api/event-calls';
import { skippedRows } from '../../api/skipped-rows';
import type { CurrentEvent, ScheduleItem } from '../../api/event-schemas';
import { formatDate } from '../../lib/dates/format-date';
import { formatTime } from '../../lib/dates/format-time';
import { isAhead } from '../../lib/dates/is-ahead';
import { usePortal } from '../../runtime/portal-context';
import { useEventQuery } from '../../runtime/use-event-query';
import { useSession } from '../../runtime/use-session';
import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';
import { CalendarButton } from '../../ui/calendar-button';
import { DataState } from '../../ui/data-state';
import { PrintStatement } from '../../ui/print-statement';
import { SkeletonBlock } from '../../ui/skeleton';
import { SkippedNote } from '../../ui/skipped-note';
import { useFocusHeading } from '../../runtime/use-focus-heading';
import { screenBase } from '../../ui/screen-base';

/*
 * Completed items are dimmed; by a quieter surface and colour rather than opacity,
 * so the text keeps its contrast, and with the word 'Concluído' (never colour alone).
 * In print the screen is a statement: one appointment a row under a header row, black on
 * white; block flow, as Chromium breaks a grid across pages badly.
 */
// forwardRef: the print button copies this element (the statement), so it needs the <section>.
const Screen = styled('section', forwardRef)`
  ${screenBase}
  & .pc-title-row { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; }
  & .pc-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 16px; list-style: none; }
  & .pc-card {
    /* A long unbroken place or action wraps instead of widening the card past the screen. */
    min-width: 0;
    overflow-wrap: anywhere;
    display: grid;
    align-content: start;
    gap: 8px;
    padding: 20px;
    border: 1px solid transparent;
    border-left: 4px solid ${theme.primary};
    border-radius: ${theme.radius};
    background: ${theme.surface};
    box-shadow: ${theme.shadow};
  }
  & .pc-card h2 { font-size: 1.125em; }
  & .pc-place { color: ${theme.muted}; }
  & .pc-when { display: flex; flex-wrap: wrap; gap: 4px 16px; font-weight: 600; }
  & .pc-card[data-done] { border-color: ${theme.border}; border-left-color: ${theme.border}; background: ${theme.background}; box-shadow: none; color: ${theme.muted}; }
  & .pc-card[data-done] h2 { font-weight: 600; }
  & .pc-done { justify-self: start; display: inline-flex; align-items: center; gap: 6px; padding: 2px 10px; border-radius: 999px; background: ${theme.successSoft}; color: ${theme.success}; font-size: 0.875em; font-weight: 600; }
  & .pc-card button { justify-self: start; margin: 4px 0 0 -0.75em; padding-inline: 0.75em; text-align: left; }
  ${narrow} {
    & .pc-cards { grid-template-columns: 1fr; gap: 12px; }
    & .pc-card { padding: 16px; }
  }
  @media print {
    display: block;
    font-size: 11pt;
    & .pc-title-row { margin-bottom: 12px; }
    & * { color: #000 !important; background: none !important; box-shadow: none !important; }
    & .pc-title-row { display: block; }
    & .pc-cards { display: block; }
    & .pc-card, & .pc-print-head { display: grid; grid-template-columns: minmax(0, 1.4fr) minmax(0, 1.6fr) minmax(0, 1fr) minmax(0, 0.8fr); gap: 12px; overflow-wrap: anywhere; padding: 6px 0; border: none; border-bottom: 1px solid #999; border-radius: 0; break-inside: avoid; }
    & .pc-print-head { font-weight: 700; }
    & .pc-card > * { grid-row: 1; margin: 0; }
    & .pc-card h2 { grid-column: 1; font-size: 1em; }
    & .pc-place { grid-column: 2; }
    & .pc-when { grid-column: 3; gap: 0 8px; }
    & button { display: none; }
    & .pc-done, & .pc-pending { grid-column: 4; align-self: start; padding: 0; font-size: 1em; font-weight: 400; }
    & .pc-done svg { display: none; }
  }
`;

const Check = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" />
  </svg>
);

/** The .ics entry of a pending appointment: one hour long, the API sends no end. */
const calendarEntry = (item: ScheduleItem, event: CurrentEvent) => ({
  key: `agenda-${event.idEvento}-${item.dataAgenda}-${item.acao}`,
  start: item.dataAgenda ?? '',
  minutes: 60,
  summary: item.acao,
  location: item.local,
  description: `${event.descricao} (EVT ${event.idEvento})`,
});

function ScheduleCard({ item, event }: { item: ScheduleItem; event: CurrentEvent | null }) {
  const { toasts } = usePortal();
  return (
    <li className="pc-card" data-done={item.concluida ? '' : undefined}>
      <h2>{item.acao}</h2>
      {item.concluida ? (
        <span className="pc-done">
          <Check />
          Concluído
        </span>
      ) : (
        <span className="pc-print-only pc-pending">Pendente</span>
      )}
      {item.local && <p className="pc-place">{item.local}</p>}
      <p className="pc-when">
        <span>{formatDate(item.dataAgenda)}</span>
        <span>{formatTime(item.dataAgenda)}</span>
      </p>
      {!item.concluida && event && isAhead(item.dataAgenda) && (
        <CalendarButton entry={calendarEntry(item, event)} context={item.acao} variant="ghost" onError={toasts.error} />
      )}
    </li>
  );
}

/**
 * The event's appointments as cards; completed ones dimmed. It adds
 * 'Adicionar ao calendário' on each pending one and a printable statement.
 */
export default function ScheduleScreen() {
  const heading = useFocusHeading();
  const { currentEvt } = useSession();
  const schedule = useEventQuery('agenda', getSchedule);
  const statement = useRef<HTMLElement>(null);

  return (
    <Screen ref={statement} aria-labelledby="pc-schedule-title">
      <div className="pc-title-row">
        <h1 id="pc-schedule-title" ref={heading} tabIndex={-1}>
          Agenda
        </h1>
        {schedule.data && <PrintStatement title="Agenda do evento" event={currentEvt} statement={statement} />}
      </div>
      <DataState query={schedule} loading={<SkeletonBlock lines={4} label="Carregando a agenda" />} empty="Nenhum agendamento encontrado">
        {(data) => (
          <>
            <div className="pc-print-only pc-print-head" aria-hidden="true">
              <span>Compromisso</span>
              <span>Local</span>
              <span>Data e hora</span>
              <span>Situação</span>
            </div>
            <ul className="pc-cards">
              {data.map((item, index) => (
                <ScheduleCard key={`${index}-${item.acao}`} item={item} event={currentEvt} />
              ))}
            </ul>
          </>
        )}
      </DataState>
      {schedule.data && <SkippedNote count={skippedRows(schedule.data).count} />}
    </Screen>
  );
}
