import { build } from 'rolldown';
import { gzipSync } from 'node:zlib';
for (const f of process.argv.slice(2)) {
  const out = await build({ input: f, external: [/word-key/], output: { minify: true, format: 'esm' }, write: false });
  const code = out.output[0].code;
  console.log(f, code.length, gzipSync(code, { level: 9 }).length);
}
