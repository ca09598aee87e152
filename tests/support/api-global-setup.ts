import type { TestProject } from 'vitest/node';
import { startApiServer } from '../../demo/server/index.mjs';
import { TEST_PASSWORD_COST } from './password-cost';

declare module 'vitest' {
  export interface ProvidedContext {
    componentApiUrl: string;
  }
}

/** The reference API for component tests (happy-dom's origin differs per test: any origin allowed). */
export default async function setup(project: TestProject) {
  const api = await startApiServer({ port: 0, allowedOrigins: ['*'], devRoutes: true, passwordCost: TEST_PASSWORD_COST, log: () => {} });
  project.provide('componentApiUrl', api.url);
  return () => api.close();
}
