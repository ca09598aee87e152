import type { ApiClient } from './client';
import { Acknowledgement, LoginAnswer, MaskEmailAnswer } from './schemas';

/* The account calls, with their exact paths and payload field names. */

export const login = (api: ApiClient, body: { username: string; password: string }) =>
  api.request({ method: 'POST', path: '/api/login', data: body, schema: LoginAnswer, auth: 'none' });

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

/** 200 or 201 is success for user creation. */
export const signupUser = (api: ApiClient, body: { email: string; senha: string; codigo: string }) =>
  api.request({ method: 'POST', path: '/api/SingupUser', data: body, schema: Acknowledgement, auth: 'none', ok: [200, 201] });
