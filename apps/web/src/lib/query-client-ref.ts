import type { QueryClient } from '@tanstack/react-query';

/** What the session's effects do to the query cache. */
export type SessionQueryCache = Pick<QueryClient, 'clear' | 'removeQueries'>;

let loaded: SessionQueryCache | undefined;

/** Called by query-client.ts when it loads: the app's query client exists from then on. */
export function registerQueryClient(client: SessionQueryCache): void {
  loaded = client;
}

/**
 * The app's query client once a page that queries has loaded it; before that there is no cache to clear.
 * It lets the entry chunk react to the session without loading TanStack Query with the login page.
 */
export const loadedQueryClient: SessionQueryCache = {
  clear: () => loaded?.clear(),
  removeQueries: (filters) => loaded?.removeQueries(filters),
};
