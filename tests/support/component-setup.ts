import nodeConsole from 'node:console';
import { configure } from '@testing-library/dom';
import { afterEach } from 'vitest';
import { cleanupPortals } from './render-portal';

// Screens load lazily and talk to a real API over HTTP: testing-library's 1 s default for
// findBy*/waitFor is too tight on a busy 2-core machine.
configure({ asyncUtilTimeout: 5_000 });

/*
 * happy-dom writes every failed request to the console it was given at start (Node's own, not the
 * one vitest captures) as a browser would: 'GET ... 500 (Internal Server Error)', a 'socket hang up'
 * trace for a dropped connection. The fault tests cause them on purpose and assert what the screen
 * says; a green run prints no such noise. Anything else logged still shows.
 */
const isExpectedNetworkNoise = (first: unknown) =>
  (typeof first === 'string' && /^(GET|POST|OPTIONS) http:\/\/127\.0\.0\.1:\d+\/\S* \d{3} \(/.test(first)) ||
  (first instanceof Error && /^(socket hang up|read ECONNRESET|connect ECONN(RESET|REFUSED))/.test(first.message));
const printError = nodeConsole.error.bind(nodeConsole);
nodeConsole.error = (...args: unknown[]) => {
  if (!isExpectedNetworkNoise(args[0])) printError(...args);
};

// Every component test starts clean: storage, location hash, mounted portals. (The API client's
// own tests run on Node, without a DOM.)
afterEach(async () => {
  if (typeof document === 'undefined') return;
  await cleanupPortals();
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});
