import nodeConsole from 'node:console';
import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { cleanupPortals } from './render-portal';

// Screens load lazily and talk to a real API over HTTP: testing-library's 1 s default for
// findBy*/waitFor is too tight on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

/*
 * happy-dom writes to the console what a browser's devtools would show for a failed request: the
 * line 'GET http://... 500 (Internal Server Error)', and the raw Node error, stack and all, of a
 * connection that was dropped ('socket hang up') or refused (ECONNREFUSED), or of a request still
 * open when the test's window closed (AbortError). The fault tests provoke those on purpose and
 * assert what the portal does about them; the lines themselves are the browser's, like Chromium's
 * 'Failed to load resource' in the e2e tests, and stay out of the output. Anything else the code
 * writes with console.error still shows.
 */
const NETWORK_LINE = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) https?:\/\/\S+ \d{3} \(/;
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE']);
// Read by its fields, not `instanceof Error`: the error is made by Node's http or by happy-dom, outside
// the VM context each file runs in (`pool: 'vmThreads'`), whose Error is another realm's.
const isNetworkError = (value: unknown) => {
  const { code, name } = (typeof value === 'object' && value !== null ? value : {}) as { code?: unknown; name?: unknown };
  return (typeof code === 'string' && NETWORK_CODES.has(code)) || name === 'AbortError';
};
const isNetworkLog = (args: unknown[]) =>
  args.length === 1 && ((typeof args[0] === 'string' && NETWORK_LINE.test(args[0])) || isNetworkError(args[0]));
// happy-dom was handed Node's own console (before vitest put its own in place): filter that one,
// once per worker process.
const FILTERED = Symbol.for('portal-cliente:network-log-filtered');
const patched = nodeConsole as typeof nodeConsole & { [FILTERED]?: true };
if (!patched[FILTERED]) {
  const consoleError = nodeConsole.error.bind(nodeConsole);
  nodeConsole.error = (...args: unknown[]) => {
    if (!isNetworkLog(args)) consoleError(...args);
  };
  patched[FILTERED] = true;
}

// Every component test starts clean: storage, location hash, mounted portals.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  await cleanupPortals();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});
