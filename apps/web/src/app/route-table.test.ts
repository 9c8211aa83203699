import { describe, expect, it } from 'vitest';
import { FEATURE_LOADERS } from './feature-loaders.ts';
import { type Area, BUILT_ROUTES, FEATURE_PATHS, ROUTES } from './route-table.ts';

describe('the route table', () => {
  it('builds only routes of the spec, each claimed by one feature', () => {
    const spec = new Set(ROUTES.map((route) => route.path));
    const claimed = Object.values(FEATURE_PATHS).flat();
    expect(claimed.filter((path) => !spec.has(path))).toEqual([]);
    expect(new Set(claimed).size).toBe(claimed.length);
    for (const route of ROUTES) expect(route.area).toBe(BUILT_ROUTES[route.path] ?? 'unavailable');
  });

  // Every feature chunk is loaded, pages and all: slow on a busy machine.
  it("gives every path a feature lists the page of that feature's chunk, and no other", {
    timeout: 120_000,
  }, async () => {
    for (const [area, paths] of Object.entries(FEATURE_PATHS)) {
      const feature = await FEATURE_LOADERS[area as Area]();
      const pages = [...Object.keys(feature.routeComponents), ...Object.keys(feature.routeLoaders ?? {})];
      expect(pages.sort(), area).toEqual([...paths].sort());
    }
  });
});
