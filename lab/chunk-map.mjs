// Which modules went into which chunk, and how big each chunk is (raw and gzip), from an in-memory
// build: `npm run lab -- chunk-map [--react] [--summary]`. A tool for finding what weighs what.
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

if (process.argv.includes('--react')) process.env.PORTAL_RUNTIME = 'react';
const summary = process.argv.includes('--summary');
const overrides = process.env.CHUNK_MAP_OVERRIDES ? (await import(process.env.CHUNK_MAP_OVERRIDES)).default : {};
const result = await build({ configFile: 'vite.config.ts', logLevel: 'silent', ...overrides, build: { ...overrides.build, write: false } });
const output = (Array.isArray(result) ? result : [result]).flatMap((bundle) => bundle.output);
const chunks = output.filter((file) => file.type === 'chunk').sort((a, b) => b.code.length - a.code.length);
let total = 0;
for (const chunk of chunks) {
  const gzip = gzipSync(chunk.code, { level: 9 }).length;
  total += gzip;
  const kind = chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'lazy' : 'shared';
  console.log(
    `${summary ? '' : '\n'}${chunk.fileName.padEnd(48)} ${String(chunk.code.length).padStart(7)} raw ${String(gzip).padStart(6)} gz  ${kind}  static imports: ${chunk.imports.length}`,
  );
  if (summary) continue;
  const modules = Object.entries(chunk.modules)
    .map(([id, info]) => [id.replace(/.*node_modules\//, '~/').replace(`${process.cwd()}/`, ''), info.renderedLength])
    .filter(([, length]) => length > 0)
    .sort((a, b) => b[1] - a[1]);
  for (const [id, length] of modules.slice(0, Number(process.env.TOP ?? 12))) console.log(`   ${String(length).padStart(7)} ${id}`);
}
console.log(`\n${chunks.length} chunks, ${total} bytes gzip in all`);
