import { readFileSync } from 'node:fs';
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import { parse } from 'yaml';

/*
 * The API contract (contract/openapi.yaml) for the tests that hold it true. Two libraries, each for
 * what it is made for (docs/api-contract.md, "How the contract is checked"): the document itself
 * is checked against the OpenAPI 3.1 schema by @seriousme/openapi-schema-validator (in the test),
 * and answers against the document's schema objects by Ajv's JSON Schema 2020-12 class, the dialect
 * OpenAPI 3.1 schema objects are written in. Ajv compiles the whole document under one id, so each
 * answer's schema is a JSON pointer into it and its `$ref`s resolve as the document writes them.
 */

export const CONTRACT_FILE = 'contract/openapi.yaml';
const ID = 'https://portal-cliente.local/contract/openapi.yaml';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a parsed OpenAPI document, walked by the tests
export type Schema = Record<string, any>;

export const contract: Schema = parse(readFileSync(CONTRACT_FILE, 'utf8'));

/** `x-portal-use` and the document's own top-level keys are not JSON Schema: Ajv (strict, so a
 * misspelt keyword in a schema object still fails) is told they are annotations to skip. */
const ajv = new Ajv2020({
  allErrors: true,
  strict: true,
  strictRequired: false,
  allowUnionTypes: true,
  keywords: ['x-portal-use', ...Object.keys(contract)],
});
ajv.addSchema(contract, ID);

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/** The operation the contract writes for a call, or undefined. */
export const operationOf = (method: string, endpoint: string): Schema | undefined => contract.paths?.[endpoint]?.[method.toLowerCase()];

/** Follows a local `$ref` ('#/components/...') to what it names. */
export function resolve(schema: Schema): Schema {
  let at = schema;
  while (typeof at.$ref === 'string') {
    at = at.$ref
      .slice(2)
      .split('/')
      .reduce((node: Schema, part: string) => node[part.replaceAll('~1', '/').replaceAll('~0', '~')], contract);
  }
  return at;
}

/** The contract's answer for a status, `$ref`s followed, or undefined when it lists none. */
export function responseOf(method: string, endpoint: string, status: number): Schema | undefined {
  const response = operationOf(method, endpoint)?.responses?.[String(status)];
  return response && resolve(response);
}

/**
 * What the contract says of one answer: the errors of its body against the schema written for its
 * status and media type (an empty list when it matches), or a sentence when the contract has no
 * such answer at all.
 */
export function checkAgainstContract(
  method: string,
  endpoint: string,
  status: number,
  contentType: string,
  body: unknown,
): ErrorObject[] | string {
  const operation = operationOf(method, endpoint);
  if (!operation) return `${method} ${endpoint} is not in the contract`;
  const response = operation.responses?.[String(status)];
  if (!response) return `${method} ${endpoint} has no ${status} in the contract`;
  const media = contentType.split(';')[0]!.trim();
  const content = resolve(response).content as Schema | undefined;
  if (!content) return body === undefined || body === '' ? [] : `${method} ${endpoint} ${status} has no body in the contract`;
  if (!content[media]) return `${method} ${endpoint} ${status} is not written as ${media} in the contract`;
  const via = response.$ref
    ? `${response.$ref}/content/${pointer(media)}/schema`
    : `#/${pointer('paths', endpoint, method.toLowerCase(), 'responses', String(status), 'content', media, 'schema')}`;
  const validate = ajv.getSchema(ID + via);
  if (!validate) throw new Error(`no schema at ${via}`);
  return validate(body) ? [] : [...(validate.errors ?? [])];
}
