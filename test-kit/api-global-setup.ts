import type { TestProject } from 'vitest/node';
import { startTestApi } from './test-api';

declare module 'vitest' {
  export interface ProvidedContext {
    componentApiUrl: string;
  }
}

/** The reference API for component tests (happy-dom's origin differs per test: any origin allowed). */
export default async function setup(project: TestProject) {
  const api = await startTestApi();
  project.provide('componentApiUrl', api.url);
  return () => api.close();
}
