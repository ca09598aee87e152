/**
 * The paths of the data calls, named once: the calls in ./event-calls.ts send them, and the app
 * starts the first screen's calls by them before that screen's code has arrived.
 */
export const DATA_PATHS = {
  contacts: '/api/contatos',
  events: '/api/eventos',
  services: '/api/servicos',
  allAttachments: '/api/anexos',
  contracts: '/api/contratos',
  finance: '/api/financeiro',
  schedule: '/api/agenda',
} as const;

export type DataPath = (typeof DATA_PATHS)[keyof typeof DATA_PATHS];

/** The current event's call: the entry sends it on every signed-in load, before its reader has arrived. */
export const HOME_PATH = '/api/home';
