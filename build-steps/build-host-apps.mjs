// @ts-check
// The host apps of docs/hosts/ (React 19 and Vue 3), built by Vite with their real libraries into
// dist-hosts/<app>/, which the demo host serves at /hosts/<app>/. Each imports the package by its
// name, as a host that installed it would: `portal-cliente` resolves to this repository's package
// (its exports), so the apps bundle the built dist/ (run after the portal's own build).
import vue from '@vitejs/plugin-vue';
import { build } from 'vite';

/** @type {Record<string, import('vite').PluginOption[]>} */
const APPS = {
  react: [],
  // The template compiler must leave <portal-cliente> to the browser (docs/hosts/vue.md).
  vue: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag === 'portal-cliente' } } })],
};

for (const [app, plugins] of Object.entries(APPS)) {
  await build({
    configFile: false,
    root: `demo/hosts/${app}`,
    base: `/hosts/${app}/`,
    plugins,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir: `../../../dist-hosts/${app}`, emptyOutDir: true, target: 'es2022' },
  });
}
