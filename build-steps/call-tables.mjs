// @ts-check
// The API contract's tables in docs/api-contract.md, written from contract/openapi.yaml: the calls (method,
// path, token, what each sends, what success is, what else it may answer), every answer field with its
// use, and the forms a field is read in. The contract is written once, in openapi.yaml, the way the
// element's API is written once in its doc comments; build-steps/api-tables.mjs puts these tables
// between their markers with the element's, and tests/unit/api-tables.test.ts fails on a page that
// differs from what is written here.
import { code, table } from './markdown-table.mjs';

/** @typedef {Record<string, any>} Node a part of the parsed OpenAPI document */

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The last part of a local `$ref`: '#/components/schemas/Charge' -> 'Charge'. @param {string} ref */
const refName = (ref) => ref.slice(ref.lastIndexOf('/') + 1);

/** The first sentence of a description, without its full stop. @param {string | undefined} text */
const firstSentence = (text) => (/^(.+?)\.(\s|$)/s.exec(text ?? '')?.[1] ?? text ?? '').replace(/\s+/g, ' ').trim();

/** A string as a reader meets it in a sentence: its first letter in lower case (not "API" or "EVT"). @param {string} text */
const lowerFirst = (text) => (/^[A-Z](?![A-Z])/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);

/** A security scheme's name in words: 'accessToken' -> 'access token'. @param {string} name */
const words = (name) => name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);

/**
 * @param {Node} contract openapi.yaml, parsed
 * @param {Node} node a schema, response or parameter, maybe a `$ref`
 * @returns {Node}
 */
function resolve(contract, node) {
  let at = node;
  while (at && typeof at.$ref === 'string') {
    at = at.$ref
      .slice(2)
      .split('/')
      .reduce((/** @type {Node} */ part, /** @type {string} */ key) => part[key], contract);
  }
  return at;
}

/** Every operation, in the document's order. @param {Node} contract */
function operations(contract) {
  return Object.entries(contract.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method: method.toUpperCase(), operation: item[method] })),
  );
}

/** The token the call sends as its bearer, by its scheme's name, or none. @param {Node} contract @param {Node} operation */
function tokenOf(contract, operation) {
  const security = operation.security ?? contract.security ?? [];
  const scheme = Object.keys(security[0] ?? {})[0];
  return scheme ? `the ${words(scheme)}` : 'none';
}

/** The JSON body's fields, the optional ones marked `?`, or the path's parameters. @param {Node} contract @param {Node} operation */
function sendsOf(contract, operation) {
  const body = resolve(contract, operation.requestBody?.content?.['application/json']?.schema ?? {});
  if (body.properties) {
    const required = new Set(body.required ?? []);
    return `\`{${Object.keys(body.properties)
      .map((name) => `${name}${required.has(name) ? '' : '?'}`)
      .join(', ')}}\``;
  }
  /** @type {Node[]} */
  const params = (operation.parameters ?? []).map((/** @type {Node} */ param) => resolve(contract, param));
  if (params.length) return `nothing; ${params.map((param) => `${code(`{${param.name}}`)} in the path`).join(', ')}`;
  return 'nothing';
}

/** The answer's shape by the name of its schema: `CurrentEvent`, a list of `Charge` as `[Charge]`. @param {Node} schema */
function shapeOf(schema) {
  if (schema?.$ref) return refName(schema.$ref);
  if (schema?.items?.$ref) return `[${refName(schema.items.$ref)}]`;
  return undefined;
}

/**
 * What a call answers, statuses that say the same grouped: "200: the contracts (`[Attachment]`); 204:
 * no rows". A success names its shape (its fields are in the answer-fields table); an error's body
 * is not read, so its shape is not named. @param {Node} contract @param {Node} operation
 * @param {boolean} success
 */
function answersOf(contract, operation, success) {
  /** @type {Map<string, string[]>} what is said -> the statuses that say it */
  const said = new Map();
  for (const [status, response] of Object.entries(operation.responses ?? {})) {
    if (status.startsWith('2') !== success) continue;
    const answer = resolve(contract, response);
    const shape = success ? shapeOf(answer.content?.['application/json']?.schema) : undefined;
    const text = `${lowerFirst(firstSentence(answer.description))}${shape ? ` (${code(shape)})` : ''}`;
    said.set(text, [...(said.get(text) ?? []), status]);
  }
  return [...said].map(([text, statuses]) => `${statuses.join(', ')}: ${text}`).join('; ');
}

/** The calls: one row per operation. @param {Node} contract */
function callsTable(contract) {
  return table(
    ['call', 'what it is', 'token', 'sends', 'success', 'other answers'],
    operations(contract).map(({ path, method, operation }) => [
      code(`${method} ${path}`),
      operation.summary ?? '',
      tokenOf(contract, operation),
      sendsOf(contract, operation),
      answersOf(contract, operation, true),
      answersOf(contract, operation, false) || '—',
    ]),
  );
}

/**
 * The answers a field table covers: each schema a success answers with (or lists), in the order the
 * calls come, with the calls that answer it. @param {Node} contract
 */
function answerShapes(contract) {
  /** @type {Map<string, string[]>} schema name -> calls */
  const shapes = new Map();
  for (const { path, method, operation } of operations(contract)) {
    for (const [status, response] of Object.entries(operation.responses ?? {})) {
      if (!status.startsWith('2')) continue;
      const schema = resolve(contract, response).content?.['application/json']?.schema;
      const ref = schema?.$ref ?? schema?.items?.$ref;
      if (!ref) continue;
      const calls = shapes.get(refName(ref)) ?? [];
      if (!calls.includes(`${method} ${path}`)) calls.push(`${method} ${path}`);
      shapes.set(refName(ref), calls);
    }
  }
  return shapes;
}

/**
 * The form a field is read in: the name of the schema it refers to (`DateText`), or its JSON types.
 * @param {Node} schema
 */
function formOf(schema) {
  if (schema.$ref) return code(refName(schema.$ref));
  if (schema.oneOf || schema.anyOf) return (schema.oneOf ?? schema.anyOf).map(formOf).join(' or ');
  return code([schema.type ?? 'any'].flat().join(' | '));
}

/**
 * The rows of an object's fields, a list's item fields under `name[].`. @param {Node} contract
 * @param {Node} schema @param {string} prefix @returns {string[][]}
 */
function fieldRows(contract, schema, prefix) {
  return Object.entries(resolve(contract, schema).properties ?? {}).flatMap(([name, property]) => {
    const target = resolve(contract, property);
    const items = target.items ? resolve(contract, target.items) : undefined;
    const field = `${prefix}${name}`;
    const about = property.description ?? (items ? target.description : undefined) ?? '';
    const row = [
      code(field),
      property['x-portal-use'] ? code(property['x-portal-use']) : '—',
      items ? code('[…]') : formOf(property),
      about,
    ];
    return items?.properties ? [row, ...fieldRows(contract, items, `${field}[].`)] : [row];
  });
}

/** Every answer field, answer by answer. @param {Node} contract */
function fieldsTable(contract) {
  return table(
    ['answer', 'field', 'use', 'form', 'what the portal does with it'],
    [...answerShapes(contract)].flatMap(([name, calls]) =>
      fieldRows(contract, { $ref: `#/components/schemas/${name}` }, '').map((row, index) => [
        index === 0 ? `${code(name)}: ${calls.map(code).join(', ')}` : '',
        ...row,
      ]),
    ),
  );
}

/** The forms the fields refer to, each with what it accepts. @param {Node} contract */
function formsTable(contract) {
  const schemas = contract.components?.schemas ?? {};
  const used = new Set(
    [...answerShapes(contract).keys()].flatMap((name) =>
      fieldRows(contract, { $ref: `#/components/schemas/${name}` }, '').flatMap((row) =>
        [...row[2].matchAll(/`(\w+)`/g)].map((one) => one[1]),
      ),
    ),
  );
  return table(
    ['form', 'what is read'],
    Object.keys(schemas)
      .filter((name) => used.has(name) && schemas[name].description)
      .map((name) => [code(name), schemas[name].description]),
  );
}

/**
 * Every table of the contract, by name, as Markdown. @param {Node} contract openapi.yaml, parsed
 * @returns {Record<string, string>}
 */
export function callTables(contract) {
  return { calls: callsTable(contract), 'answer-fields': fieldsTable(contract), 'field-forms': formsTable(contract) };
}
