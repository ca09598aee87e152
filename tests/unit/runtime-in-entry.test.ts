import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown, type OutputChunk } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';
import { runtimeInEntry } from '../../build-steps/runtime-in-entry';

/*
 * A bundle shaped like the portal's: an entry that imports nothing statically and loads four modules
 * with `import()`, grouped two by two into shared chunks, so that each shared chunk makes namespace
 * objects with rolldown's helper and rolldown gives the helper a chunk of its own.
 */
const dir = mkdtempSync(join(tmpdir(), 'runtime-in-entry-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const SOURCES: Record<string, string> = {
  'entry.js': `export const load = (name) => ({ a: () => import('./a.js'), b: () => import('./b.js'), c: () => import('./c.js'), d: () => import('./d.js') })[name]();`,
  'a.js': `import { twice } from './s.js'; export const a = () => twice('a');`,
  'b.js': `import { twice } from './s.js'; export const b = () => twice('b');`,
  'c.js': `import { twice } from './s.js'; export default () => twice('c');`,
  'd.js': `import { twice } from './s.js'; export const d = () => twice('d');`,
  's.js': `export const twice = (text) => text + text;`,
};

async function bundle(withPlugin: boolean) {
  const source = join(dir, withPlugin ? 'with' : 'without');
  mkdirSync(source, { recursive: true });
  for (const [name, code] of Object.entries(SOURCES)) writeFileSync(join(source, name), code);
  const build = await rolldown({
    input: join(source, 'entry.js'),
    preserveEntrySignatures: 'allow-extension',
    plugins: withPlugin ? [runtimeInEntry() as never] : [],
  });
  const { output } = await build.generate({
    format: 'es',
    minify: true,
    chunkFileNames: 'chunks/[name]-[hash].js',
    codeSplitting: {
      groups: [
        { name: 'entry', test: /entry\.js$/ },
        { name: 'shared', test: /[\\/]s\.js$/ },
        { name: 'ab', test: /[\\/][ab]\.js$/ },
        { name: 'cd', test: /[\\/][cd]\.js$/ },
      ],
    },
  });
  const out = join(dir, withPlugin ? 'out-with' : 'out-without');
  const chunks = output.filter((file): file is OutputChunk => file.type === 'chunk');
  for (const chunk of chunks) {
    mkdirSync(dirname(join(out, chunk.fileName)), { recursive: true });
    writeFileSync(join(out, chunk.fileName), chunk.code);
  }
  const entry = chunks.find((chunk) => chunk.isEntry)!;
  return { chunks, entry, url: pathToFileURL(join(out, entry.fileName)).href };
}

const runtimeChunks = (chunks: OutputChunk[]) =>
  chunks.filter((chunk) => chunk.moduleIds.includes('\0rolldown/runtime.js') && !chunk.isEntry);

describe('runtimeInEntry', () => {
  it('leaves rolldown its helper chunk without the plugin (what the plugin is for)', async () => {
    const { chunks } = await bundle(false);
    expect(runtimeChunks(chunks).map((chunk) => chunk.fileName)).toEqual([expect.stringMatching(/^chunks\/rolldown-runtime-/)]);
  });

  it('writes the helper into the entry: no chunk of its own, and no chunk imports one', async () => {
    const { chunks, entry } = await bundle(true);
    expect(runtimeChunks(chunks)).toEqual([]);
    for (const chunk of chunks) {
      expect(chunk.code, chunk.fileName).not.toContain('rolldown-runtime');
      expect(
        chunk.imports.filter((file) => file.includes('rolldown-runtime')),
        chunk.fileName,
      ).toEqual([]);
    }
    const lazy = chunks.filter((chunk) => !chunk.isEntry && /[\\/][a-d]\.js$/.test(chunk.moduleIds.join(' ')));
    expect(lazy.length, 'both shared chunks').toBe(2);
    for (const chunk of lazy) expect(chunk.imports, chunk.fileName).toContain(entry.fileName);
  });

  it('gives each import() the same module namespace as before, named and default exports alike', async () => {
    const { url } = await bundle(true);
    const { load } = (await import(url)) as { load: (name: string) => Promise<Record<string | symbol, unknown>> };
    const a = await load('a');
    const c = await load('c');
    expect((a.a as () => string)()).toBe('aa');
    expect((c.default as () => string)()).toBe('cc');
    expect(((await load('b')).b as () => string)()).toBe('bb');
    expect(((await load('d')).d as () => string)()).toBe('dd');
    expect(a[Symbol.toStringTag]).toBe('Module');
    expect(Object.keys(c)).toEqual(['default']);
  });
});
