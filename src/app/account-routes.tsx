import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { SkeletonBlock } from '../ui/skeleton';
import { ANY_PATH } from './any-path';
import { ErrorScreen } from './error-screen';
import { lazyRetry } from '../ui/lazy-retry';

/* Spec section 2, account routes. Each screen is its own chunk, with the form stack (DESIGN.md decision 6). */
const AccountIndex = lazyRetry(() => import('../features/account/account-index'));
const LoginScreen = lazyRetry(() => import('../features/account/login-screen'));
const RecoveryScreen = lazyRetry(() => import('../features/account/recovery-screen'));
const FirstAccessScreen = lazyRetry(() => import('../features/account/first-access-screen'));
const ConfirmCodeScreen = lazyRetry(() => import('../features/account/confirm-code-screen'));
const CreatePasswordScreen = lazyRetry(() => import('../features/account/create-password-screen'));

export function AccountRoutes() {
  return (
    <Suspense fallback={<SkeletonBlock lines={4} />}>
      <Switch>
        <Route path="/conta" component={AccountIndex} />
        <Route path="/conta/entrar" component={LoginScreen} />
        <Route path="/conta/recuperar-senha" component={RecoveryScreen} />
        <Route path="/conta/registrar" component={FirstAccessScreen} />
        <Route path="/conta/registrar/confirmar" component={ConfirmCodeScreen} />
        <Route path="/conta/registrar/senha" component={CreatePasswordScreen} />
        <Route path={ANY_PATH}>
          <ErrorScreen status={404} />
        </Route>
      </Switch>
    </Suspense>
  );
}
