import remapping from '@jridgewell/remapping';
import type MagicString from 'magic-string';
import type { Rollup } from 'vite';

/**
 * Puts an edit of a chunk's final code (made after the bundler wrote it: the plugins that work on
 * file names or on minified code) into the chunk, and into its source map when the build writes
 * one (`PORTAL_SOURCEMAP=1`), so a profile still reads by source line and column after the edit.
 */
export function applyChunkEdit(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk, edit: MagicString) {
  if (!edit.hasChanged()) return;
  chunk.code = edit.toString();
  const map = bundle[`${chunk.fileName}.map`];
  if (map?.type !== 'asset') return;
  const edited = edit.generateMap({ hires: true, source: chunk.fileName });
  map.source = JSON.stringify(remapping([edited.toString(), String(map.source)], () => null));
}
