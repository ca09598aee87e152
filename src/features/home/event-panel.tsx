import type { Ref } from 'react';
import type { CurrentEvent } from '../../api/event-schemas';
import { firstName } from './first-name';
import { formatDate } from '../../lib/dates/format-date';
import { formatName } from '../../lib/text/format-name';
import { formatTime } from '../../lib/dates/format-time';
import { isAhead } from '../../lib/dates/is-ahead';
import { usePortal } from '../../runtime/portal-context';
import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';
import { Button } from '../../ui/button';
import { CalendarButton } from '../../ui/calendar-button';
import { countdownText } from './countdown-text';

const Panel = styled('section')`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 20px 32px;
  padding: 28px 32px;
  border-radius: ${theme.radius};
  background: linear-gradient(135deg, ${theme.primary}, ${theme.primaryDark});
  color: ${theme.onPrimary};
  box-shadow: ${theme.shadow};
  & h1 { font-size: 2em; font-weight: 700; }
  & .pc-countdown { margin-top: 4px; font-size: 1.125em; font-weight: 600; }
  & .pc-event { margin-top: 20px; }
  & .pc-event[data-alone] { margin-top: 0; }
  & .pc-event-name { font-size: 1.375em; font-weight: 700; }
  & .pc-event, & dd { min-width: 0; overflow-wrap: anywhere; }
  & .pc-event-title { opacity: 0.92; }
  & dl { display: flex; flex-wrap: wrap; gap: 12px 32px; margin-top: 16px; }
  & dt { font-size: 0.75em; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; opacity: 0.85; }
  & dd { font-size: 1.0625em; font-weight: 600; }
  & .pc-actions { display: flex; flex-direction: column; gap: 12px; align-self: start; }
  & .pc-actions button { background: ${theme.surface}; border-color: ${theme.surface}; color: ${theme.primary}; }
  & .pc-actions button:hover:not(:disabled) { background: ${theme.primarySoft}; border-color: ${theme.primarySoft}; }
  & :focus-visible { outline-color: #fff; }
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
    padding: 20px;
    & h1 { font-size: 1.5em; }
    & .pc-event-name { font-size: 1.1875em; }
    & dl { gap: 12px 24px; }
    & .pc-actions { flex-direction: row; flex-wrap: wrap; }
    & .pc-actions button { flex: 1 1 160px; }
  }
`;

interface Props {
  userName: string;
  event: CurrentEvent;
  /** The screen's heading; without it (a phone, where the greeting leads apart) the panel shows the event alone. */
  heading?: Ref<HTMLHeadingElement>;
}

/** The event's .ics entry: five hours from dtInicio, as the API sends no end. */
const calendarEntry = (event: CurrentEvent) => ({
  key: `evento-${event.idEvento}`,
  start: event.dtInicio ?? '',
  minutes: 300,
  summary: event.descricao,
  location: event.casa,
  description: [event.titulo, `EVT ${event.idEvento}`].filter(Boolean).join('\n'),
});

/**
 * The greeting, the days to the event, the event's facts and two controls;
 * it also offers 'Adicionar ao calendário'.
 */
export function EventPanel({ userName, event, heading }: Props) {
  const { shell, toasts } = usePortal();
  const countdown = countdownText(event.dtInicio);
  return (
    <Panel aria-labelledby={heading ? 'pc-home-title' : 'pc-event-name'} part="panel">
      <div>
        {heading && (
          <>
            <h1 id="pc-home-title" ref={heading} tabIndex={-1}>
              Olá, {firstName(formatName(userName))}!
            </h1>
            {countdown && <p className="pc-countdown">{countdown}</p>}
          </>
        )}
        <div className="pc-event" data-alone={heading ? undefined : ''}>
          <p className="pc-event-name" id="pc-event-name">
            {event.descricao}
          </p>
          {event.titulo && <p className="pc-event-title">{event.titulo}</p>}
        </div>
        <dl>
          <div>
            <dt>Data</dt>
            <dd>{formatDate(event.dataEvento ?? event.dtInicio)}</dd>
          </div>
          <div>
            <dt>Início</dt>
            <dd>{formatTime(event.dtInicio)}</dd>
          </div>
          <div>
            <dt>Local</dt>
            <dd>{event.casa || '—'}</dd>
          </div>
          <div>
            <dt>PAX</dt>
            <dd>{event.pax == null ? '—' : event.pax.toLocaleString('pt-BR')}</dd>
          </div>
          <div>
            <dt>EVT</dt>
            <dd>{event.idEvento}</dd>
          </div>
        </dl>
      </div>
      <div className="pc-actions">
        <Button type="button" onClick={shell.openEventSwitcher}>
          Trocar de evento
        </Button>
        <Button type="button" onClick={shell.openContacts} data-action="contacts-open">
          Falar com a equipe
        </Button>
        {/* No calendar entry for an event that has already happened. */}
        {isAhead(event.dtInicio) && <CalendarButton entry={calendarEntry(event)} onError={toasts.error} />}
      </div>
    </Panel>
  );
}
