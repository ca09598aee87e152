// npm run build: the bundle (dist/, on preact/compat) and the host-facing types (dist-types/).
// It also writes the offline service worker, dist/portal-cliente-sw.js (build-steps/service-worker.mjs),
// and the versioned release, dist/portal-cliente/<version>/ with its release.json
// (build-steps/release.mjs), so the tests load both paths a host can use.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { build } from 'vite';
import { writeApiTables } from './api-tables.mjs';
import { writeCustomElements } from './custom-elements.mjs';
import { writeRelease } from './release.mjs';
import { writeServiceWorker } from './service-worker.mjs';

await build({ configFile: 'vite.config.ts', logLevel: process.env.CI ? 'warn' : 'info' });

// Before the release folder is written: it holds the worker too.
await writeServiceWorker();
const { release } = writeRelease();
if (!process.env.CI) console.log(`release ${release.version}: dist/portal-cliente/${release.version}/, entry ${release.integrity}`);
rmSync('dist-types', { recursive: true, force: true });
execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.types.json'], { stdio: 'inherit' });
// The reference API's types for `portal-cliente/reference-api` (dist-types/reference-api/), from its JSDoc.
execFileSync(
  process.execPath,
  [
    'node_modules/typescript/bin/tsc',
    ...['--allowJs', '--declaration', '--emitDeclarationOnly', '--skipLibCheck', '--module', 'nodenext', '--moduleResolution', 'nodenext'],
    ...['--target', 'es2022', '--types', 'node', '--outDir', 'dist-types/reference-api', 'reference-api/index.mjs'],
  ],
  { stdio: 'inherit' },
);
// The doctor's command (dist/doctor/), with the portal's API layer bundled in.
execFileSync(process.execPath, ['build-steps/build-doctor.mjs'], { stdio: 'inherit' });
// custom-elements.json and the framework typings (dist-types/frameworks/), from the same source.
writeCustomElements();
// The API tables of README.md, docs/host-api.md and docs/theming.md, from custom-elements.json.
writeApiTables();
// The React and Vue host apps of docs/hosts/, which bundle the package just built.
execFileSync(process.execPath, ['build-steps/build-host-apps.mjs'], { stdio: 'inherit' });
