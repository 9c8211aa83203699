import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from 'react-router';
import { SnackbarProvider } from '../components/snackbar.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Renders the routes in a memory router under the providers a page needs in the app (a fresh query
 * client and the snackbar), opened `at` an entry; `from` is the screen before it, where going back lands.
 * Returns the router, to read where a page went or to navigate.
 */
export function renderRoutes(routes: RouteObject[], { at, from }: { at: InitialEntry; from?: InitialEntry }) {
  const router = createMemoryRouter(routes, { initialEntries: from === undefined ? [at] : [from, at] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
  return router;
}
