import type { AccountClosingBlocker } from '@carteira/core/status';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { accountStateKeys } from './keys.ts';

export interface AccountStatus {
  statusId: number;
  canUnblockByFace: boolean;
  /** When the status last changed (São Paulo date-time), if it ever did. */
  changedAt: string | null;
  closedAt: string | null;
  /** What keeps the account from closing. */
  blockers: AccountClosingBlocker[];
}

interface StatusAnswer {
  idStatusConta: number;
  podeDesbloquearPorSelfie: boolean;
  dataAlteracaoStatus: string | null;
  dataEncerramento: string | null;
  pendenciasEncerramento: AccountClosingBlocker[];
}

/** GET gestao-contas/conta-corrente/status (the account key in the sealed body, decision 0004). */
export async function fetchAccountStatus(accountKey: string): Promise<AccountStatus> {
  const r = await bank.call<StatusAnswer>(
    'gestao-contas/conta-corrente/status',
    { chaveDeConta: accountKey },
    { method: 'GET' },
  );
  return {
    statusId: r.idStatusConta,
    canUnblockByFace: r.podeDesbloquearPorSelfie,
    changedAt: r.dataAlteracaoStatus,
    closedAt: r.dataEncerramento,
    blockers: r.pendenciasEncerramento,
  };
}

export const accountStatusQuery = (accountKey: string) =>
  queryOptions({
    queryKey: accountStateKeys.status(accountKey),
    queryFn: () => fetchAccountStatus(accountKey),
    staleTime: 0,
  });

export function useAccountStatus() {
  const accountKey = sessionStore.get()?.accountKey ?? '';
  return useQuery({ ...accountStatusQuery(accountKey), enabled: accountKey !== '' });
}
