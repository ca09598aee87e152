import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { callTables } from '../../build-steps/call-tables.mjs';

/*
 * The contract's tables (build-steps/call-tables.mjs), read from contract/openapi.yaml: every call and
 * every answer field it writes is in them, in the contract's own words. That the committed
 * docs/api-contract.md holds exactly these tables is tests/unit/api-tables.test.ts's check.
 */
const contract = parse(readFileSync('contract/openapi.yaml', 'utf8'));
const tables = callTables(contract);
const rowsOf = (table: string) => table.split('\n').slice(2);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

describe("the contract's tables", () => {
  it('gives every call of the contract one row, by its method and path, with its summary', () => {
    const calls = Object.entries(contract.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => method in (item as object)).map((method) => ({ path, method, operation: (item as never)[method] })),
    );
    expect(calls).toHaveLength(16);
    expect(rowsOf(tables.calls)).toHaveLength(calls.length);
    for (const { path, method, operation } of calls) {
      const row = rowsOf(tables.calls).find((one) => one.startsWith(`| \`${method.toUpperCase()} ${path}\` |`));
      expect(row, `a row for ${method.toUpperCase()} ${path}`).toBeDefined();
      expect(row).toContain((operation as { summary: string }).summary);
    }
  });

  it("says which token a call sends, from the contract's security, and what it sends", () => {
    const row = (call: string) => rowsOf(tables.calls).find((one) => one.startsWith(`| \`${call}\` |`)) ?? '';
    expect(row('POST /api/login')).toContain('| None | `{username, password}` |');
    expect(row('POST /api/RefreshToken')).toContain('| The refresh token | Nothing |');
    expect(row('POST /api/home/{idEvento}')).toContain('| The access token | Nothing; `{idEvento}` in the path |');
    expect(row('GET /api/eventos')).toContain('200: every event of the customer, in the order to show (`[EventListItem]`); 204: no rows');
    expect(row('POST /api/SingupUser')).toContain('400: what was sent was refused; 429: throttled');
  });

  it("lists every field of every answer with its x-portal-use, a list's item fields under its name", () => {
    const fields = tables['answer-fields'];
    for (const schema of ['CurrentEvent', 'EventListItem', 'Contact', 'Service', 'Attachment', 'Charge', 'ScheduleItem', 'LoginAnswer']) {
      const { properties } = contract.components.schemas[schema];
      const prefix = schema === 'Charge' ? 'cobrancas[].' : '';
      for (const [name, property] of Object.entries(properties as Record<string, { 'x-portal-use': string }>)) {
        expect(fields, `${schema}.${name}`).toContain(`| \`${prefix}${name}\` | \`${property['x-portal-use']}\` |`);
      }
    }
    expect(fields).toContain('| `comercial[].nome` | `action` | `Label` |');
  });

  it('escapes a | inside a cell and names each form the fields are read in', () => {
    expect(tables['answer-fields']).toContain('`string \\| null`');
    expect(rowsOf(tables['field-forms']).map((row) => row.split(' | ')[0])).toEqual(
      ['Id', 'Label', 'ShownText', 'ShownId', 'Amount', 'DateText', 'Flag'].map((name) => `| \`${name}\``),
    );
  });
});
