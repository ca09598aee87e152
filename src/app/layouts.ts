import { lazyRetry } from '../ui/lazy-retry';

/*
 * Each area is its own chunk. A signed-out first screen never loads the header, SWR or
 * the data screens, and a signed-in customer never loads the account forms (the budgets in docs/performance.md).
 */
export const AccountLayout = lazyRetry(() => import('./account-layout'));
export const MainLayout = lazyRetry(() => import('./main-layout'));
