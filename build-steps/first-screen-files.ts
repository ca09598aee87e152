import type { Plugin, Rollup } from 'vite';
import { FIRST_CALLS } from '../src/api/first-calls.ts';
import { SESSION_KEY, sessionTextFields } from '../src/session/stored-session.ts';

/** Where the build writes the list, beside the entry; build-steps/release.mjs adds each file's integrity. */
export const FIRST_SCREENS_FILE = 'first-screens.json';

/**
 * What a first screen of each area draws with, by source module: its layout (the toasts load with
 * the first one, never with a first screen). Each route's own screen is added to it for the routes
 * in SCREENS.
 */
const AREAS = {
  account: ['src/app/account-layout.tsx'],
  main: ['src/app/main-layout.tsx'],
} as const;

/**
 * The routes a page load most often starts on, each with its screen's module: the signed-out
 * welcome and sign-in, and the signed-in home. Another route starts with its area's files only
 * (its screen's code is then asked for as the entry runs, as on a bare script tag): each route
 * listed costs the inline boot script about fifty bytes of integrity that no compression can take
 * out (docs/performance.md, "The boot script").
 */
const SCREENS: Record<string, string> = {
  '/conta': 'src/features/account/account-index.tsx',
  '/conta/entrar': 'src/features/account/login-screen.tsx',
  '/': 'src/features/home/home-screen.tsx',
};

/**
 * The release's own list of which chunks each first screen needs, for the boot script of the
 * snippet (embed-kit/boot-script.mjs): per area, the files of its layout and what they import
 * statically, transitively; per listed route, its screen's files that the area does not already
 * have; and per signed-in route, the data calls it makes as it first renders (src/api/first-calls.ts).
 * Made from the chunk graph as the bundler wrote it, so a change to how the code splits changes the
 * list with it, and the test of the boot script compares it with what the browser really fetches.
 */
export function firstScreenFiles(): Plugin {
  return {
    name: 'portal:first-screen-files',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const chunkOf = (module: string) => {
        const found = chunks.find((chunk) => chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`)));
        if (!found) throw new Error(`${FIRST_SCREENS_FILE}: no chunk holds ${module}`);
        return found;
      };
      /** The chunks of these modules and everything they import statically, but the entry. */
      const filesOf = (modules: readonly string[]) => {
        const seen = new Set<string>();
        const visit = (name: string) => {
          const chunk = byName.get(name);
          if (!chunk || chunk.isEntry || seen.has(name)) return;
          seen.add(name);
          chunk.imports.forEach(visit);
        };
        for (const module of modules) visit(chunkOf(module).fileName);
        return [...seen].sort();
      };
      const areas = { account: filesOf(AREAS.account), main: filesOf(AREAS.main) };
      const screens = Object.fromEntries(
        Object.entries(SCREENS).map(([route, module]) => {
          const area = route.startsWith('/conta') ? areas.account : areas.main;
          return [route, filesOf([module]).filter((file) => !area.includes(file))];
        }),
      );
      // The boot script reads the stored session by the store's own rule (src/session/stored-session.ts).
      const session = { key: SESSION_KEY, text: sessionTextFields() };
      const list = { areas, screens, calls: FIRST_CALLS, session };
      this.emitFile({ type: 'asset', fileName: FIRST_SCREENS_FILE, source: `${JSON.stringify(list, null, 2)}\n` });
    },
  };
}
