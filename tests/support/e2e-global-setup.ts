import type { TestProject } from 'vitest/node';
import { startDemoSite } from '../../demo/demo-site.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
    apiUrl: string;
  }
}

/** One demo host and reference API for the e2e run, on free ports. */
export default async function setup(project: TestProject) {
  const site = await startDemoSite({ demoPort: 0, apiPort: 0, devRoutes: true });
  project.provide('demoUrl', site.demoUrl);
  project.provide('apiUrl', site.apiUrl);
  return () => site.close();
}
