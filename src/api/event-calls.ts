import type { ApiClient } from './client';
import { AttachmentList, ContactList, EventList, Finance, Schedule, ServiceList } from './event-schemas';

/* The data calls: each answers for the customer's current event (see current-event-calls). */

export const getContacts = (api: ApiClient) => api.request({ method: 'GET', path: '/api/contatos', schema: ContactList });
export const getEvents = (api: ApiClient) => api.request({ method: 'GET', path: '/api/eventos', schema: EventList });
export const getServices = (api: ApiClient) => api.request({ method: 'GET', path: '/api/servicos', schema: ServiceList });
/** Spec section 7: the 'all' variant, every contract of every event of the customer. */
export const getAllAttachments = (api: ApiClient) => api.request({ method: 'GET', path: '/api/anexos', schema: AttachmentList });
export const getContracts = (api: ApiClient) => api.request({ method: 'GET', path: '/api/contratos', schema: AttachmentList });
export const getFinance = (api: ApiClient) => api.request({ method: 'GET', path: '/api/financeiro', schema: Finance });
export const getSchedule = (api: ApiClient) => api.request({ method: 'GET', path: '/api/agenda', schema: Schedule });
