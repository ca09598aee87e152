// @ts-check
// The lab's comparison build: the same source on real React 19 instead of preact/compat, into
// lab/out/dist-react/ (vite.config.ts drops its preact aliases under PORTAL_RUNTIME=react). It never
// ships; the lab loads it beside dist/ to show what the runtime choice saves.
import { build } from 'vite';

process.env.PORTAL_RUNTIME = 'react';
await build({ configFile: 'vite.config.ts', logLevel: 'warn', build: { outDir: 'lab/out/dist-react', emptyOutDir: true } });
