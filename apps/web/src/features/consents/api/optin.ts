import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { engageCall } from '../../../lib/engage/engage-call.ts';
import { useLocale } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';

export type Purpose = 'market' | 'push' | 'location';
/** The opt-in states (cross-cutting.md section 3): opted in, pending, opted out, undecided. */
export type OptinState = 'OPTED_IN' | 'PENDING' | 'OPTED_OUT' | 'UNDECIDED';

export interface OptinAnswer {
  purpose: Purpose;
  status: OptinState;
  updatedAt: string | null;
  history: {
    status: Exclude<OptinState, 'UNDECIDED'>;
    recordedAt: string;
    textVersion: string;
    locale: string;
  }[];
}

/** The version of the consent text each page shows (the LGPD record names it). */
export const TEXT_VERSION: Record<Purpose, string> = {
  market: 'market-2026.11',
  push: 'push-2026.11',
  location: 'location-2026.11',
};

/** Each consent's page (wallet.md section 2). */
export const PURPOSE_PATH: Record<Purpose, string> = {
  market: '/marketOptin',
  push: '/pushOptin',
  location: '/locationConsent',
};

const key = (account: string, purpose: Purpose) => ['optin', account, purpose] as const;

export function useOptin(purpose: Purpose) {
  const session = useSession();
  return useQuery({
    queryKey: key(session?.accountKey ?? '', purpose),
    queryFn: () => engageCall<OptinAnswer>(`/api/product/getOptinStatus/${purpose}`),
    enabled: session !== null,
  });
}

/** Keeps a decision: opted in or out (setOptinStatus), or pending (preUpdateOptin). */
export function useDecide(purpose: Purpose) {
  const client = useQueryClient();
  const session = useSession();
  const [locale] = useLocale();
  return useMutation({
    mutationFn: (status: Exclude<OptinState, 'UNDECIDED'>) => {
      const body = { purpose, textVersion: TEXT_VERSION[purpose], locale };
      return status === 'PENDING'
        ? engageCall<OptinAnswer>('/api/product/preUpdateOptin', body)
        : engageCall<OptinAnswer>('/api/product/setOptinStatus', { ...body, status });
    },
    onSuccess: (answer) => client.setQueryData(key(session?.accountKey ?? '', purpose), answer),
  });
}
