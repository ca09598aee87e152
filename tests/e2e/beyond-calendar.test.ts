// @engines chromium: the .ics is made by the portal; Firefox in WebDriver BiDi mode reports no downloads
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WEDDING_DAYS_AHEAD } from '../../demo/server/seed.mjs';
import { DESKTOP, PHONE } from '../support/browser';
import { calendarDay } from '../support/calendar-day';
import { downloadBytes } from '../support/download-bytes';
import { child, only, parseCalendar, unescapeText, type Component } from '../support/ics-reader';
import { seedOf } from '../support/seed-of';
import { useE2e } from '../support/use-e2e';
import { beyondShot } from './beyond-support';
import { go, portalOf, signedIn } from './screens-support';

/*
 * Issue 8, 'Adicionar ao calendário': the .ics file is made in the browser and
 * downloaded (no API call); the test reads the downloaded file and parses it back.
 */

const e2e = useE2e({ pages: 'warm' });

/** Clicks the button and returns the downloaded file's name, parsed event and the API calls made meanwhile. */
async function download(page: Page, name: string) {
  const calls: Request[] = [];
  const onRequest = (request: Request) => request.url().startsWith(e2e.apiUrl) && calls.push(request);
  page.on('request', onRequest);
  const [file] = await Promise.all([page.waitForEvent('download'), portalOf(page).getByRole('button', { name, exact: true }).click()]);
  const text = (await downloadBytes(file)).toString('utf8');
  page.off('request', onRequest);
  const calendar = parseCalendar(text);
  return { name: file.suggestedFilename(), calendar, event: child(calendar, 'VEVENT'), calls };
}

/** '20270515T193000' from '2027-05-15' and '19:30:00': an .ics local date-time. */
const icsTime = (day: string, time: string) => `${day.replace(/-/g, '')}T${time.replace(/:/g, '')}`;

/** The event's fields as a calendar application reads them. */
function fields(event: Component) {
  return {
    summary: unescapeText(only(event, 'SUMMARY').value),
    location: unescapeText(only(event, 'LOCATION').value),
    description: unescapeText(only(event, 'DESCRIPTION').value),
    start: only(event, 'DTSTART'),
    end: only(event, 'DTEND'),
  };
}

describe('home: the event in a calendar', () => {
  it('downloads the event as an .ics file in São Paulo time, five hours long, without calling the API', async () => {
    const wedding = calendarDay((await seedOf(e2e.apiUrl)).today, WEDDING_DAYS_AHEAD);
    const { page, errors } = await signedIn(e2e, DESKTOP);
    const before = Date.now();
    const { name, calendar, event, calls } = await download(page, 'Adicionar ao calendário');
    expect(name).toBe('Casamento Ana & Rafael.ics');
    expect(calls.map((call) => call.url()), 'no API call').toEqual([]);
    expect(only(calendar, 'METHOD').value).toBe('PUBLISH');
    expect(only(child(calendar, 'VTIMEZONE'), 'TZID').value).toBe('America/Sao_Paulo');
    expect(only(event, 'UID').value).toBe('evento-41587@portal-cliente');
    expect(fields(event)).toEqual({
      summary: 'Casamento Ana & Rafael',
      location: 'Espaço Villa Jardim',
      description: 'Recepção no Espaço Villa Jardim\nEVT 41587',
      start: { name: 'DTSTART', params: { TZID: 'America/Sao_Paulo' }, value: icsTime(wedding, '19:30:00') },
      end: { name: 'DTEND', params: { TZID: 'America/Sao_Paulo' }, value: icsTime(calendarDay(wedding, 1), '00:30:00') },
    });
    const stamp = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(only(event, 'DTSTAMP').value)!.slice(1).map(Number);
    const stamped = Date.UTC(stamp[0]!, stamp[1]! - 1, stamp[2]!, stamp[3]!, stamp[4]!, stamp[5]!);
    expect(Math.abs(stamped - before), 'DTSTAMP is the moment of the download, in UTC').toBeLessThan(60_000);
    // The temporary link left the shadow root.
    expect(await portalOf(page).locator('a[download]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('/agenda: the pending appointments in a calendar', () => {
  it('offers the download on each pending appointment only, and downloads one an hour long', async () => {
    const { page, errors } = await signedIn(e2e, PHONE);
    const portal = portalOf(page);
    await go(page, '/agenda');
    await portal.getByRole('heading', { name: 'Prova do bolo' }).waitFor();
    const buttons = await portal.getByRole('button', { name: /^Adicionar ao calendário/ }).evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
    expect(buttons).toEqual([
      'Adicionar ao calendário: Prova do bolo',
      'Adicionar ao calendário: Visita técnica com a assessoria',
      'Adicionar ao calendário: Reunião final de alinhamento',
    ]);
    await beyondShot(page, 'agenda-calendario');

    const { name, event, calls } = await download(page, 'Adicionar ao calendário: Prova do bolo');
    expect(name).toBe('Prova do bolo.ics');
    expect(calls).toEqual([]);
    const seeded = (await seedOf(e2e.apiUrl)).events.find((e) => e.idEvento === 41587)!.agenda.find((item) => item.acao === 'Prova do bolo')!;
    const [day, time] = seeded.dataAgenda.split('T') as [string, string];
    expect(time).toBe('14:00:00');
    expect(only(event, 'UID').value).toBe(`agenda-41587-${day}t14-00-00-prova-do-bolo@portal-cliente`);
    expect(fields(event)).toEqual({
      summary: 'Prova do bolo',
      location: 'Confeitaria do Espaço Villa Jardim',
      description: 'Casamento Ana & Rafael (EVT 41587)',
      start: { name: 'DTSTART', params: { TZID: 'America/Sao_Paulo' }, value: icsTime(day, '14:00:00') },
      end: { name: 'DTEND', params: { TZID: 'America/Sao_Paulo' }, value: icsTime(day, '15:00:00') },
    });
    const second = await download(page, 'Adicionar ao calendário: Reunião final de alinhamento');
    expect(second.name).toBe('Reunião final de alinhamento.ics');
    expect(unescapeText(only(second.event, 'LOCATION').value)).toBe('Online (Google Meet)');
    expect(errors).toEqual([]);
  });
});
