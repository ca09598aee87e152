import ICAL from 'ical.js';
import { expect } from 'vitest';

/*
 * Reads an .ics file as a calendar application does, with ical.js (Mozilla's RFC 5545 parser),
 * independently of the generator (src/lib/dates/ics.ts). ical.js forgives bare line feeds, which some
 * calendar applications do not: the framing is checked first.
 */

export type Component = ICAL.Component;

/** The file's VCALENDAR and its one VEVENT; its VTIMEZONEs are registered, so times resolve to instants by them. */
export function readCalendar(text: string): { calendar: Component; event: Component } {
  expect(text.endsWith('\r\n'), 'the file ends with CRLF').toBe(true);
  expect(text.replace(/\r\n/g, ''), 'no bare CR or LF').not.toMatch(/[\r\n]/);
  const parsed = ICAL.parse(text);
  expect(typeof parsed[0], 'one VCALENDAR').toBe('string');
  const calendar = new ICAL.Component(parsed as unknown[]);
  expect(calendar.name).toBe('vcalendar');
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent');
  expect(events, 'one VEVENT').toHaveLength(1);
  return { calendar, event: events[0]! };
}

/** The component's one property `name` (lowercase), failing when there is none or more. */
export function only(component: Component, name: string): ICAL.Property {
  const found = component.getAllProperties(name);
  expect(found, `${component.name} has one ${name}`).toHaveLength(1);
  return found[0]!;
}

/** The component's one value of `name`, as text (dates as ical.js writes them: '2027-05-15T19:30:00'). */
export const valueOf = (component: Component, name: string) => String(only(component, name).getFirstValue());

/** A date or date-time property: its type ('date' or 'date-time'), zone and value. */
export function timeOf(component: Component, name: string) {
  const property = only(component, name);
  return { type: property.type, tzid: property.getParameter('tzid') ?? null, value: String(property.getFirstValue()) };
}

/** The UTC instant of a date-time property, by the zone the file gave it. */
export const instantOf = (component: Component, name: string) =>
  (only(component, name).getFirstValue() as ICAL.Time).toJSDate().toISOString();

/** The component's one subcomponent `name` (lowercase). */
export function child(component: Component, name: string): Component {
  const found = component.getAllSubcomponents(name);
  expect(found, `${component.name} has one ${name}`).toHaveLength(1);
  return found[0]!;
}
