// @engines chromium: the .ics is made by the portal; Firefox in WebDriver BiDi mode reports no downloads
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WEDDING_DAYS_AHEAD } from '../../reference-api/seed.mjs';
import { DESKTOP, PHONE } from '../../test-kit/browser';
import { calendarDay } from '../../test-kit/calendar-day';
import { downloadBytes } from '../../test-kit/download-bytes';
import { child, readCalendar, timeOf, valueOf, type Component } from '../../test-kit/ics-reader';
import { seedOf } from '../../test-kit/seed-of';
import { useE2e } from '../../test-kit/use-e2e';
import { beyondShot } from '../../test-kit/beyond-support';
import { go, portalOf, signedIn } from '../../test-kit/screens-support';

/*
 * The .ics file is made in the browser and
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
  return { name: file.suggestedFilename(), ...readCalendar(text), calls };
}

/** A São Paulo wall-clock time as the calendar reads it. */
const inSaoPaulo = (day: string, time: string) => ({ type: 'date-time', tzid: 'America/Sao_Paulo', value: `${day}T${time}` });

/** The event's fields as a calendar application reads them. */
function fields(event: Component) {
  return {
    summary: valueOf(event, 'summary'),
    location: valueOf(event, 'location'),
    description: valueOf(event, 'description'),
    start: timeOf(event, 'dtstart'),
    end: timeOf(event, 'dtend'),
  };
}

describe('home: the event in a calendar', () => {
  it('downloads the event as an .ics file in São Paulo time, five hours long, without calling the API', async () => {
    const wedding = calendarDay((await seedOf(e2e.apiUrl)).today, WEDDING_DAYS_AHEAD);
    const { page, errors } = await signedIn(e2e, DESKTOP);
    const before = Date.now();
    const { name, calendar, event, calls } = await download(page, 'Adicionar ao calendário');
    expect(name).toBe('Casamento Ana & Rafael.ics');
    expect(
      calls.map((call) => call.url()),
      'no API call',
    ).toEqual([]);
    expect(valueOf(calendar, 'method')).toBe('PUBLISH');
    expect(valueOf(child(calendar, 'vtimezone'), 'tzid')).toBe('America/Sao_Paulo');
    expect(valueOf(event, 'uid')).toBe('evento-41587@portal-cliente');
    expect(fields(event)).toEqual({
      summary: 'Casamento Ana & Rafael',
      location: 'Espaço Villa Jardim',
      description: 'Recepção no Espaço Villa Jardim\nEVT 41587',
      start: inSaoPaulo(wedding, '19:30:00'),
      end: inSaoPaulo(calendarDay(wedding, 1), '00:30:00'),
    });
    const stamp = timeOf(event, 'dtstamp');
    expect(stamp.value, 'DTSTAMP in UTC').toMatch(/Z$/);
    const stamped = Date.parse(stamp.value);
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
    const buttons = await portal
      .getByRole('button', { name: /^Adicionar ao calendário/ })
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));
    expect(buttons).toEqual([
      'Adicionar ao calendário: Prova do bolo',
      'Adicionar ao calendário: Visita técnica com a assessoria',
      'Adicionar ao calendário: Reunião final de alinhamento',
    ]);
    await beyondShot(page, 'agenda-calendario');

    const { name, event, calls } = await download(page, 'Adicionar ao calendário: Prova do bolo');
    expect(name).toBe('Prova do bolo.ics');
    expect(calls).toEqual([]);
    const seeded = (await seedOf(e2e.apiUrl)).events
      .find((e) => e.idEvento === 41587)!
      .agenda.find((item) => item.acao === 'Prova do bolo')!;
    const [day, time] = seeded.dataAgenda.split('T') as [string, string];
    expect(time).toBe('14:00:00');
    expect(valueOf(event, 'uid')).toBe(`agenda-41587-${day}t14-00-00-prova-do-bolo@portal-cliente`);
    expect(fields(event)).toEqual({
      summary: 'Prova do bolo',
      location: 'Confeitaria do Espaço Villa Jardim',
      description: 'Casamento Ana & Rafael (EVT 41587)',
      start: inSaoPaulo(day, '14:00:00'),
      end: inSaoPaulo(day, '15:00:00'),
    });
    const second = await download(page, 'Adicionar ao calendário: Reunião final de alinhamento');
    expect(second.name).toBe('Reunião final de alinhamento.ics');
    expect(valueOf(second.event, 'location')).toBe('Online (Google Meet)');
    expect(errors).toEqual([]);
  });
});
