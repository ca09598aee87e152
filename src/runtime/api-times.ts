import { useEffect } from 'react';
import { DATE_FIELDS } from '../api/answer-fields';
import { noteSkippedRows, skippedRows } from '../api/skipped-rows';
import { wallClock } from '../lib/dates/wall-clock';
import { usePortal } from './portal-context';
import type { Settings } from './settings';

/** Each answer as read with `api-times="sao-paulo"`, kept beside it: a screen re-rendering gets the same objects. */
const read = new WeakMap<object, unknown>();

/**
 * An answer (as its schema read it) with every date field (`DATE_FIELDS`, src/api/answer-fields.ts)
 * read as São Paulo's wall clock (src/lib/dates/wall-clock.ts), at any depth: the charges of a finance
 * answer, the rows of a list. A copy, so the cached and kept answers stay as the API sent them and
 * the setting can be taken back; a list keeps the note of the rows its reader left out.
 */
export function wallClockAnswer<T>(answer: T): T {
  if (typeof answer !== 'object' || answer === null) return answer;
  let done = read.get(answer);
  if (!done) {
    if (Array.isArray(answer)) {
      done = answer.map(wallClockAnswer);
      noteSkippedRows(done as unknown[], skippedRows(answer));
    } else
      done = Object.fromEntries(
        Object.entries(answer).map(([name, value]) => [
          name,
          typeof value === 'string' && Object.hasOwn(DATE_FIELDS, name) ? wallClock(value) : wallClockAnswer(value),
        ]),
      );
    read.set(answer, done);
  }
  return done as T;
}

/** The one reading of the API's times a host can name besides the default, in any case. */
const SAO_PAULO_WALL_CLOCK = /^sao-paulo$/i;

/** Whether the host's `api-times` says the API's times are São Paulo wall-clock times. */
export const readsWallClock = (settings: Settings): boolean => SAO_PAULO_WALL_CLOCK.test(settings.apiTimes ?? '');

/**
 * What the screens that show times read their answers through: the host's `api-times` applied
 * (docs/resilience.md, "Date fields by their kind"). Used where the data reaches them, by
 * `useEventQuery` and for the current event on the home, so every date and time, countdown, due day
 * and .ics follows it. Read here, with the signed-in screens, and not with the other settings: the
 * sign-in's code carries none of it.
 */
export const apiTimes = <T>(settings: Settings, answer: T): T => (readsWallClock(settings) ? wallClockAnswer(answer) : answer);

/**
 * An `api-times` the portal cannot use is ignored, and the host hears of it as of any other
 * attribute (element/portal-root.tsx): a console warning and a `config` error, once the signed-in
 * area opens (where the setting is read).
 */
export function useApiTimesCheck(): void {
  const { settings, reportError } = usePortal();
  const ignored = Boolean(settings.apiTimes) && !readsWallClock(settings);
  useEffect(() => {
    if (!ignored) return;
    const message = 'api-times ignored, default used';
    console.warn('[portal-cliente]', message);
    reportError({ kind: 'config', message, recovered: true });
  }, [ignored, reportError]);
}
