import { QueryClient } from '@tanstack/react-query';
import { registerQueryClient } from './query-client-ref.ts';

/** Bank calls already resend lost answers with the same key, so queries do not retry on their own. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
registerQueryClient(queryClient);
