import { init, parse } from 'es-module-lexer';
import MagicString from 'magic-string';
import { posix } from 'node:path';
import type { Plugin, Rollup } from 'vite';
import { applyChunkEdit } from './edit-chunk.ts';

/**
 * Every `import()` of the bundle also asks, in the same breath, for the chunks the
 * imported chunk imports statically (and theirs), so a lazy screen and everything it needs arrive
 * in one parallel batch instead of one wave per level of static imports.
 *
 * Vite's own preloading does this with `<link rel=modulepreload>` written into `document.head`,
 * which the portal must never touch (docs/architecture.md, "Pitfalls"), and library mode leaves it out altogether
 * (https://github.com/vitejs/vite/pull/4097, after https://github.com/vitejs/vite/issues/3662).
 * Here, once the chunks have their final names, each `import("./x.js")` in the built code becomes
 *
 *   (import("./dep-a.js").catch(() => {}), import("./dep-b.js").catch(() => {}), import("./x.js"))
 *
 * The browser's module map holds one fetch per URL, so when x's own static imports are reached
 * they are already on their way: no second request. A failure still surfaces once, through
 * x's own import (which fails when a static import of it does); the early imports only start the
 * fetches. Specifiers stay relative to the importing chunk, so chunks resolve from wherever the
 * bundle is served (`import.meta.url`). Our modules have no side effects on import (docs/architecture.md, "Layers" rule 3),
 * so evaluating a dependency a moment before x changes nothing.
 */
export function parallelChunkImports(): Plugin {
  return {
    name: 'portal:parallel-chunk-imports',
    apply: 'build',
    async generateBundle(_options, bundle) {
      await init;
      const chunks = new Map<string, Rollup.OutputChunk>();
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);

      /** A chunk and what it imports statically, transitively: what runs before it can. */
      const closure = (fileName: string) => {
        const seen = new Set<string>();
        const visit = (name: string) => {
          if (seen.has(name)) return;
          seen.add(name);
          chunks.get(name)?.imports.forEach(visit);
        };
        visit(fileName);
        return seen;
      };

      for (const chunk of chunks.values()) {
        const [imports] = parse(chunk.code, chunk.fileName);
        const loaded = closure(chunk.fileName);
        const edit = new MagicString(chunk.code);
        for (const { d, n: specifier, ss: start, se: end } of imports) {
          if (d < 0 || !specifier?.startsWith('.') || end <= start) continue;
          const target = posix.join(posix.dirname(chunk.fileName), specifier);
          if (!chunks.has(target)) continue;
          const early = [...closure(target)].filter((name) => name !== target && !loaded.has(name));
          if (!early.length) continue;
          const relative = (name: string) => {
            const path = posix.relative(posix.dirname(chunk.fileName), name);
            return JSON.stringify(path.startsWith('.') ? path : `./${path}`);
          };
          const starts = early.map((name) => `import(${relative(name)}).catch(()=>{})`).join(',');
          edit.prependLeft(start, `(${starts},`).appendRight(end, ')');
        }
        applyChunkEdit(bundle, chunk, edit);
      }
    },
  };
}
