import type { ComponentType } from 'react';
import { lazyRetry, type Preloadable } from '../ui/lazy-retry';

/** A lazy layout or screen, whose code the first screen asks for before it renders (`preload`). */
export type LazyScreen = Preloadable<ComponentType>;

/*
 * The screens of each area, in one table that the router and the first-screen
 * preload both read. Each screen is lazy (docs/architecture.md, "Lazy by default"); the loaders live here,
 * in the entry, so the entry can start a route's screen together with its layout.
 */

/** The account area (signed out), each screen with the form stack it needs. */
export const ACCOUNT_SCREENS: Readonly<Record<string, LazyScreen>> = {
  '/conta': lazyRetry(() => import('../features/account/account-index')),
  '/conta/entrar': lazyRetry(() => import('../features/account/login-screen')),
  '/conta/recuperar-senha': lazyRetry(() => import('../features/account/recovery-screen')),
  '/conta/registrar': lazyRetry(() => import('../features/account/first-access-screen')),
  '/conta/registrar/confirmar': lazyRetry(() => import('../features/account/confirm-code-screen')),
  '/conta/registrar/senha': lazyRetry(() => import('../features/account/create-password-screen')),
};

/** The signed-in area. */
export const MAIN_SCREENS: Readonly<Record<string, LazyScreen>> = {
  '/': lazyRetry(() => import('../features/home/home-screen')),
  '/eventos': lazyRetry(() => import('../features/events/events-screen')),
  '/servicos': lazyRetry(() => import('../features/services/services-screen')),
  '/contratos': lazyRetry(() => import('../features/contracts/contracts-screen')),
  '/financeiro': lazyRetry(() => import('../features/finance/finance-screen')),
  '/agenda': lazyRetry(() => import('../features/schedule/schedule-screen')),
  '/oportunidades': lazyRetry(() => import('../features/opportunities/opportunities-screen')),
  '/perfil/alterar-senha': lazyRetry(() => import('../features/profile/change-password-screen')),
};

export const isAccountPath = (path: string) => path === '/conta' || path.startsWith('/conta/');
