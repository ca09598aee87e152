import { lazyScreen, type LazyScreen } from './lazy-screen';

/*
 * The screens of each area, in one table that the router and the first-screen
 * preload both read. Each screen is its own chunk (docs/architecture.md, "Lazy by default"); the loaders live here,
 * in the entry, so the entry can start a route's screen together with its layout.
 */

/** The account area (signed out), each screen with the form stack it needs. */
export const ACCOUNT_SCREENS: Readonly<Record<string, LazyScreen>> = {
  '/conta': lazyScreen(() => import('../features/account/account-index')),
  '/conta/entrar': lazyScreen(() => import('../features/account/login-screen')),
  '/conta/recuperar-senha': lazyScreen(() => import('../features/account/recovery-screen')),
  '/conta/registrar': lazyScreen(() => import('../features/account/first-access-screen')),
  '/conta/registrar/confirmar': lazyScreen(() => import('../features/account/confirm-code-screen')),
  '/conta/registrar/senha': lazyScreen(() => import('../features/account/create-password-screen')),
};

/** The signed-in area. */
export const MAIN_SCREENS: Readonly<Record<string, LazyScreen>> = {
  '/': lazyScreen(() => import('../features/home/home-screen')),
  '/eventos': lazyScreen(() => import('../features/events/events-screen')),
  '/servicos': lazyScreen(() => import('../features/services/services-screen')),
  '/contratos': lazyScreen(() => import('../features/contracts/contracts-screen')),
  '/financeiro': lazyScreen(() => import('../features/finance/finance-screen')),
  '/agenda': lazyScreen(() => import('../features/schedule/schedule-screen')),
  '/oportunidades': lazyScreen(() => import('../features/opportunities/opportunities-screen')),
  '/perfil/alterar-senha': lazyScreen(() => import('../features/profile/change-password-screen')),
};

export const isAccountPath = (path: string) => path === '/conta' || path.startsWith('/conta/');
