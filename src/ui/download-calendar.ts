import { calendarFile, type CalendarEntry } from '../lib/dates/ics';

/**
 * How long the file's object URL lives after the click. Some browsers read a download's blob only
 * after the click returns; FileSaver.js waits 40 s for the same reason.
 */
const REVOKE_AFTER_MS = 40_000;

/** A file name any system accepts, from the entry's title. */
const fileName = (summary: string) => `${summary.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ').trim() || 'evento'}.ics`;

/**
 * Downloads an entry as an .ics file made in the browser (Blob, object URL, `<a download>`). The
 * link is clicked inside `root` (the portal's shadow root), never in the host's document.
 */
export function downloadCalendar(entry: CalendarEntry, root: ShadowRoot | HTMLElement) {
  const url = URL.createObjectURL(new Blob([calendarFile(entry)], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(entry.summary);
  link.hidden = true;
  root.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
