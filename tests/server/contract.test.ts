import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { answerShapeOf, type AnswerFields } from '../../doctor/answer-fields-of';
import { portalCalls } from '../../doctor/portal-calls';
import { checkAgainstContract, contract, operationOf, resolve, responseOf, type Schema } from '../../test-kit/contract';

/*
 * The contract (contract/openapi.yaml) against the portal's own reader: every call the portal's call
 * functions make is in it, and every field the portal's superstruct schemas read, walked from the
 * schemas themselves (doctor/answer-fields-of.ts): a field added to a schema and not to the contract
 * fails here, and so does a field the contract marks needed that the reader does not need.
 */

const USES = ['action', 'shown', 'extension'];

/** The properties and required list of an object schema, `$ref`s followed; the items' for a list. */
function objectOf(schema: Schema): { properties: Record<string, Schema>; required: string[] } {
  const object = resolve(schema);
  return { properties: object.properties ?? {}, required: object.required ?? [] };
}

const isList = (schema: Schema) => {
  const type = resolve(schema).type;
  return type === 'array' || (Array.isArray(type) && type.includes('array'));
};

/** Compares the reader's fields with the contract's object, naming each difference by its path. */
function differences(fields: AnswerFields, schema: Schema, at: string): string[] {
  const { properties, required } = objectOf(schema);
  const found: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const property = properties[name];
    if (!property) {
      found.push(`${at}${name}: read by the portal, missing from the contract`);
      continue;
    }
    const use = property['x-portal-use'];
    if (field.needed !== (use === 'action'))
      found.push(`${at}${name}: the portal ${field.needed ? 'needs' : 'does not need'} it; the contract says ${use}`);
    if (field.needed !== required.includes(name))
      found.push(`${at}${name}: ${field.needed ? 'needed, not required' : 'required, not needed'} in the contract`);
    // The kind of a date field (`DATE_FIELDS` in src/api/answer-fields.ts) is the contract's too: a day's description opens with "Date-only.".
    if (Boolean(field.dateOnly) !== /^Date-only\./.test(String(property.description ?? '')))
      found.push(`${at}${name}: ${field.dateOnly ? 'a date-only field, not' : 'not a date-only field, but'} "Date-only." in the contract`);
    if (field.rows) {
      if (!isList(property)) found.push(`${at}${name}: a list for the portal, not in the contract`);
      else found.push(...differences(field.rows, resolve(property).items, `${at}${name}[].`));
    }
  }
  for (const name of Object.keys(properties)) if (!(name in fields)) found.push(`${at}${name}: in the contract, never read by the portal`);
  return found;
}

/** Every property of an answer schema, nested lists included, with where it is. */
function propertiesOf(schema: Schema, at: string): [string, Schema][] {
  const object = resolve(schema);
  if (isList(object) && object.items) return propertiesOf(object.items, `${at}[]`);
  return Object.entries((object.properties ?? {}) as Record<string, Schema>).flatMap(([name, property]) => [
    [`${at}.${name}`, property] as [string, Schema],
    ...(isList(property) && resolve(property).items ? propertiesOf(resolve(property).items, `${at}.${name}[]`) : []),
  ]);
}

describe('the contract document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(contract);
    expect(result.errors ?? [], 'errors against the OpenAPI 3.1 schema').toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('marks every field of every answer as action, shown or extension', () => {
    const unmarked: string[] = [];
    for (const [endpoint, operations] of Object.entries(contract.paths as Record<string, Schema>))
      for (const [method, operation] of Object.entries(operations))
        for (const [status, response] of Object.entries((operation as Schema).responses as Record<string, Schema>))
          for (const media of Object.values((resolve(response).content ?? {}) as Record<string, Schema>))
            for (const [at, property] of propertiesOf(media.schema, `${method.toUpperCase()} ${endpoint} ${status}`))
              if (!USES.includes(property['x-portal-use'])) unmarked.push(at);
    expect(unmarked).toEqual([]);
  });

  it('writes the 401 that starts a refresh, and the refresh call with the refresh token as the bearer', () => {
    for (const [body, media, errors] of [
      ['Token Inválido!', 'text/plain', 0],
      ['"TOKEN INVALIDO"', 'text/plain', 0],
      [{ Message: 'Token Inválido!' }, 'application/json', 0],
      ['Unauthorized', 'text/plain', 1],
      [{ Message: 'Usuário ou senha incorretos' }, 'application/json', 1],
    ] as const)
      expect(checkAgainstContract('GET', '/api/home', 401, media, body).length > 0, JSON.stringify(body)).toBe(errors > 0);
    expect(contract.components.securitySchemes.accessToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    const refresh = operationOf('POST', '/api/RefreshToken')!;
    expect(refresh.security).toEqual([{ refreshToken: [] }]);
    expect(refresh.requestBody, 'RefreshToken is sent without a body').toBeUndefined();
    expect(contract['x-portal-cors'].allowHeaders).toEqual(['Authorization', 'Content-Type', 'Accept']);
    expect(contract['x-portal-downloads'].opensWithoutBearer).toBe(true);
  });
});

describe("every call of the portal's call functions", () => {
  const calls = portalCalls();

  it('finds the sixteen calls, the refresh among them', () => {
    expect(calls.map((call) => `${call.method} ${call.endpoint}`).sort()).toHaveLength(16);
    expect(Object.keys(contract.paths)).toHaveLength(16);
  });

  it.each(calls.map((call) => [`${call.method} ${call.endpoint}`, call] as const))(
    '%s is in the contract as the portal sends it',
    (_, call) => {
      const operation = operationOf(call.method, call.endpoint);
      expect(operation, 'the operation').toBeDefined();
      // Signed-in calls inherit the document's bearer; the others say they send none (the refresh its own).
      if (call.name === 'refreshToken') expect(operation!.security).toEqual([{ refreshToken: [] }]);
      else if (call.signedIn) expect(operation!.security, 'inherits the access token').toBeUndefined();
      else expect(operation!.security, 'no token').toEqual([]);
      if (call.signedIn || call.name === 'refreshToken')
        expect(Object.keys(operation!.responses), 'the 401 that starts a refresh').toContain('401');
      for (const status of call.ok) {
        const response = responseOf(call.method, call.endpoint, status);
        expect(response?.content?.['application/json']?.schema, `a JSON answer for ${status}`).toBeDefined();
        const shape = answerShapeOf(call.schema);
        const schema = response!.content['application/json'].schema;
        if (shape.list) {
          expect(isList(schema), 'a list').toBe(true);
          expect(differences(shape.rows, resolve(schema).items, '[].')).toEqual([]);
        } else expect(differences(shape.fields, schema, '')).toEqual([]);
      }
    },
  );

  it('would catch a field added to a schema and not to the contract', async () => {
    const { string, type } = await import('superstruct');
    const { rowsOf } = await import('../../src/api/read-rows');
    const { Charge } = await import('../../src/api/event-schemas');
    const withMore = rowsOf(type({ ...(Charge.schema as object), urlNova: string() }));
    const schema = responseOf('GET', '/api/financeiro', 200)!.content['application/json'].schema;
    const charges = objectOf(schema).properties.cobrancas;
    expect(differences((answerShapeOf(withMore) as { rows: AnswerFields }).rows, resolve(charges).items, 'cobrancas[].')).toEqual([
      'cobrancas[].urlNova: read by the portal, missing from the contract',
    ]);
  });
});
