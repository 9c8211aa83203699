import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { RouteGroupContext } from '../lib/navigation/route-group.ts';
import { AppShell } from './app-shell.tsx';
import { FEATURE_LOADERS, type FeatureModule } from './feature-loaders.ts';
import { type LazyPage, lazyPage } from './lazy-page.tsx';
import { NotFound } from './not-found.tsx';
import { RequireSession, RequireSessionOrOnboarding } from './require-session.tsx';
import { type Area, ROUTES, type RouteEntry } from './route-table.ts';

type Loaders = Readonly<Record<Area, () => Promise<FeatureModule>>>;

/** Areas whose pages make no query: the login page paints without loading TanStack Query. */
const WITHOUT_QUERIES: ReadonlySet<Area> = new Set(['auth']);

async function loadPage(entry: RouteEntry, loaders: Loaders): Promise<ComponentType> {
  const pageOf = (feature: FeatureModule) =>
    feature.routeComponents[entry.path] ?? feature.fallback ?? NotFound;
  if (WITHOUT_QUERIES.has(entry.area)) {
    const feature = await loaders[entry.area]();
    const own = feature.routeLoaders?.[entry.path];
    return own ? own() : pageOf(feature);
  }
  const [feature, { withQueryClient }] = await Promise.all([
    loaders[entry.area](),
    import('./query-provider.tsx'),
  ]);
  return withQueryClient(pageOf(feature));
}

/** Every route's lazy page, by path. */
function lazyPages(loaders: Loaders): ReadonlyMap<string, LazyPage> {
  return new Map(ROUTES.map((entry) => [entry.path, lazyPage(() => loadPage(entry, loaders))]));
}

const appPages = lazyPages(FEATURE_LOADERS);

/**
 * Loads the chunks of the page at this address, so it renders at once: main.tsx starts it while the
 * tab's session is still being opened and renders when both are ready.
 */
export function preloadRoute(pathname: string): Promise<void> {
  return appPages.get(pathname)?.preload() ?? Promise.resolve();
}

function routeOf(entry: RouteEntry, pages: ReadonlyMap<string, LazyPage>) {
  const Page = pages.get(entry.path)?.Page ?? NotFound;
  return (
    <Route
      key={entry.path}
      path={entry.path}
      element={
        <RouteGroupContext value={entry.group}>
          <Page />
        </RouteGroupContext>
      }
    />
  );
}

/** The whole route table: public routes, private routes behind the session guard, and a not-found page. */
export function buildRoutes(loaders: Loaders = FEATURE_LOADERS) {
  const pages = loaders === FEATURE_LOADERS ? appPages : lazyPages(loaders);
  return (
    <Routes>
      <Route element={<AppShell />}>
        {ROUTES.filter((entry) => entry.access === 'public').map((entry) => routeOf(entry, pages))}
        <Route element={<RequireSession />}>
          {ROUTES.filter((entry) => entry.access === 'private' && entry.area !== 'onboarding').map((entry) =>
            routeOf(entry, pages),
          )}
        </Route>
        {/* account opening's private routes, its end screens among "Home and general" too (decision 0036) */}
        <Route element={<RequireSessionOrOnboarding />}>
          {ROUTES.filter((entry) => entry.access === 'private' && entry.area === 'onboarding').map((entry) =>
            routeOf(entry, pages),
          )}
        </Route>
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
