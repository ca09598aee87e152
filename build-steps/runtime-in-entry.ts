import { init, parse } from 'es-module-lexer';
import MagicString from 'magic-string';
import { posix } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { applyChunkEdit } from './edit-chunk.ts';

/** Rolldown's own helpers, a module of the bundle like any other. */
const RUNTIME = '\0rolldown/runtime.js';

/** The prefix of the names the entry exports the helpers under (the minifier's names are shorter). */
const PREFIX = '$rt_';

/** A static import of named bindings, as the minifier writes it. */
const IMPORT = /^import\s*\{([^}]*)\}\s*from\s*["'][^"']+["'];?$/;

/**
 * Moves rolldown's runtime helper into the entry, when rolldown gave it a chunk of its own.
 *
 * A module that an `import()` loads from inside a shared chunk gets a namespace object, made by
 * that helper (`__exportAll`). The entry makes none, so rolldown puts the helper in a file of its
 * own that the chunks needing it import: one more file on both first screens (the sign-in screen's
 * chunk and the signed-in screens' shared chunk each make one), a hundred and fifty bytes whose
 * request, gzip framing and import cost more than the helper itself. Every chunk imports the entry
 * already, so the helper is written once at the end of the entry, in a scope of its own (its
 * minified names would clash with the entry's), exported under names of its own, and each
 * `import{…}from"./rolldown-runtime-….js"` becomes the same import from the entry. Runs before the
 * plugins that read the chunk graph (parallel imports, compile hints, the first screens' list),
 * which then see the entry where the helper's chunk was.
 */
export function runtimeInEntry(): Plugin {
  return {
    name: 'portal:runtime-in-entry',
    apply: 'build',
    async generateBundle(_options, bundle) {
      await init;
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const runtime = chunks.find((chunk) => chunk.moduleIds.length === 1 && chunk.moduleIds[0] === RUNTIME);
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!runtime || !entry) return;

      const exported = /export\s*\{([^}]*)\};?\s*$/.exec(runtime.code);
      if (!exported) throw new Error(`${runtime.fileName}: no export statement at its end`);
      const names = exported[1].split(',').map((spec) => {
        const [local, name = local] = spec.trim().split(/\s+as\s+/);
        return { local, name, shared: `${PREFIX}${name}` };
      });
      for (const { shared } of names)
        if (new RegExp(`\\b${shared.replace('$', '\\$')}\\b`).test(entry.code)) throw new Error(`${entry.fileName}: ${shared} is taken`);
      const body = runtime.code.slice(0, exported.index);
      const locals = names.map(({ local, shared }) => `${shared}:${local}`).join(',');
      const list = names.map(({ shared }) => shared).join(',');
      // First, so the helpers exist before anything the entry runs can load a chunk that calls them.
      const inEntry = new MagicString(entry.code).prepend(`const{${list}}=(()=>{${body}return{${locals}}})();`).append(`export{${list}};`);
      applyChunkEdit(bundle, entry, inEntry);
      entry.exports.push(...names.map(({ shared }) => shared));

      const sharedName = new Map(names.map(({ name, shared }) => [name, shared]));
      for (const chunk of chunks) {
        if (chunk === runtime || !chunk.imports.includes(runtime.fileName)) continue;
        const dir = posix.dirname(chunk.fileName);
        const relative = (file: string) => {
          const path = posix.relative(dir, file);
          return path.startsWith('.') ? path : `./${path}`;
        };
        const [imports] = parse(chunk.code, chunk.fileName);
        const edit = new MagicString(chunk.code);
        for (const { d, n: specifier, ss: start, se: end } of imports) {
          if (d !== -1 || !specifier || posix.join(dir, specifier) !== runtime.fileName) continue;
          const clause = IMPORT.exec(chunk.code.slice(start, end));
          if (!clause) throw new Error(`${chunk.fileName}: an import of ${runtime.fileName} this plugin does not read`);
          const specs = clause[1].split(',').map((spec) => {
            const [name, local = name] = spec.trim().split(/\s+as\s+/);
            const shared = sharedName.get(name);
            if (!shared) throw new Error(`${chunk.fileName}: ${runtime.fileName} exports no ${name}`);
            return `${shared} as ${local}`;
          });
          edit.overwrite(start, end, `import{${specs.join(',')}}from${JSON.stringify(relative(entry.fileName))}`);
        }
        applyChunkEdit(bundle, chunk, edit);
        chunk.imports = [...new Set(chunk.imports.map((file) => (file === runtime.fileName ? entry.fileName : file)))];
      }
      delete bundle[runtime.fileName];
      delete bundle[`${runtime.fileName}.map`];
    },
  };
}
