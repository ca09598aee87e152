// @ts-check
// The Custom Elements Manifest (custom-elements.json) and the framework typings for hosts
// (dist-types/frameworks/), both written from src/public-types.ts, the one source of the element's
// public face: its settings (attributes and properties), events, methods, CSS custom properties and
// parts. A new member there (with its doc comment) reaches the manifest and every framework's
// typings on the next build. Run by build-steps/build.mjs; both outputs are committed and CI checks them.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = 'src/public-types.ts';
const MODULE = 'dist/portal-cliente.js';
const TAG = 'portal-cliente';

/**
 * @typedef {{ name: string, type: string, description: string, attribute?: string, default?: string }} Setting
 * @typedef {{ name: string, type: string, detail: string, description: string }} HostEvent
 * @typedef {{ name: string, type: string, description: string }} Method
 * @typedef {{ name: string, description: string, default?: string }} Named
 * @typedef {{ settings: Setting[], events: HostEvent[], methods: Method[], fields: Method[], cssProperties: Named[], parts: Named[], description: string }} PublicFace
 */

/** @param {ts.Node} node @param {ts.SourceFile} file */
function docOf(node, file) {
  const ranges = ts.getLeadingCommentRanges(file.text, node.getFullStart()) ?? [];
  const last = ranges.at(-1);
  if (!last) return '';
  const text = file.text.slice(last.pos, last.end);
  if (!text.startsWith('/**')) return '';
  return text
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trim())
    .filter(Boolean)
    .join(' ');
}

/** @param {ts.PropertyName} name */
const keyOf = (name) => (ts.isStringLiteral(name) || ts.isIdentifier(name) ? name.text : name.getText());

/** Reads the public face of the element from src/public-types.ts. @returns {PublicFace} */
export function readPublicFace(source = readFileSync(join(root, SOURCE), 'utf8')) {
  const file = ts.createSourceFile(SOURCE, source, ts.ScriptTarget.ES2022, true);
  /** @type {Map<string, ts.InterfaceDeclaration>} */
  const interfaces = new Map();
  file.forEachChild((node) => {
    if (ts.isInterfaceDeclaration(node)) interfaces.set(node.name.text, node);
  });
  const members = (/** @type {string} */ name) => {
    const found = interfaces.get(name);
    if (!found) throw new Error(`${SOURCE} has no interface ${name}`);
    return found.members;
  };

  /** @type {Setting[]} */
  const settings = [];
  for (const member of members('PortalClienteSettings')) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const doc = docOf(member, file);
    // "`api-base`: what it does" names the attribute; "Property only: ..." has none.
    const attribute = /^`([a-z][a-z0-9-]*)`:\s*/.exec(doc);
    const defaultValue = /Default:? `?([^`.]+?)`?(?:\.|$)/.exec(doc)?.[1];
    settings.push({
      name: keyOf(member.name),
      type: member.type.getText(file),
      description: attribute ? doc.slice(attribute[0].length) : doc,
      ...(attribute ? { attribute: attribute[1] } : {}),
      ...(defaultValue ? { default: defaultValue } : {}),
    });
  }

  /** @type {Map<string, ts.TypeAliasDeclaration>} */
  const aliases = new Map();
  file.forEachChild((node) => {
    if (ts.isTypeAliasDeclaration(node)) aliases.set(node.name.text, node);
  });
  const oneLine = (/** @type {string} */ text) => text.replace(/\s+/g, ' ').replace(/^\| /, '');
  // A detail written out whole (`{ email: string; name: string }`), its aliases too: the manifest is
  // read without src/public-types.ts, so a name such as PortalClienteLoginDetail would say nothing.
  const shapeOf = (/** @type {string} */ detail) => {
    const declared = interfaces.get(detail);
    if (!declared) return detail;
    const fields = declared.members.flatMap((member) => {
      if (!ts.isPropertySignature(member) || !member.type) return [];
      const text = member.type.getText(file);
      const alias = aliases.get(text);
      return [`${keyOf(member.name)}${member.questionToken ? '?' : ''}: ${oneLine(alias ? alias.type.getText(file) : text)}`];
    });
    return `{ ${fields.join('; ')} }`;
  };

  /** @type {HostEvent[]} */
  const events = [];
  for (const member of members('PortalClienteEventMap')) {
    if (!ts.isPropertySignature(member) || !member.type) continue;
    const detail = /^CustomEvent<(.+)>$/s.exec(member.type.getText(file))?.[1] ?? 'unknown';
    events.push({
      name: keyOf(member.name),
      type: `CustomEvent<${shapeOf(detail)}>`,
      detail,
      description: docOf(member, file),
    });
  }

  // Methods and the element's own read-only fields: on PortalClienteElement or an interface it
  // extends whose name starts with PortalClienteMethods (the settings are read above).
  /** @type {Method[]} */
  const methods = [];
  /** @type {Method[]} */
  const fields = [];
  const own = [
    ...members('PortalClienteElement'),
    ...[...interfaces.keys()].filter((name) => name.startsWith('PortalClienteMethods')).flatMap((name) => [...members(name)]),
  ];
  for (const member of own) {
    const name = member.name ? keyOf(member.name) : '';
    if (name === 'addEventListener' || name === 'removeEventListener') continue;
    if (ts.isMethodSignature(member)) {
      const params = member.parameters.map((param) => param.getText(file)).join(', ');
      methods.push({ name, type: `(${params}) => ${member.type?.getText(file) ?? 'void'}`, description: docOf(member, file) });
    } else if (ts.isPropertySignature(member) && member.type) {
      fields.push({ name, type: member.type.getText(file), description: docOf(member, file) });
    }
  }

  /** @param {string} name @returns {Named[]} */
  const named = (name) =>
    members(name).flatMap((member) => {
      if (!ts.isPropertySignature(member)) return [];
      const literal =
        member.type && ts.isLiteralTypeNode(member.type) && ts.isStringLiteral(member.type.literal) ? member.type.literal.text : undefined;
      return [{ name: keyOf(member.name), description: docOf(member, file), ...(literal ? { default: literal } : {}) }];
    });

  return {
    settings,
    events,
    methods,
    fields,
    cssProperties: named('PortalClienteCssProperties'),
    parts: named('PortalClienteParts').map(({ name, description }) => ({ name, description })),
    description:
      docOf(interfaces.get('PortalClienteElement') ?? file, file) || 'The customer portal, in a shadow root, configured by its attributes.',
  };
}

/** The Custom Elements Manifest (schema 2.1.0) of the element. @param {PublicFace} face @param {string} version */
export function manifestOf(face, version) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      {
        kind: 'javascript-module',
        path: MODULE,
        declarations: [
          {
            kind: 'class',
            name: 'PortalClienteElement',
            tagName: TAG,
            customElement: true,
            description: face.description,
            superclass: { name: 'HTMLElement' },
            attributes: face.settings
              .filter((one) => one.attribute)
              .map((one) => ({
                name: one.attribute,
                fieldName: one.name,
                type: { text: 'string' },
                description: one.description,
                ...(one.default ? { default: one.default } : {}),
              })),
            members: [
              {
                kind: 'field',
                name: 'version',
                static: true,
                readonly: true,
                type: { text: 'string' },
                default: JSON.stringify(version),
                description: 'The release this bundle is (semver), the same as package.json and its folder.',
              },
              ...face.settings.map((one) => ({
                kind: 'field',
                name: one.name,
                type: { text: `${one.type} | undefined` },
                description: one.description,
                ...(one.attribute ? { attribute: one.attribute, reflects: false } : {}),
              })),
              ...face.fields.map((one) => ({
                kind: 'field',
                name: one.name,
                readonly: true,
                type: { text: one.type },
                description: one.description,
              })),
              ...face.methods.map((one) => ({ kind: 'method', name: one.name, description: one.description, type: { text: one.type } })),
            ],
            events: face.events.map((one) => ({ name: one.name, type: { text: one.type }, description: one.description })),
            cssProperties: face.cssProperties.map((one) => ({
              name: one.name,
              description: one.description,
              ...(one.default ? { default: one.default } : {}),
            })),
            cssParts: face.parts,
            slots: [],
          },
        ],
        exports: [{ kind: 'custom-element-definition', name: TAG, declaration: { name: 'PortalClienteElement', module: MODULE } }],
      },
    ],
  };
}

const HEADER = `// Generated by build-steps/custom-elements.mjs from src/public-types.ts: do not edit (npm run build).`;

/** The attributes as an object type's members, for the JSX typings. @param {PublicFace} face */
const attributeMembers = (face) =>
  face.settings
    .filter((one) => one.attribute)
    .map((one) => `  /** ${one.description} */\n  '${one.attribute}'?: string;`)
    .join('\n');

/** @param {PublicFace} face @param {(event: HostEvent) => string} line */
const eventMembers = (face, line) => face.events.map((one) => `  /** ${one.description} */\n  ${line(one)}`).join('\n');

/** The typings for hosts, by file name under dist-types/frameworks/. @param {PublicFace} face @returns {Record<string, string>} */
export function frameworkTypings(face) {
  const detailImports = [...new Set(face.events.flatMap((one) => one.detail.match(/\bPortalCliente\w+/g) ?? []))].sort();
  const imports = `import type { PortalClienteElement${detailImports.map((name) => `, ${name}`).join('')} } from '../public-types.js';`;
  const attributes = `/** The attributes of <${TAG}> (strings, as in HTML). */\nexport interface PortalClienteAttributes {\n${attributeMembers(face)}\n}`;
  return {
    // React 19 sets the attributes of a custom element and adds a listener for `on<event name>` props.
    'react.d.ts': `${HEADER}
// React 19: <portal-cliente api-base="..." onportal-cliente:login={(event) => ...} /> in TSX.
// Use: import type {} from 'portal-cliente/react';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
${imports}

${attributes}

/** Event props: React 19 listens to \`on<event name>\` on a custom element. */
export interface PortalClienteReactEvents {
${eventMembers(face, (one) => `'on${one.name}'?: (event: CustomEvent<${one.detail}>) => void;`)}
}

export type PortalClienteReactProps = DetailedHTMLProps<HTMLAttributes<PortalClienteElement>, PortalClienteElement> & PortalClienteAttributes & PortalClienteReactEvents;

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      '${TAG}': PortalClienteReactProps;
    }
  }
}
`,
    'preact.d.ts': `${HEADER}
// Preact 10: <portal-cliente api-base="..." onportal-cliente:login={(event) => ...} /> in TSX.
// Use: import type {} from 'portal-cliente/preact';
import type { JSX } from 'preact';
${imports}

${attributes}

/** Event props: Preact listens to \`on<event name>\` on an element. */
export interface PortalClientePreactEvents {
${eventMembers(face, (one) => `'on${one.name}'?: (event: CustomEvent<${one.detail}>) => void;`)}
}

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      '${TAG}': JSX.HTMLAttributes<PortalClienteElement> & PortalClienteAttributes & PortalClientePreactEvents;
    }
  }
}
`,
    'vue.d.ts': `${HEADER}
// Vue 3: <portal-cliente api-base="..." @portal-cliente:login="onLogin" /> in a template, with the
// compiler told that it is a custom element (compilerOptions.isCustomElement, see docs/hosts/vue.md).
// Use: import type {} from 'portal-cliente/vue';
import type { DefineComponent } from 'vue';
${imports}

${attributes}

/** The events, as Vue's emits (listened to with @portal-cliente:login). */
export type PortalClienteVueEmits = {
${face.events.map((one) => `  '${one.name}': (event: CustomEvent<${one.detail}>) => void;`).join('\n')}
};

declare module 'vue' {
  interface GlobalComponents {
    '${TAG}': DefineComponent<PortalClienteAttributes, {}, {}, {}, {}, {}, {}, PortalClienteVueEmits>;
  }
}

export type { PortalClienteElement };
`,
    'svelte.d.ts': `${HEADER}
// Svelte 5: <portal-cliente api-base="..." onportal-cliente:login={(event) => ...} /> in markup.
// Use: import type {} from 'portal-cliente/svelte';
import type { HTMLAttributes } from 'svelte/elements';
${imports}

${attributes}

/** Event attributes: Svelte 5 listens to \`on<event name>\` on an element. */
export interface PortalClienteSvelteEvents {
${eventMembers(face, (one) => `'on${one.name}'?: (event: CustomEvent<${one.detail}>) => void;`)}
}

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    '${TAG}': HTMLAttributes<PortalClienteElement> & PortalClienteAttributes & PortalClienteSvelteEvents;
  }
}
`,
  };
}

/** Writes custom-elements.json and dist-types/frameworks/. */
export function writeCustomElements() {
  const face = readPublicFace();
  const version = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).version;
  writeFileSync(join(root, 'custom-elements.json'), `${JSON.stringify(manifestOf(face, version), null, 2)}\n`);
  const folder = join(root, 'dist-types', 'frameworks');
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(frameworkTypings(face))) writeFileSync(join(folder, name), text);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeCustomElements();
