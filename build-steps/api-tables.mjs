// @ts-check
// The public API's tables in the README and the host docs, written from custom-elements.json (which
// build-steps/custom-elements.mjs writes from src/public-types.ts), as Shoelace writes its component
// pages from its manifest: the API is written once, in the source's doc comments. The calls the portal
// makes to the provider's API are written once too, in contract/openapi.yaml, and their tables come
// from it (build-steps/call-tables.mjs) into docs/api-contract.md the same way. Each table sits
// between two marker comments, `<!-- api:<table>:start -->` and `<!-- api:<table>:end -->`; what is
// between them is replaced, the rest of the page is left as it is. Run by build-steps/build.mjs and by
// `npm run api-tables`; tests/unit/api-tables.test.ts fails when a page differs from what this writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import ts from 'typescript';
import { callTables } from './call-tables.mjs';
import { code, table } from './markdown-table.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The pages that carry generated tables. */
export const PAGES = ['README.md', 'docs/host-api.md', 'docs/theming.md', 'docs/api-contract.md'];

/**
 * @typedef {{ name: string, description?: string, default?: string, type?: { text: string } }} Entry
 * @typedef {Entry & { fieldName?: string }} Attribute
 * @typedef {Entry & { kind: 'field' | 'method', static?: boolean, readonly?: boolean, attribute?: string }} Member
 * @typedef {{ attributes: Attribute[], members: Member[], events: Entry[], cssProperties: Entry[], cssParts: Entry[] }} Declaration
 */

/**
 * A description whose last sentence states the default ("Default `/manuais/`.", "Default: the
 * page's own origin.") gives it to the default column. @param {Entry} entry
 */
function withDefault(entry) {
  const stated = /\s*Default:? (.+?)\.?$/.exec(entry.description ?? '');
  const text = stated ? (entry.description ?? '').slice(0, stated.index) : (entry.description ?? '');
  const value = entry.default ?? stated?.[1];
  // A value in code; a default said in words ("the page's own origin") as words.
  const shown = !value ? '—' : /^`.*`$/.test(value) || /^(the|a|an) /i.test(value) ? value : code(value);
  return { text, shown };
}

/**
 * The detail's field names, as a host reads them: `{ kind, endpoint?, status?, message, recovered }`.
 * @param {string} type the event's type, `CustomEvent<{ … }>`
 */
export function detailNames(type) {
  const detail = /^CustomEvent<(.*)>$/s.exec(type)?.[1] ?? type;
  if (!detail.startsWith('{')) return detail === 'Record<string, never>' ? '{}' : detail;
  const file = ts.createSourceFile('detail.ts', `type Detail = ${detail};`, ts.ScriptTarget.ES2022, true);
  const alias = file.statements[0];
  if (!alias || !ts.isTypeAliasDeclaration(alias) || !ts.isTypeLiteralNode(alias.type)) return detail;
  const names = alias.type.members.map((member) => `${member.name?.getText(file) ?? ''}${member.questionToken ? '?' : ''}`);
  return `{ ${names.join(', ')} }`;
}

/** The parameters' names of a method's type, `(path: string) => void` -> `path`. @param {string} type */
const parameterNames = (type) =>
  (/^\((.*?)\)\s*=>/.exec(type)?.[1] ?? '')
    .split(',')
    .map((param) => param.split(':')[0].trim())
    .filter(Boolean)
    .join(', ');

/** The element's declaration in the manifest. @param {any} manifest @returns {Declaration} */
const declarationOf = (manifest) => manifest.modules[0].declarations[0];

/**
 * Every table, by name, as Markdown. @param {any} manifest custom-elements.json, parsed
 * @returns {Record<string, string>}
 */
export function apiTables(manifest) {
  const element = declarationOf(manifest);
  const fields = element.members.filter((one) => one.kind === 'field');
  const settings = fields.filter((one) => !one.static && !one.readonly);
  const attributes = new Map(element.attributes.map((one) => [one.fieldName, one]));

  return {
    attributes: table(
      ['attribute', 'property', 'default', 'what it does'],
      settings.map((field) => {
        const attribute = attributes.get(field.name);
        const { text, shown } = withDefault(attribute ?? field);
        return [attribute ? code(attribute.name) : '—', code(field.name), shown, text];
      }),
    ),
    properties: table(
      ['property', 'type', 'what it is'],
      fields
        .filter((one) => one.static || one.readonly)
        .map((field) => [
          field.static ? `${code(field.name)} (static)` : code(field.name),
          code(field.type?.text ?? ''),
          field.description ?? '',
        ]),
    ),
    events: table(
      ['event', 'detail', 'when'],
      element.events.map((event) => [code(event.name), code(detailNames(event.type?.text ?? '')), event.description ?? '']),
    ),
    methods: table(
      ['method', 'what it does'],
      element.members
        .filter((one) => one.kind === 'method')
        .map((method) => [code(`${method.name}(${parameterNames(method.type?.text ?? '')})`), method.description ?? '']),
    ),
    'css-properties': table(
      ['variable', 'default', 'used for'],
      element.cssProperties.map((property) => {
        const { text, shown } = withDefault(property);
        return [code(property.name), shown, text];
      }),
    ),
    parts: table(
      ['part', 'the block'],
      element.cssParts.map((part) => [code(part.name), part.description ?? '']),
    ),
  };
}

/**
 * The page with its tables written in. Throws on a marker that names no table or is not closed, so
 * a typo never leaves a stale copy. @param {string} page @param {Record<string, string>} tables
 */
export function withTables(page, tables) {
  return page.replace(/<!-- api:([a-z-]+):start -->\n[\s\S]*?(<!-- api:([a-z-]+):end -->|$)/g, (_match, name, end, endName) => {
    if (!(name in tables)) throw new Error(`unknown API table "${name}"`);
    if (!end || endName !== name) throw new Error(`the API table "${name}" has no <!-- api:${name}:end --> after it`);
    return `<!-- api:${name}:start -->\n${tables[name]}\n<!-- api:${name}:end -->`;
  });
}

/**
 * Every table, the element's and the contract's, from the committed custom-elements.json and
 * contract/openapi.yaml. @returns {Record<string, string>}
 */
export function readTables() {
  return {
    ...apiTables(JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'))),
    ...callTables(parse(readFileSync(join(root, 'contract/openapi.yaml'), 'utf8'))),
  };
}

/** Rewrites the tables of every page from the committed sources. */
export function writeApiTables() {
  const tables = readTables();
  for (const page of PAGES) {
    const path = join(root, page);
    const text = readFileSync(path, 'utf8');
    const written = withTables(text, tables);
    if (written !== text) writeFileSync(path, written);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeApiTables();
