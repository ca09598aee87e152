// A Vue 3 host app (docs/hosts/vue.md): the package imported as a host installs it; the element in
// a template, which the compiler is told is a custom element (vite.config.ts of this app).
import 'portal-cliente';
import { createApp } from 'vue';
import PortalPage from './portal-page.vue';

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content ?? '';

createApp(PortalPage, { api: meta('portal-api'), origin: meta('demo-origin') }).mount('#app');
