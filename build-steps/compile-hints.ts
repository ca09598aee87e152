import MagicString from 'magic-string';
import type { Plugin, Rollup } from 'vite';
import { applyChunkEdit } from './edit-chunk.ts';

/** V8's explicit compile hint: a first-line comment asking for every function of the file compiled at once. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The smallest chunk worth its hint, in bytes of minified code. */
export const MIN_BYTES = 4096;

/**
 * The modules whose `import()`s load what a first screen draws: a layout or a route's screen (each
 * is some page load's first screen).
 */
const FIRST_SCREEN_LOADERS = /[\\/]src[\\/]app[\\/](routes|layouts)\.ts$/;

/**
 * V8 compiles a function when it is first called, on the main thread, unless told the file's
 * functions will run as it loads: then it compiles them as the file streams in, on a background
 * thread (Chromium 136+; other engines read a comment). The entry and every chunk a first screen
 * needs (a layout or a route's screen, and what they import statically) run nearly whole on that
 * screen, so they carry the hint; a chunk loaded on demand (a modal, the carousel, the sanitiser,
 * the QR code, the calendar) does not, as compiling what may never run would waste the phone's
 * time. A file under MIN_BYTES is left out too: compiled when called, it costs a fraction of a
 * millisecond, less than the hint's bytes cost to send (the budgets are within bytes). Measured in
 * docs/performance.md; the network-waves test holds which files carry it.
 */
export function compileHints(): Plugin {
  return {
    name: 'portal:compile-hints',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = [...Object.values(bundle)].filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const screens = new Set<string>();
      for (const id of this.getModuleIds())
        if (FIRST_SCREEN_LOADERS.test(id)) this.getModuleInfo(id)?.dynamicallyImportedIds.forEach((screen) => screens.add(screen));
      const hinted = new Set<string>();
      const visit = (chunk: Rollup.OutputChunk | undefined) => {
        if (!chunk || hinted.has(chunk.fileName)) return;
        hinted.add(chunk.fileName);
        chunk.imports.forEach((name) => visit(byFile.get(name)));
      };
      for (const chunk of chunks) if (chunk.isEntry || chunk.moduleIds.some((id) => screens.has(id))) visit(chunk);
      for (const name of hinted) {
        const chunk = byFile.get(name)!;
        if (chunk.code.length >= MIN_BYTES) applyChunkEdit(bundle, chunk, new MagicString(chunk.code).prepend(`${COMPILE_HINT}\n`));
      }
    },
  };
}
