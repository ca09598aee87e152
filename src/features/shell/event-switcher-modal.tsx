import { getEvents } from '../../api/event-calls';
import { skippedRows } from '../../api/skipped-rows';
import { usePortal } from '../../runtime/portal-context';
import { useEventQuery } from '../../runtime/use-event-query';
import { useSession } from '../../runtime/use-session';
import { useSwitchEvent } from '../../runtime/use-switch-event';
import { styled } from '../../styles/sheet';
import { theme } from '../../styles/theme';
import { ButtonLink } from '../../ui/button';
import { CurrentBadge } from '../../ui/current-badge';
import { DataState } from '../../ui/data-state';
import { InlineAlert } from '../../ui/inline-alert';
import { Modal } from '../../ui/modal';
import { Skeleton } from '../../ui/skeleton';
import { SkippedNote } from '../../ui/skipped-note';

/** The switcher lists at most the first 4 events. */
const MAX_EVENTS = 4;

const Body = styled('div')`
  display: grid;
  gap: 16px;
  & ul, & .pc-placeholders { display: grid; gap: 8px; list-style: none; }
  & .pc-event {
    display: grid;
    gap: 2px;
    width: 100%;
    min-height: 64px;
    padding: 12px 16px;
    border: 1px solid ${theme.border};
    border-radius: 10px;
    background: ${theme.surface};
    text-align: left;
  }
  & .pc-event:hover:not(:disabled) { border-color: ${theme.primary}; background: ${theme.primarySoft}; }
  & .pc-event:disabled { cursor: progress; opacity: 0.7; }
  & .pc-event[aria-current='true'] { border: 2px solid ${theme.primary}; }
  & .pc-event strong { font-size: 1em; }
  & .pc-event span { color: ${theme.muted}; font-size: 0.9375em; }
  & .pc-event .pc-badge { justify-self: start; margin-top: 4px; }
  & .pc-placeholder { display: grid; gap: 8px; padding: 12px 16px; border: 1px solid ${theme.border}; border-radius: 10px; }
  & .pc-all { justify-self: end; }
  & .pc-note { color: ${theme.muted}; }
`;

function Placeholders() {
  return (
    <div role="status" aria-busy="true" className="pc-placeholders">
      <span className="pc-visually-hidden">Carregando eventos…</span>
      {Array.from({ length: MAX_EVENTS }, (_, i) => (
        <div key={i} className="pc-placeholder" aria-hidden="true">
          <Skeleton style={{ width: '70%' }} />
          <Skeleton style={{ width: '45%', height: '1em' }} />
        </div>
      ))}
    </div>
  );
}

/**
 * The first 4 events (description and title) and 'TODOS' to
 * /eventos. While switching, the chosen item is disabled and reads 'Enviando'; on success the
 * portal re-renders for the new event (which closes this modal); on error the item is re-enabled.
 */
export function EventSwitcherModal({ onClose }: { onClose: () => void }) {
  const { navigation } = usePortal();
  const { currentEvt } = useSession();
  const events = useEventQuery('eventos', getEvents);
  const { switching, failure, switchTo } = useSwitchEvent();

  const choose = async (idEvento: number | string) => {
    if (String(idEvento) === String(currentEvt?.idEvento)) return onClose();
    // The portal re-renders for the new event: its screen's heading takes the focus.
    navigation.markRouteChange();
    if (await switchTo(idEvento)) onClose();
  };

  const content = (
    <DataState query={events} loading={<Placeholders />} empty="Nenhum evento encontrado.">
      {(data) => (
        <ul>
          {data.slice(0, MAX_EVENTS).map((event) => {
            const current = String(event.idEvento) === String(currentEvt?.idEvento);
            const sending = switching !== null && String(switching) === String(event.idEvento);
            return (
              <li key={String(event.idEvento)}>
                <button
                  type="button"
                  className="pc-event"
                  aria-current={current ? 'true' : undefined}
                  // A kept list is only shown: no event is switched to from it (docs/resilience.md, "Offline").
                  disabled={sending || (events.keptAt !== undefined && !current)}
                  onClick={() => void choose(event.idEvento)}
                >
                  <strong>{sending ? 'Enviando' : event.descricao}</strong>
                  {event.titulo && <span>{event.titulo}</span>}
                  {current && <CurrentBadge className="pc-badge" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </DataState>
  );

  return (
    <Modal title="Trocar evento" onClose={onClose}>
      <Body>
        {failure && <InlineAlert>{failure}</InlineAlert>}
        {content}
        {events.data && <SkippedNote count={skippedRows(events.data).count} />}
        <ButtonLink href="/eventos" className="pc-all" data-variant="secondary" onClick={onClose}>
          TODOS
        </ButtonLink>
      </Body>
    </Modal>
  );
}
