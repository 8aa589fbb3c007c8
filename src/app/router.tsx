import {
  lazy,
  Suspense,
  useEffect,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import {
  Route,
  Routes,
  UNSAFE_createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';
import { FullPageSpinner } from '../components/FullPageSpinner';
import { guardHistory, type RouterHistory } from '../lib/navigation-blocker';
import { AppLayout } from './AppLayout';
import { GUARD_SPINNER_LABEL } from './guard-spinner';
import { NotFound } from './NotFound';
import { applyPageMeta } from './page-meta';
import { routes, type RouteSpec } from './routes';

/** Each screen, loaded when first opened (AppLayout's Suspense shows the wait); two paths may share one. */
const screens = new Map<RouteSpec['screen'], LazyExoticComponent<ComponentType>>(
  routes.map((spec) => [spec.screen, lazy<ComponentType>(spec.screen)]),
);

/**
 * The guard, with what it tells someone whose role does not open a page and the sign-in redirect, is fetched by
 * the first signed-in route: a page opened from a link never runs it. Its spinner shows meanwhile.
 */
const Guard = lazy(() => import('./Guard').then((m) => ({ default: m.Guard })));

/** One route: its title and description, then its screen, behind the guard unless the route is public. */
function RouteScreen({ spec, children }: { spec: RouteSpec; children: ReactNode }) {
  useEffect(() => applyPageMeta(spec), [spec]);
  return spec.public ? (
    children
  ) : (
    <Suspense fallback={<FullPageSpinner label={GUARD_SPINNER_LABEL} />}>
      <Guard permission={spec.permission}>{children}</Guard>
    </Suspense>
  );
}

// Keyed: another route is another screen, from a fresh guard (its one-second check) up.
const screenRoutes = routes.map((spec) => {
  const Screen = screens.get(spec.screen)!;
  return (
    <Route
      key={spec.path}
      path={spec.path}
      element={
        <RouteScreen key={spec.path} spec={spec}>
          <Screen />
        </RouteScreen>
      }
    />
  );
});

function NoSuchPage() {
  useEffect(() => applyPageMeta(undefined), []);
  return <NotFound />;
}

/** The app's routes, inside the layout. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {screenRoutes}
        <Route path="*" element={<NoSuchPage />} />
      </Route>
    </Routes>
  );
}

/**
 * The router: react-router's declarative one on the browser's history, guarded so a screen with unsaved
 * changes can hold a navigation back (lib/navigation-blocker). Not the data router: the app has no loaders or
 * actions, and the data router would cost every page ~17 KB of JS gzip.
 */
export function AppRouter({ history }: { history?: RouterHistory }) {
  return (
    <HistoryRouter history={history ?? browserHistory()}>
      <AppRoutes />
    </HistoryRouter>
  );
}

let created: RouterHistory | null = null;
function browserHistory(): RouterHistory {
  return (created ??= guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true })));
}
