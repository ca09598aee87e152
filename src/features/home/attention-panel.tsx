import { getFinance, getSchedule } from '../../api/event-calls';
import type { Charge, ScheduleItem } from '../../api/event-schemas';
import type { CurrentEvent } from '../../api/schemas';
import { attentionOf } from './attention';
import { daysUntil } from './days-until';
import { dayCount, dueDateText } from '../../lib/due-date-text';
import { formatDate } from '../../lib/format-date';
import { formatMoney } from '../../lib/format-money';
import { formatTime } from '../../lib/format-time';
import { toDate } from '../../lib/to-date';
import { useEventQuery } from '../../runtime/use-event-query';
import { styled } from '../../styles/sheet';
import { narrow, theme } from '../../styles/theme';
import { ButtonLink } from '../../ui/button';

const Panel = styled('section')`
  display: grid;
  gap: 12px;
  padding: 20px 24px;
  border-left: 4px solid ${theme.warning};
  border-radius: ${theme.radius};
  background: ${theme.surface};
  box-shadow: ${theme.shadow};
  & h2 { font-size: 1.125em; }
  & ul { display: grid; gap: 10px; list-style: none; }
  & li { display: grid; grid-template-columns: 200px 1fr; gap: 2px 16px; }
  & li > b { color: ${theme.muted}; }
  & li[data-late] > b, & li[data-late] strong { color: ${theme.danger}; }
  & div { display: flex; flex-wrap: wrap; gap: 8px 12px; }
  ${narrow} {
    padding: 16px 20px;
    & li { grid-template-columns: 1fr; }
  }
`;

/** "COB 81237 · R$ 12.300,00 · vencida há 11 dias (10/11/2026)" */
function ChargeLine({ charge, days }: { charge: Charge; days: number }) {
  return (
    <span>
      COB {charge.numCobranca} · {formatMoney(charge.valorDocumento)} · <strong>{dueDateText(days)}</strong> ({formatDate(charge.dataVencimento)})
    </span>
  );
}

const inDays = (days: number) => (days === 0 ? 'hoje' : days === 1 ? 'amanhã' : `em ${dayCount(days)}`);

/** The days left to the event, as the countdown counts them (spec section 4); nothing once it has started. */
function eventDaysLeft(dtInicio: string | null | undefined): string | null {
  const start = toDate(dtInicio);
  if (!start || start < new Date()) return null;
  const days = daysUntil(start);
  return days === 0 ? 'falta menos de 1 dia' : days === 1 ? 'falta 1 dia' : `faltam ${days} dias`;
}

/**
 * Issue 8, 'Precisa da sua atenção': overdue charges, the next one due, the next pending
 * appointment and the days to the event, from the finance and schedule answers (the same cache
 * keys as their screens, so the API is called once for both). It stays away while those load,
 * when they fail (their screens tell why), and when all is in order: nothing overdue, and no
 * charge or appointment within 15 days (`SOON_DAYS`).
 */
export function AttentionPanel({ event }: { event: CurrentEvent }) {
  const finance = useEventQuery('financeiro', getFinance);
  const schedule = useEventQuery('agenda', getSchedule);
  const attention = attentionOf<Charge, ScheduleItem>(finance.data?.cobrancas ?? [], schedule.data ?? []);
  if (!attention) return null;
  const { overdue, nextDue, nextAppointment } = attention;
  const eventLeft = eventDaysLeft(event.dtInicio);
  return (
    <Panel aria-labelledby="pc-attention-title">
      <h2 id="pc-attention-title">Precisa da sua atenção</h2>
      <ul>
        {overdue.map((dated) => (
          <li key={String(dated.charge.numCobranca)} data-late="">
            <b>Cobrança vencida</b>
            <ChargeLine {...dated} />
          </li>
        ))}
        {nextDue && (
          <li>
            <b>Próximo vencimento</b>
            <ChargeLine {...nextDue} />
          </li>
        )}
        {nextAppointment && (
          <li>
            <b>Próximo compromisso</b>
            <span>
              {nextAppointment.item.acao} · {formatDate(nextAppointment.item.dataAgenda)} às {formatTime(nextAppointment.item.dataAgenda)} (
              <strong>{inDays(nextAppointment.days)}</strong>){nextAppointment.item.local && ` · ${nextAppointment.item.local}`}
            </span>
          </li>
        )}
        {eventLeft && (
          <li>
            <b>Seu evento</b>
            <span>
              {formatDate(event.dtInicio)} às {formatTime(event.dtInicio)} · <strong>{eventLeft}</strong>
            </span>
          </li>
        )}
      </ul>
      <div>
        {(overdue.length > 0 || nextDue) && (
          <ButtonLink href="/financeiro" data-variant="secondary">
            Ver financeiro
          </ButtonLink>
        )}
        {nextAppointment && (
          <ButtonLink href="/agenda" data-variant="secondary">
            Ver agenda
          </ButtonLink>
        )}
      </div>
    </Panel>
  );
}
