import type { ApiClient } from './client';
import { DATA_PATHS } from './data-paths';
import { AttachmentList, ContactList, EventList, Finance, Schedule, ServiceList } from './event-schemas';

/* The data calls: each answers for the customer's current event (see ./current-event-calls.ts). */

export const getContacts = (api: ApiClient) => api.request({ method: 'GET', path: DATA_PATHS.contacts, schema: ContactList });
export const getEvents = (api: ApiClient) => api.request({ method: 'GET', path: DATA_PATHS.events, schema: EventList });
export const getServices = (api: ApiClient) => api.request({ method: 'GET', path: DATA_PATHS.services, schema: ServiceList });
/** The 'all' variant: every contract of every event of the customer. */
export const getAllAttachments = (api: ApiClient) =>
  api.request({ method: 'GET', path: DATA_PATHS.allAttachments, schema: AttachmentList });
export const getContracts = (api: ApiClient) => api.request({ method: 'GET', path: DATA_PATHS.contracts, schema: AttachmentList });
export const getFinance = (api: ApiClient) => api.request({ method: 'GET', path: DATA_PATHS.finance, schema: Finance });
export const getSchedule = (api: ApiClient) => api.request({ method: 'GET', path: DATA_PATHS.schedule, schema: Schedule });
