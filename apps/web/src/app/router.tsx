import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '../components/spinner.tsx';
import { AppShell } from './app-shell.tsx';
import { FEATURE_LOADERS, type FeatureModule } from './feature-loaders.ts';
import { NotFound } from './not-found.tsx';
import { RequireSession } from './require-session.tsx';
import { RouteError } from './route-error.tsx';
import { type Area, ROUTES, type RouteEntry } from './route-table.ts';

export interface RouteHandle {
  group: RouteEntry['group'];
}

type Loaders = Readonly<Record<Area, () => Promise<FeatureModule>>>;

/** Areas whose pages make no query: the login page paints without loading TanStack Query. */
const WITHOUT_QUERIES: ReadonlySet<Area> = new Set(['auth']);

function lazyRoute(entry: RouteEntry, loaders: Loaders): RouteObject {
  return {
    path: entry.path,
    handle: { group: entry.group } satisfies RouteHandle,
    lazy: async () => {
      if (WITHOUT_QUERIES.has(entry.area)) {
        const feature = await loaders[entry.area]();
        return { Component: feature.routeComponents[entry.path] ?? feature.fallback ?? NotFound };
      }
      const [feature, { withQueryClient }] = await Promise.all([
        loaders[entry.area](),
        import('./query-provider.tsx'),
      ]);
      return {
        Component: withQueryClient(feature.routeComponents[entry.path] ?? feature.fallback ?? NotFound),
      };
    },
  };
}

/**
 * Starts loading the chunks of the page at this address at once, while the tab's session is still being
 * opened, so the first paint does not wait for one more round trip after it.
 */
export function preloadRoute(pathname: string, loaders: Loaders = FEATURE_LOADERS): void {
  const entry = ROUTES.find((route) => route.path === pathname);
  if (!entry) return;
  void loaders[entry.area]().catch(() => undefined);
  if (!WITHOUT_QUERIES.has(entry.area)) void import('./query-provider.tsx').catch(() => undefined);
}

/** The whole route table: public routes, private routes behind the session guard, and a not-found page. */
export function buildRoutes(loaders: Loaders = FEATURE_LOADERS): RouteObject[] {
  const publicRoutes = ROUTES.filter((entry) => entry.access === 'public').map((entry) =>
    lazyRoute(entry, loaders),
  );
  const privateRoutes = ROUTES.filter((entry) => entry.access === 'private').map((entry) =>
    lazyRoute(entry, loaders),
  );
  return [
    {
      id: 'root',
      element: <AppShell />,
      // shown while the first route's lazy chunk loads
      hydrateFallbackElement: <Spinner block />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...publicRoutes,
            { element: <RequireSession />, children: privateRoutes },
            { path: '*', element: <NotFound /> },
          ],
        },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
