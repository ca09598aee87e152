import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { SkeletonBlock } from '../ui/skeleton';
import { ANY_PATH } from './any-path';
import { ErrorScreen } from './error-screen';
import { lazyRetry } from '../ui/lazy-retry';

/* Spec section 2, routes of the authenticated area. Each screen is its own chunk (DESIGN.md decision 6). */
const HomeScreen = lazyRetry(() => import('../features/home/home-screen'));
const EventsScreen = lazyRetry(() => import('../features/events/events-screen'));
const ServicesScreen = lazyRetry(() => import('../features/services/services-screen'));
const ContractsScreen = lazyRetry(() => import('../features/contracts/contracts-screen'));
const FinanceScreen = lazyRetry(() => import('../features/finance/finance-screen'));
const ScheduleScreen = lazyRetry(() => import('../features/schedule/schedule-screen'));
const OpportunitiesScreen = lazyRetry(() => import('../features/opportunities/opportunities-screen'));
const ChangePasswordScreen = lazyRetry(() => import('../features/profile/change-password-screen'));

export function MainRoutes() {
  return (
    <Suspense fallback={<SkeletonBlock lines={5} />}>
      <Switch>
        <Route path="/" component={HomeScreen} />
        <Route path="/eventos" component={EventsScreen} />
        <Route path="/servicos" component={ServicesScreen} />
        <Route path="/contratos" component={ContractsScreen} />
        <Route path="/financeiro" component={FinanceScreen} />
        <Route path="/agenda" component={ScheduleScreen} />
        <Route path="/oportunidades" component={OpportunitiesScreen} />
        <Route path="/perfil/alterar-senha" component={ChangePasswordScreen} />
        <Route path={ANY_PATH}>
          <ErrorScreen status={404} />
        </Route>
      </Switch>
    </Suspense>
  );
}
