import { expect } from 'vitest';

/*
 * A small RFC 5545 reader for the tests of the .ics files (unit and e2e), written independently of
 * the generator (src/lib/ics.ts): unfold, split into content lines, read parameters, unescape TEXT.
 * It asserts the framing as it reads: CRLF line ends only, every BEGIN closed by its END.
 */


export interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

export interface Component {
  name: string;
  properties: Property[];
  components: Component[];
}

/** RFC 5545 3.1: CRLF line ends only; a CRLF followed by one space or tab continues the line. */
export function unfold(text: string): string[] {
  expect(text.endsWith('\r\n'), 'the file ends with CRLF').toBe(true);
  expect(text.replace(/\r\n/g, ''), 'no bare CR or LF').not.toMatch(/[\r\n]/);
  return text.replace(/\r\n[ \t]/g, '').split('\r\n').slice(0, -1);
}

/** RFC 5545 3.1: name *(";" param) ":" value, parameter values possibly quoted. */
function contentLine(line: string): Property {
  const name = /^[A-Za-z0-9-]+/.exec(line)?.[0];
  if (!name) throw new Error(`not a content line: ${line}`);
  let rest = line.slice(name.length);
  const params: Record<string, string> = {};
  while (rest.startsWith(';')) {
    const param = /^;([A-Za-z0-9-]+)=("[^"]*"|[^";:]*)/.exec(rest);
    if (!param) throw new Error(`bad parameter in: ${line}`);
    params[param[1]!.toUpperCase()] = param[2]!.replace(/^"|"$/g, '');
    rest = rest.slice(param[0].length);
  }
  if (!rest.startsWith(':')) throw new Error(`no value in: ${line}`);
  return { name: name.toUpperCase(), params, value: rest.slice(1) };
}

export function parseCalendar(text: string): Component {
  const stack: Component[] = [{ name: 'ROOT', properties: [], components: [] }];
  for (const line of unfold(text)) {
    const property = contentLine(line);
    const current = stack[stack.length - 1]!;
    if (property.name === 'BEGIN') {
      const component = { name: property.value, properties: [], components: [] };
      current.components.push(component);
      stack.push(component);
    } else if (property.name === 'END') {
      expect(property.value, 'END closes the open component').toBe(current.name);
      stack.pop();
    } else {
      current.properties.push(property);
    }
  }
  expect(stack, 'every BEGIN has its END').toHaveLength(1);
  expect(stack[0]!.components, 'one VCALENDAR').toHaveLength(1);
  return stack[0]!.components[0]!;
}

/** RFC 5545 3.3.11: \\ \; \, and \n (or \N). */
export const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, char: string) => (char.toLowerCase() === 'n' ? '\n' : char));

export const only = (component: Component, name: string) => {
  const found = component.properties.filter((property) => property.name === name);
  expect(found, `${component.name} has one ${name}`).toHaveLength(1);
  return found[0]!;
};
export const child = (component: Component, name: string) => {
  const found = component.components.filter((one) => one.name === name);
  expect(found, `${component.name} has one ${name}`).toHaveLength(1);
  return found[0]!;
};

/** The UTC instant of a DATE-TIME with TZID, using the offset of the file's own VTIMEZONE. */
export function instantOf(calendar: Component, property: Property): number {
  const zone = calendar.components.find((one) => one.name === 'VTIMEZONE' && only(one, 'TZID').value === property.params.TZID);
  if (!zone) throw new Error(`no VTIMEZONE for ${property.params.TZID}`);
  const offset = only(child(zone, 'STANDARD'), 'TZOFFSETTO').value;
  const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(property.value)!.map(Number);
  const minutes = (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(3, 5)));
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - minutes * 60_000;
}

