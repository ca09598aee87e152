import type { ApiClient } from './client';
import {
  Acknowledgement,
  AttachmentList,
  ContactList,
  CurrentEvent,
  EventList,
  Finance,
  LoginAnswer,
  MaskEmailAnswer,
  Schedule,
  ServiceList,
} from './schemas';

/*
 * One function per call of spec section 7, with its exact path and payload field names.
 * The server keeps each customer's current event (DESIGN.md, spec gaps), so the event calls
 * carry no event id.
 */

export const login = (api: ApiClient, body: { username: string; password: string }) =>
  api.request({ method: 'POST', path: '/api/login', data: body, schema: LoginAnswer, auth: 'none' });

/** The customer's current event, as the server holds it (spec section 4). */
export const getHome = (api: ApiClient) => api.request({ method: 'GET', path: '/api/home', schema: CurrentEvent });

export const selectEvent = (api: ApiClient, idEvento: number | string) =>
  api.request({ method: 'POST', path: `/api/home/${encodeURIComponent(String(idEvento))}`, schema: CurrentEvent });

export const recoverPassword = (api: ApiClient, body: { email: string }) =>
  api.request({ method: 'POST', path: '/api/RecoveryPass', data: body, schema: MaskEmailAnswer, auth: 'none' });

export const changePassword = (api: ApiClient, body: { SenhaAntiga: string; SenhaNova: string }) =>
  api.request({ method: 'POST', path: '/api/ChangePass', data: body, schema: Acknowledgement });

export const signupRegister = (
  api: ApiClient,
  body: { email: string; idEvento: string; dtEvento_day: number; dtEvento_month: number; dtEvento_year: number },
) => api.request({ method: 'POST', path: '/api/SingupRegister', data: body, schema: MaskEmailAnswer, auth: 'none' });

export const signupEmailConfirm = (api: ApiClient, body: { email: string; Codigo: string }) =>
  api.request({ method: 'POST', path: '/api/SingupEmailConfirm', data: body, schema: Acknowledgement, auth: 'none' });

/** Spec section 8: 200 or 201 is success for user creation. */
export const signupUser = (api: ApiClient, body: { email: string; senha: string; codigo: string }) =>
  api.request({ method: 'POST', path: '/api/SingupUser', data: body, schema: Acknowledgement, auth: 'none', ok: [200, 201] });

export const getContacts = (api: ApiClient) => api.request({ method: 'GET', path: '/api/contatos', schema: ContactList });
export const getEvents = (api: ApiClient) => api.request({ method: 'GET', path: '/api/eventos', schema: EventList });
export const getServices = (api: ApiClient) => api.request({ method: 'GET', path: '/api/servicos', schema: ServiceList });
/** Spec section 7: the 'all' variant, every contract of every event of the customer. */
export const getAllAttachments = (api: ApiClient) => api.request({ method: 'GET', path: '/api/anexos', schema: AttachmentList });
export const getContracts = (api: ApiClient) => api.request({ method: 'GET', path: '/api/contratos', schema: AttachmentList });
export const getFinance = (api: ApiClient) => api.request({ method: 'GET', path: '/api/financeiro', schema: Finance });
export const getSchedule = (api: ApiClient) => api.request({ method: 'GET', path: '/api/agenda', schema: Schedule });
