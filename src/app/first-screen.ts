import { warmSaoPauloZone } from '../lib/dates/sao-paulo-zone';
import type { PortalRuntime } from '../runtime/create-portal-runtime';
import { FIRST_CALLS } from '../api/first-calls';
import { AccountLayout, MainLayout } from './layouts';
import { ACCOUNT_SCREENS, isAccountPath, MAIN_SCREENS } from './routes';

/**
 * What the first screen of a page load needs, asked for at once and all together: the
 * layout's code with the screen's (each with the chunks it imports, see
 * build-steps/parallel-chunk-imports.ts) and, signed in, GET /api/home with the screen's own data calls,
 * instead of each waiting for the one before it to arrive and render. The layout waits for its
 * screen's code, so the two draw in one render and one layout of the page, not the layout first and
 * the screen a render (and a layout) later. Called once, as the app first renders: before the
 * layout asks for its own code.
 */
export function startFirstScreen(runtime: PortalRuntime, path: string) {
  const signedIn = Boolean(runtime.session.get().user);
  if (isAccountPath(path) || !signedIn) {
    // A signed-out visitor on a signed-in route is sent to /conta.
    AccountLayout.preload(ACCOUNT_SCREENS[isAccountPath(path) ? path : '/conta']?.preload());
    return;
  }
  // docs/architecture.md, "The current event is the server's": every load of the signed-in area asks which event is current.
  void runtime.currentEvent.load();
  for (const call of FIRST_CALLS[path] ?? []) runtime.prefetch.start(call);
  MainLayout.preload(MAIN_SCREENS[path]?.preload());
  warmSaoPauloZone();
}
