import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { launchBrowserServer, type Engine } from './engine';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The engine of the project (set in vitest.config.ts). */
    engine: Engine;
    /** Answers `GET /?slot=N` with the ws endpoint of the browser for worker slot N. */
    browserBroker: string;
  }
}

/**
 * The project's browsers, started on first use and shared by its test files (each test still gets
 * fresh contexts: its own storage, cookies and cache). Each file runs its own demo host and API
 * (test-kit/use-e2e.ts), so files never share server state and may run side by side.
 *
 * One browser per worker slot (`VITEST_POOL_ID`), so files running at the same time never share a
 * browser. A browser's clipboard is the whole browser's: a file copying a boleto line in one tab
 * would land between another file's copy and paste in its own (a pasted code turned into the boleto
 * line). And Firefox's windows take the focus from one another, so a test's keyboard and focus
 * would behave as in a window left in the background.
 */
export default async function setup(project: TestProject) {
  const engine = project.config.provide.engine;
  if (engine !== 'chromium' && engine !== 'firefox') throw new Error(`${project.name}: provide.engine must be chromium or firefox`);
  const browsers = new Map<string, Promise<BrowserServer>>();
  const broker = createServer((request, response) => {
    const slot = new URL(request.url ?? '/', 'http://broker').searchParams.get('slot') ?? '1';
    let browser = browsers.get(slot);
    if (!browser) browsers.set(slot, (browser = launchBrowserServer(engine)));
    browser.then(
      (server) => response.end(server.wsEndpoint()),
      (error: Error) => response.writeHead(500).end(error.message),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  project.provide('browserBroker', `http://127.0.0.1:${(broker.address() as AddressInfo).port}`);
  return async () => {
    broker.close();
    await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
  };
}
