import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { SkeletonBlock } from '../ui/skeleton';
import { ANY_PATH } from './any-path';
import { ErrorScreen } from './error-screen';
import { ACCOUNT_SCREENS } from './routes';

/* Account routes. Each screen is its own chunk, with the form stack (docs/architecture.md, "Lazy by default"). */
export function AccountRoutes() {
  return (
    <Suspense fallback={<SkeletonBlock lines={4} />}>
      <Switch>
        {Object.entries(ACCOUNT_SCREENS).map(([path, screen]) => (
          <Route key={path} path={path} component={screen} />
        ))}
        <Route path={ANY_PATH}>
          <ErrorScreen status={404} bare />
        </Route>
      </Switch>
    </Suspense>
  );
}
