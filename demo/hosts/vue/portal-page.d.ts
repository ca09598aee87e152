// What TypeScript sees of the single-file component (Vite compiles the .vue file itself).
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<{ api: string; origin: string }>;
  export default component;
}
