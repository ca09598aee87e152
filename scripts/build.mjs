// npm run build: the bundle (dist/, on preact/compat) and the host-facing types (dist-types/).
// `--react` builds the same source on real React 19 into dist-react/ (for npm run bench).
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build } from 'vite';

const onReact = process.argv.includes('--react');
if (onReact) process.env.PORTAL_RUNTIME = 'react';

await build({ configFile: 'vite.config.ts', logLevel: process.env.CI ? 'warn' : 'info' });

if (!onReact) {
  rmSync('dist-types', { recursive: true, force: true });
  execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.types.json'], { stdio: 'inherit' });
}
