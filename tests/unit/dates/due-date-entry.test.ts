import { describe, expect, it } from 'vitest';
import { dueDateEntry } from '../../../src/features/finance/due-date-entry';
import { calendarFile } from '../../../src/lib/dates/ics';
import { child, readCalendar, timeOf, valueOf } from '../../../test-kit/ics-reader';

// A charge's due date in the calendar: all day on that date, reminded the day before.

const NOW = new Date(Date.UTC(2026, 10, 21, 11, 5, 9));
const EVENT = { idEvento: 41587, descricao: 'Casamento Ana & Rafael' };

describe('dueDateEntry', () => {
  it('is an all-day entry on the due date, São Paulo calendar, with a reminder at 9 a.m. the day before', () => {
    const entry = dueDateEntry({ numCobranca: '81238', dataVencimento: '2026-11-28T00:00:00' }, 'R$ 12.300,00', EVENT)!;
    const { event } = readCalendar(calendarFile(entry, NOW));
    expect(timeOf(event, 'dtstart')).toMatchObject({ type: 'date', value: '2026-11-28' });
    expect(timeOf(event, 'dtend')).toMatchObject({ type: 'date', value: '2026-11-29' });
    expect(valueOf(event, 'summary')).toBe('Vencimento da COB 81238 · R$ 12.300,00');
    expect(valueOf(event, 'uid')).toBe('cobranca-41587-81238@portal-cliente');
    const alarm = child(event, 'valarm');
    expect(valueOf(alarm, 'action')).toBe('DISPLAY');
    // Midnight of the due date less 15 hours: 9:00 the day before.
    expect(valueOf(alarm, 'trigger')).toBe('-PT15H');
  });

  it('reads a date as the forms write it, and gives nothing for a date it cannot read', () => {
    expect(dueDateEntry({ numCobranca: 1, dataVencimento: '05/01/2027' }, 'R$ 1,00', EVENT)?.start).toBe('2027-01-05');
    expect(dueDateEntry({ numCobranca: 1, dataVencimento: 'amanhã' }, 'R$ 1,00', EVENT)).toBeNull();
    expect(dueDateEntry({ numCobranca: 1, dataVencimento: null }, 'R$ 1,00', EVENT)).toBeNull();
  });
});
