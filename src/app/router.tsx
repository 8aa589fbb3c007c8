import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/ErrorFallback';
import { AppLayout } from './AppLayout';
import { Guard } from './Guard';
import { NotFound } from './NotFound';
import { routes, type RouteSpec } from './routes';

function toRouteObject(spec: RouteSpec): RouteObject {
  return {
    path: spec.path,
    handle: { route: spec },
    lazy: async () => {
      const { default: Screen } = await spec.screen();
      return {
        Component: spec.public
          ? Screen
          : () => (
              <Guard>
                <Screen />
              </Guard>
            ),
      };
    },
  };
}

export const appRoutes: RouteObject[] = [
  {
    Component: AppLayout,
    errorElement: <RouteError />,
    children: [...routes.map(toRouteObject), { path: '*', Component: NotFound }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
