import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { SkeletonBlock } from '../ui/skeleton';
import { ANY_PATH } from './any-path';
import { ErrorScreen } from './error-screen';
import { MAIN_SCREENS } from './routes';

/* Routes of the authenticated area. Each screen is lazy (docs/architecture.md, "Lazy by default"). */
export function MainRoutes() {
  return (
    <Suspense fallback={<SkeletonBlock lines={5} />}>
      <Switch>
        {Object.entries(MAIN_SCREENS).map(([path, screen]) => (
          <Route key={path} path={path} component={screen} />
        ))}
        <Route path={ANY_PATH}>
          <ErrorScreen status={404} />
        </Route>
      </Switch>
    </Suspense>
  );
}
