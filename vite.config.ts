import { defineConfig, type Alias } from 'vite';
import { compactCssTemplates } from './build-steps/compact-css-templates.ts';
import { compileHints } from './build-steps/compile-hints.ts';
import { firstScreenFiles } from './build-steps/first-screen-files.ts';
import { parallelChunkImports } from './build-steps/parallel-chunk-imports.ts';
import { runtimeInEntry } from './build-steps/runtime-in-entry.ts';
import { swiperCssSubset } from './build-steps/swiper-css-subset.ts';
import { swrInTheBrowser } from './build-steps/swr-in-the-browser.ts';
import { thirdPartyLicenses } from './build-steps/third-party-licenses.ts';

/**
 * The portal is written against React's API and ships on preact/compat.
 * PORTAL_RUNTIME=react builds the same source on real React 19 (the lab's comparison build,
 * lab/react-build.mjs, which writes it into lab/out/), so the two can be measured side by side.
 */
const onReact = process.env.PORTAL_RUNTIME === 'react';

export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
  // swr imports the shim, which is CommonJS requiring real React: preact/compat has the hook itself.
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
];

export default defineConfig({
  resolve: { alias: onReact ? [] : preactAliases },
  plugins: [
    swiperCssSubset(),
    swrInTheBrowser(),
    compactCssTemplates(),
    runtimeInEntry(),
    parallelChunkImports(),
    thirdPartyLicenses(),
    compileHints(),
    firstScreenFiles(),
  ],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  // Asset URLs relative to the chunk that uses them (`new URL('../assets/..', import.meta.url)`),
  // so the bundle works from any CDN path; with base '/' they would resolve from the site root.
  base: './',
  build: {
    outDir: 'dist',
    target: 'es2022',
    // Vite's preload helper writes <link rel=modulepreload> into document.head:
    // nothing may be added to the host's document (docs/architecture.md, "Pitfalls").
    modulePreload: false,
    cssCodeSplit: false,
    // Off in what ships; PORTAL_SOURCEMAP=1 writes maps beside the chunks, to read a CPU profile of
    // the lab's loads by source file (docs/performance.md, "The lab").
    sourcemap: process.env.PORTAL_SOURCEMAP === '1',
    emptyOutDir: true,
    lib: {
      entry: 'src/portal-cliente.ts',
      formats: ['es'],
      fileName: () => 'portal-cliente.js',
    },
    rollupOptions: {
      // The entry has no runtime exports for hosts (types only): let the bundler give it the exports
      // the lazy chunks share with it, instead of splitting that shared code into a dozen tiny chunks
      // the entry would have to fetch one by one.
      preserveEntrySignatures: 'allow-extension',
      onwarn(warning, warn) {
        // swr marks its modules 'use client' for React Server Components, where the directive says
        // "runs in the browser". This whole bundle runs in the browser, so dropping the directive
        // loses nothing; every other warning still shows.
        if (
          warning.code === 'MODULE_LEVEL_DIRECTIVE' &&
          /[\\/]node_modules[\\/]swr[\\/]/.test(warning.id ?? '') &&
          /'use client'|"use client"/.test(warning.message)
        )
          return;
        warn(warning);
      },
      output: {
        chunkFileNames: chunkFileName,
        assetFileNames: 'assets/[name]-[hash][extname]',
        // Vite keeps library ES output unminified in whitespace and keeps /* @__PURE__ */ notes, for
        // bundlers that re-bundle a library. This bundle goes to browsers as it is: minify it all.
        minify: true,
        comments: false,
        codeSplitting: {
          groups: [
            // The entry imports nothing statically. It holds everything the element needs to
            // render and to start its API calls (preact, wouter, goober, r2wc, superstruct, redaxios,
            // the runtime), so the first screen's chunks and its data are all asked for as soon as it
            // has run: one wave after it, not two. A group that captures the entry module takes its
            // static imports along (`includeDependenciesRecursively`) and becomes the entry chunk.
            // Without it, rolldown leaves superstruct in a chunk of its own that the entry imports
            // statically (https://github.com/rolldown/rolldown/issues/9963, a merge into the entry
            // skipped for a cycle that only exists halfway through its merges). The network-waves
            // test fails if the entry ever imports a chunk statically again.
            { name: 'portal-cliente', test: /[\\/]src[\\/]portal-cliente\.ts$/ },
            // Tiny modules that two or three screens share would each be a chunk of their own, and a
            // file costs about 50 bytes of gzip framing, imports and exports: grouped with their
            // neighbours (the all-JS budget is within bytes).
            // What every first screen renders around itself (the shell, its heading focus, the
            // user's name, the not-found route both layouts end with) is one file, and the sign-in
            // screen with its form parts (react-hook-form comes along) another: both were half a
            // dozen files under a kilobyte, each paying its own framing on the first screen.
            {
              name: 'shell',
              test: /[\\/]src[\\/](features[\\/]shell[\\/](shell|help-launcher)\.tsx|runtime[\\/]use-focus-heading\.ts|lib[\\/]text[\\/]format-name\.ts|ui[\\/]offline-notice\.tsx|app[\\/](error-screen\.tsx|any-path\.ts))$/,
            },
            {
              name: 'account-screens',
              test: /[\\/]src[\\/](features[\\/]account[\\/](notice|account-form|submit-button|login-screen)\.tsx|features[\\/]account[\\/](account-error|account-schemas)\.ts|runtime[\\/]sign-in\.ts)$/,
            },
            // The logo (the signed-in header's and the account index's) stays a file of its own, or the
            // account index would load the signed-in layout for it. Before the signed-in layout's group,
            // which would otherwise take it along as a dependency of the header.
            { name: 'logo', test: /[\\/]src[\\/]ui[\\/]logo\.tsx$/ },
            // The signed-in screens' small shared helpers travel together: each alone is a file of a
            // few hundred bytes whose framing costs more than sharing one chunk. So do the answers'
            // readers (read-answer, read-current-event), which the entry asks for as its first call
            // leaves: the signed-in first screen loads this file anyway (docs/performance.md, "Budgets").
            // So does the signed-in layout (header, navigation, data scope) with what it imports: every
            // signed-in screen loads both, and one file compresses them better than two (the home 0.56 KB
            // lighter). And so does the home's screen, the signed-in first screen: its code shares most of
            // its words with the helpers it draws with, and costs 1.2 KB less inside this file than beside
            // it; a visit that starts on another signed-in screen loads it too, 4.1 KB it would load on
            // its first visit to the home (docs/performance.md, "Budgets").
            {
              name: 'screen-helpers',
              test: /[\\/]src[\\/](ui[\\/](screen-base|error-state|calendar-button|kept-notice|proof-link)\.tsx?|lib[\\/](dates|fields|text|charges)[\\/](is-ahead|api-link-href|contract-signing|format-money|format-time|format-date|format-read-at|calendar-days|due-date-text)\.ts|ui[\\/]skipped-note\.tsx|lib[\\/]charges[\\/](charge-state|charge-due-days|bank-holidays|easter-sunday)\.ts|ui[\\/]promo-block[\\/](promo-block|use-near-viewport|carousel-boundary)\.tsx?|runtime[\\/](use-api-base|use-event-query|charges|use-full-width)\.ts|api[\\/](current-)?event-(calls|schemas)\.ts|runtime[\\/]read-current-event\.ts|api[\\/]read-answer\.ts|session[\\/]pending-payments-store\.ts|content[\\/]lazy-service-cards\.ts|app[\\/]main-layout\.tsx|features[\\/]home[\\/]home-screen\.tsx)$/,
            },
            // The parts of the list screens the home does not draw (tables, dialogs, the list states,
            // the event switch) are a file of their own: the home with data, the signed-in first
            // screen, does not fetch them; the first list screen or dialog opened does, once.
            {
              name: 'screen-parts',
              test: /[\\/]src[\\/](ui[\\/](data-state|data-table|modal|inline-alert|current-badge)\.tsx|lib[\\/]text[\\/]whatsapp-link\.ts|runtime[\\/]use-switch-event\.ts)$/,
            },
            // The account screens past sign-in (sign-up steps, recovery, new password) are one file:
            // each is well under a kilobyte, and a visitor on one of them is likely to see the next.
            {
              name: 'account-steps',
              test: /[\\/]src[\\/](features[\\/]account[\\/](code-sent-notice|use-register-steps|step-schemas)\.ts|features[\\/]account[\\/](confirm-code-screen|recovery-screen|create-password-screen)\.tsx|ui[\\/]new-password-fields\.tsx)$/,
            },
          ],
        },
      },
    },
  },
});

/**
 * Chunks holding a heavy library carry its name, so a request log says what a screen pulled in; so
 * does the shell both layouts share (header pieces, help launcher), which rolldown would name after
 * the error page's loader and so read as if every first screen loaded the error page.
 */
const NAMED_CHUNKS: Array<[string, RegExp]> = [
  ['swiper', /[\\/]node_modules[\\/]swiper[\\/]/],
  ['dompurify', /[\\/]node_modules[\\/]dompurify[\\/]/],
  ['qrcode', /[\\/]node_modules[\\/]lean-qr[\\/]/],
  ['shell', /[\\/]src[\\/]features[\\/]shell[\\/]shell\.tsx$/],
];

function chunkFileName(chunk: { name: string; moduleIds: readonly string[] }) {
  const named = NAMED_CHUNKS.find(([, test]) => chunk.moduleIds.some((id) => test.test(id)));
  return `chunks/${named ? named[0] : '[name]'}-[hash].js`;
}
