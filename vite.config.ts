import { defineConfig, type Alias } from 'vite';

/**
 * The portal is written against React's API and ships on preact/compat.
 * PORTAL_RUNTIME=react builds the same source on real React 19 (bench only),
 * so the two can be measured side by side.
 */
const onReact = process.env.PORTAL_RUNTIME === 'react';

export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

export default defineConfig({
  resolve: { alias: onReact ? [] : preactAliases },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  publicDir: false,
  build: {
    outDir: onReact ? 'dist-react' : 'dist',
    target: 'es2022',
    // Vite's preload helper writes <link rel=modulepreload> into document.head:
    // nothing may be added to the host's document (DESIGN.md, pitfalls).
    modulePreload: false,
    cssCodeSplit: false,
    sourcemap: false,
    emptyOutDir: true,
    lib: {
      entry: 'src/portal-cliente.ts',
      formats: ['es'],
      fileName: () => 'portal-cliente.js',
    },
    rollupOptions: {
      output: { chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]' },
    },
  },
});
