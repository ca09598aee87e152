// The doctor as one file for Node (dist/doctor/portal-cliente-doctor.mjs, the package's
// `portal-cliente-doctor` command): the portal's API layer and schemas bundled in, so it runs from the
// installed package with no dependencies. `npm run build` makes it; `npm run doctor` makes it and runs it.
import { build } from 'vite';

await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    ssr: 'doctor/bin.ts',
    outDir: 'dist/doctor',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      output: { entryFileNames: 'portal-cliente-doctor.mjs', codeSplitting: false, banner: '#!/usr/bin/env node' },
    },
  },
  // Bundled, not imported: the installed package has no dependencies.
  ssr: { noExternal: true },
});
