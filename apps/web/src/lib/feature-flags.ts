import type { FeatureFlag } from '@carteira/core/flags';
import { useQuery } from '@tanstack/react-query';
import { engageCall } from './engage/engage-call.ts';
import { useSession } from './session/session.ts';

export type FeatureFlags = Record<FeatureFlag, boolean>;

/**
 * The feature flags for the session customer (GET /api/product/features, cross-cutting.md section 6),
 * read after login and again when a screen asks after a minute, so a flag changed at the bank reaches
 * the app without a new version. The server refuses a flagged-off area's calls on its own.
 */
export function useFeatureFlags() {
  const session = useSession();
  return useQuery({
    queryKey: ['feature-flags', session?.accountKey ?? ''],
    queryFn: async () => (await engageCall<{ flags: FeatureFlags }>('/api/product/features')).flags,
    enabled: session !== null,
    staleTime: 60_000,
  });
}

/** Whether a flag is on for the customer; undefined while the answer is on its way. */
export function useFeatureFlag(flag: FeatureFlag): boolean | undefined {
  return useFeatureFlags().data?.[flag];
}

/**
 * Whether an entry (a home shortcut, a service in /allServices) is offered: one behind a flag is left
 * out once the flag is known to be off; while the flags are on their way it shows, as the server
 * refuses a flagged-off area's calls on its own.
 */
export const offeredWith =
  (flags: Partial<FeatureFlags> | undefined) =>
  (entry: { flag?: FeatureFlag | undefined }): boolean =>
    !(entry.flag && flags?.[entry.flag] === false);
