import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import MagicString from 'magic-string';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { applyChunkEdit } from '../../build-steps/edit-chunk';

/*
 * The build edits chunks after the bundler wrote them (build-steps/parallel-chunk-imports.ts,
 * build-steps/compile-hints.ts): with source maps on, a profile must still read by source line.
 */
const CODE = 'let a=1;import("./b.js");function c(){return a}';

/** A chunk of CODE and its map: every token of the one line maps to the one source the map names, line 10, same column. */
function bundleOf() {
  const map = {
    version: 3,
    file: 'a.js',
    sources: ['../src/a.ts'],
    names: [],
    // Columns 0, 8 and 25 of the chunk from columns 0, 8 and 25 of line 10 (0-based 9).
    mappings: 'AASA,QAAQ,iBAAiB',
  };
  const chunk = { type: 'chunk', fileName: 'a.js', code: CODE } as unknown as Rollup.OutputChunk;
  const asset = { type: 'asset', fileName: 'a.js.map', source: JSON.stringify(map) } as unknown as Rollup.OutputAsset;
  return { bundle: { 'a.js': chunk, 'a.js.map': asset } as Rollup.OutputBundle, chunk, asset };
}

const where = (asset: Rollup.OutputAsset, code: string, token: string) => {
  const lines = code.split('\n');
  const line = lines.findIndex((text) => text.includes(token));
  return originalPositionFor(new TraceMap(String(asset.source)), { line: line + 1, column: lines[line].indexOf(token) });
};

describe('applyChunkEdit', () => {
  it('keeps each token mapped to its source after a line is put first and text inserted before it', () => {
    const { bundle, chunk, asset } = bundleOf();
    expect(where(asset, CODE, 'function')).toMatchObject({ source: '../src/a.ts', line: 10, column: 25 });
    const edit = new MagicString(CODE).prepend('//# hint\n');
    edit.prependLeft(CODE.indexOf('import'), '(import("./d.js").catch(()=>{}),').appendRight(CODE.indexOf(';function'), ')');
    applyChunkEdit(bundle, chunk, edit);
    expect(chunk.code).toBe('//# hint\nlet a=1;(import("./d.js").catch(()=>{}),import("./b.js"));function c(){return a}');
    expect(where(asset, chunk.code, 'import("./b.js")')).toMatchObject({ source: '../src/a.ts', line: 10, column: 8 });
    expect(where(asset, chunk.code, 'function')).toMatchObject({ source: '../src/a.ts', line: 10, column: 25 });
  });

  it('writes nothing when the edit changed nothing', () => {
    const { bundle, chunk, asset } = bundleOf();
    const before = asset.source;
    applyChunkEdit(bundle, chunk, new MagicString(CODE));
    expect(chunk.code).toBe(CODE);
    expect(asset.source).toBe(before);
  });
});
