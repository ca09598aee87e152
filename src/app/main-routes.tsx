import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { SkeletonBlock } from '../ui/skeleton';
import { ErrorScreen } from './error-screen';

/* Each screen is its own chunk (DESIGN.md decision 6). Spec section 2, authenticated routes. */
const HomeScreen = lazy(() => import('../features/home/home-screen'));

export function MainRoutes() {
  return (
    <Suspense fallback={<SkeletonBlock lines={5} />}>
      <Switch>
        <Route path="/" component={HomeScreen} />
        <Route>
          <ErrorScreen status={404} />
        </Route>
      </Switch>
    </Suspense>
  );
}
