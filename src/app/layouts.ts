import { lazyScreen } from './lazy-screen';

/*
 * Spec section 2: each area is its own chunk. A signed-out visitor never loads the header, SWR or
 * the data screens, and a signed-in customer never loads the account forms (issue 6 budgets).
 */
export const AccountLayout = lazyScreen(() => import('./account-layout'));
export const MainLayout = lazyScreen(() => import('./main-layout'));
