import { describe, expect, it } from 'vitest';
import { sp } from '../../../test-kit/sao-paulo-clock';
import { countdownText } from '../../../src/features/home/countdown-text';

const now = sp(2026, 10, 21, 20, 0); // 21/11/2026 20h00 in São Paulo (23h00 UTC; already the 22nd in Lisbon and Tokyo)

describe('countdownText, the days-to-event line of the home', () => {
  it('counts whole days, in the plural', () => {
    expect(countdownText('2027-05-15T19:30:00', now)).toBe('Faltam 174 dias para o seu evento');
  });

  it('says "Falta 1 dia" in the singular', () => {
    expect(countdownText('2026-11-23T09:00:00', now)).toBe('Falta 1 dia para o seu evento');
  });

  it('says it is tomorrow when less than a whole day is left but the date is the next day', () => {
    expect(countdownText('2026-11-22T19:30:00', now)).toBe('É amanhã! Falta menos de 1 dia.');
  });

  it('says it is today on the day of the event, before and after it starts', () => {
    expect(countdownText('2026-11-21T22:00:00', now)).toBe('É hoje! Tenha um ótimo evento.');
    expect(countdownText('2026-11-21T13:00:00', now)).toBe('É hoje! Tenha um ótimo evento.');
  });

  it('never counts below 0: a past event has already happened', () => {
    expect(countdownText('2025-06-14T13:00:00', now)).toBe('Seu evento já aconteceu. Obrigado por celebrar conosco!');
  });

  it('has no line without a valid start', () => {
    expect(countdownText(null, now)).toBeNull();
    expect(countdownText('não é data', now)).toBeNull();
  });
});
