/** "1 dia", "2 dias". */
export const dayCount = (days: number) => (days === 1 ? '1 dia' : `${days} dias`);

/**
 * How far an open charge is from its due date, in calendar days:
 * 'vence hoje', 'vence em 1 dia', 'vence em 5 dias', 'vencida há 1 dia', 'vencida há 12 dias'.
 *
 * @param days - Calendar days from today to the due date (see `calendarDaysUntil`): negative once due.
 */
export function dueDateText(days: number): string {
  if (days === 0) return 'vence hoje';
  return days > 0 ? `vence em ${dayCount(days)}` : `vencida há ${dayCount(-days)}`;
}
