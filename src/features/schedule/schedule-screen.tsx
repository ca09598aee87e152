import { getSchedule } from '../../api/endpoints';
import type { ScheduleItem } from '../../api/schemas';
import { formatDate } from '../../lib/format-date';
import { formatTime } from '../../lib/format-time';
import { useEventData } from '../../portal/use-event-data';
import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';
import { ErrorState } from '../../ui/error-state';
import { SkeletonBlock } from '../../ui/skeleton';
import { useFocusHeading } from '../../ui/use-focus-heading';

const Screen = styled('section')`
  display: grid;
  gap: 20px;
  & h1 { font-size: 1.75em; }
  & .pc-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(280px, 1fr)); gap: 16px; list-style: none; }
  & .pc-card {
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
  /* Spec section 2: completed items are dimmed; by a quieter surface and colour rather than
     opacity, so the text keeps its contrast, and with the word 'Concluído' (never colour alone). */
  & .pc-card[data-done] { border-color: ${theme.border}; border-left-color: ${theme.border}; background: ${theme.background}; box-shadow: none; color: ${theme.muted}; }
  & .pc-card[data-done] h2 { font-weight: 600; }
  & .pc-done { justify-self: start; display: inline-flex; align-items: center; gap: 6px; padding: 2px 10px; border-radius: 999px; background: ${theme.successSoft}; color: ${theme.success}; font-size: 0.875em; font-weight: 600; }
  & .pc-empty { padding: 24px; border-radius: ${theme.radius}; background: ${theme.surface}; color: ${theme.muted}; }
  ${narrow} {
    & .pc-cards { grid-template-columns: 1fr; gap: 12px; }
    & .pc-card { padding: 16px; }
  }
`;

const Check = () => (
  <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M4 12.5l5 5L20 6.5" fill="none" stroke="currentColor" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" />
  </svg>
);

function ScheduleCard({ item }: { item: ScheduleItem }) {
  return (
    <li className="pc-card" data-done={item.concluida ? '' : undefined}>
      <h2>{item.acao}</h2>
      {item.concluida && (
        <span className="pc-done">
          <Check />
          Concluído
        </span>
      )}
      {item.local && <p className="pc-place">{item.local}</p>}
      <p className="pc-when">
        <span>{formatDate(item.dataAgenda)}</span>
        <span>{formatTime(item.dataAgenda)}</span>
      </p>
    </li>
  );
}

/** Spec section 2, /agenda: the event's appointments as cards; completed ones dimmed. */
export default function ScheduleScreen() {
  const heading = useFocusHeading();
  const { data, error, isValidating, mutate } = useEventData('agenda', getSchedule);

  return (
    <Screen aria-labelledby="pc-schedule-title">
      <h1 id="pc-schedule-title" ref={heading} tabIndex={-1}>
        Agenda
      </h1>
      {error && !isValidating ? (
        <ErrorState error={error} onRetry={() => void mutate()} />
      ) : !data ? (
        <SkeletonBlock lines={4} label="Carregando a agenda" />
      ) : data.length === 0 ? (
        <p className="pc-empty">Nenhum agendamento encontrado</p>
      ) : (
        <ul className="pc-cards">
          {data.map((item, index) => (
            <ScheduleCard key={`${index}-${item.acao}`} item={item} />
          ))}
        </ul>
      )}
    </Screen>
  );
}
