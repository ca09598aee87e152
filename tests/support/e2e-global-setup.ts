import type { TestProject } from 'vitest/node';
import { launchBrowserServer, type Engine } from './engine';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The engine of the project (set in vitest.config.ts). */
    engine: Engine;
    /** Where the project's browser listens for Playwright clients. */
    browserEndpoint: string;
  }
}

/**
 * One browser for the whole project, shared by its test files (each test still gets a fresh
 * context: its own storage, cookies and cache). Each file runs its own demo host and reference API
 * (tests/support/use-e2e.ts), so files never share server state and may run side by side.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.provide.engine;
  if (engine !== 'chromium' && engine !== 'firefox') throw new Error(`${project.name}: provide.engine must be chromium or firefox`);
  const server = await launchBrowserServer(engine);
  project.provide('browserEndpoint', server.wsEndpoint());
  return () => server.close();
}
