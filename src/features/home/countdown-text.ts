import { calendarDaysUntil } from '../../lib/dates/calendar-days';
import { daysUntil } from './days-until';
import { toDate } from '../../lib/dates/to-date';

/**
 * The days-to-event line of the home (whole days to dtInicio, never below 0).
 * Zero whole days left can mean today, tomorrow evening or an event already held, so those read
 * differently.
 */
export function countdownText(dtInicio: string | null | undefined, now: Date = new Date()): string | null {
  const start = toDate(dtInicio);
  if (!start) return null;
  const days = daysUntil(start, now);
  if (days > 1) return `Faltam ${days} dias para o seu evento`;
  if (days === 1) return 'Falta 1 dia para o seu evento';
  if (calendarDaysUntil(start, now) === 0) return 'É hoje! Tenha um ótimo evento.';
  return start > now ? 'É amanhã! Falta menos de 1 dia.' : 'Seu evento já aconteceu. Obrigado por celebrar conosco!';
}
