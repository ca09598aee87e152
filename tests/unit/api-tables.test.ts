import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiTables, detailNames, PAGES, readTables, withTables } from '../../build-steps/api-tables.mjs';

/*
 * The public API's tables in README.md, docs/host-api.md and docs/theming.md are written from
 * custom-elements.json, and the API contract's in docs/api-contract.md from contract/openapi.yaml, by
 * build-steps/api-tables.mjs (npm run build, or npm run api-tables). Here each page is written again in
 * memory from the committed sources and compared with the committed page, so a table edited by hand
 * fails as a stale one does.
 */
const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const tables = apiTables(manifest);
const declaration = manifest.modules[0].declarations[0];

const markersIn = (page: string) => [...page.matchAll(/<!-- api:([a-z-]+):start -->/g)].map((match) => match[1]);

describe('the API tables of the pages', () => {
  it.each(PAGES)(
    '%s holds the tables custom-elements.json and contract/openapi.yaml give (run npm run api-tables and commit it)',
    (path) => {
      const page = readFileSync(path, 'utf8');
      expect(page).toBe(withTables(page, readTables()));
    },
  );

  it('gives the README every table: attributes, properties, events, methods, theme variables, parts', () => {
    expect(markersIn(readFileSync('README.md', 'utf8'))).toEqual([
      'attributes',
      'properties',
      'events',
      'methods',
      'css-properties',
      'parts',
    ]);
  });

  it('gives docs/host-api.md the attributes, properties, events and methods, and docs/theming.md the variables and parts', () => {
    expect(markersIn(readFileSync('docs/host-api.md', 'utf8'))).toEqual(['attributes', 'properties', 'events', 'methods']);
    expect(markersIn(readFileSync('docs/theming.md', 'utf8'))).toEqual(['css-properties', 'parts']);
  });

  it("gives docs/api-contract.md the contract's calls, answer fields and field forms", () => {
    expect(markersIn(readFileSync('docs/api-contract.md', 'utf8'))).toEqual(['calls', 'answer-fields', 'field-forms']);
  });

  it('names every attribute, property, event, method, theme variable and part of the manifest in its table', () => {
    const names = (list: { name: string }[]) => list.map((one) => one.name);
    const expectations: Array<[string, string[]]> = [
      [
        'attributes',
        [...names(declaration.attributes), ...names(declaration.members.filter((one: { kind: string }) => one.kind === 'field'))],
      ],
      ['events', names(declaration.events)],
      ['methods', names(declaration.members.filter((one: { kind: string }) => one.kind === 'method'))],
      ['css-properties', names(declaration.cssProperties)],
      ['parts', names(declaration.cssParts)],
    ];
    for (const [table, expected] of expectations) {
      const all = table === 'attributes' ? `${tables.attributes}\n${tables.properties}` : tables[table];
      for (const name of expected) expect(all, `${table} names ${name}`).toContain(`\`${name}`);
    }
  });

  it("reads an event's detail as the names a host reads, optional ones marked", () => {
    expect(detailNames("CustomEvent<{ kind: 'api' | 'data'; endpoint?: string; message: string }>")).toBe('{ kind, endpoint?, message }');
    expect(detailNames('CustomEvent<Record<string, never>>')).toBe('{}');
  });

  it('escapes a | inside a cell, so a union type does not split the row', () => {
    const row = apiTables({
      modules: [
        {
          declarations: [
            {
              attributes: [],
              members: [{ kind: 'field', name: 'ready', readonly: true, type: { text: "'a' | 'b'" }, description: 'one | two' }],
              events: [],
              cssProperties: [],
              cssParts: [],
            },
          ],
        },
      ],
    }).properties.split('\n')[2];
    expect(row).toBe("| `ready` | `'a' \\| 'b'` | One \\| two |");
  });

  it('refuses a marker that names no table or is never closed, rather than leave a stale copy', () => {
    expect(() => withTables('<!-- api:atributes:start -->\nold\n<!-- api:atributes:end -->\n', tables)).toThrow(
      /unknown API table "atributes"/,
    );
    expect(() => withTables('<!-- api:events:start -->\nold\n', tables)).toThrow(/has no <!-- api:events:end -->/);
  });
});
