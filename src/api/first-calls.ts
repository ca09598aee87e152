// With its extension: vite.config.ts reaches this file (build-steps/first-screen-files.ts), and the
// config loader Vite plans to make its default (Node's own, `configLoader: 'native'`) needs it.
import { DATA_PATHS, type DataPath } from './data-paths.ts';

/**
 * The data calls each signed-in screen makes as it first renders, beside GET /api/home. The home's
 * 'Precisa da sua atenção' reads finance, schedule and contracts (those waiting for a signature). A path here that a screen does not call is
 * a wasted request; a call missing here is merely asked later, once the screen has loaded. The
 * snippet's boot script starts the same calls (build-steps/first-screen-files.ts reads this table).
 */
export const FIRST_CALLS: Readonly<Record<string, readonly DataPath[]>> = {
  '/': [DATA_PATHS.finance, DATA_PATHS.schedule, DATA_PATHS.contracts],
  '/eventos': [DATA_PATHS.events],
  '/servicos': [DATA_PATHS.services],
  '/contratos': [DATA_PATHS.contracts],
  '/financeiro': [DATA_PATHS.finance],
  '/agenda': [DATA_PATHS.schedule],
};
