import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { SkeletonBlock } from '../ui/skeleton';
import { ErrorScreen } from './error-screen';

/* Spec section 2, account routes. Each screen is its own chunk. */
const AccountIndex = lazy(() => import('../features/account/account-index'));
const LoginScreen = lazy(() => import('../features/account/login-screen'));

export function AccountRoutes() {
  return (
    <Suspense fallback={<SkeletonBlock lines={4} />}>
      <Switch>
        <Route path="/conta" component={AccountIndex} />
        <Route path="/conta/entrar" component={LoginScreen} />
        <Route>
          <ErrorScreen status={404} />
        </Route>
      </Switch>
    </Suspense>
  );
}
