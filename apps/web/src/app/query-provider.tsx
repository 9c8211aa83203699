import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, useContext } from 'react';
import { queryClient } from '../lib/query-client.ts';

/**
 * A route's page with the app's query client around it. It loads with the pages that query, so the login
 * page's first load carries no TanStack Query; a client set higher up (a test's) is kept.
 */
export function withQueryClient(Page: ComponentType): ComponentType {
  return function WithQueryClient() {
    const outer = useContext(QueryClientContext);
    if (outer) return <Page />;
    return (
      <QueryClientProvider client={queryClient}>
        <Page />
      </QueryClientProvider>
    );
  };
}
