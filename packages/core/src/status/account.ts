/** Account status ids (idStatusConta). */
export const AccountStatusId = {
  Active: 1,
  BlockedByClient: 2,
  BlockedByOrganisationUnit: 3,
  BlockedNotActivated: 4,
  BlockedClientCancellation: 5,
  BlockedJudicial: 6,
  BlockedSuspectedFraud: 7,
  BlockedFraud: 8,
  BlockedSuspectedPld: 9,
  DigitalAccountPending: 10,
  Closed: 11,
} as const;

export type AccountCategory = 'active' | 'blocked' | 'pending' | 'closed' | 'unknown';

export type AccountBlockReason =
  | 'client'
  | 'organisationUnit'
  | 'notActivated'
  | 'clientCancellation'
  | 'judicial'
  | 'suspectedFraud'
  | 'fraud'
  | 'suspectedPld';

const BLOCK_REASONS: Record<number, AccountBlockReason> = {
  2: 'client',
  3: 'organisationUnit',
  4: 'notActivated',
  5: 'clientCancellation',
  6: 'judicial',
  7: 'suspectedFraud',
  8: 'fraud',
  9: 'suspectedPld',
};

export interface AccountState {
  category: AccountCategory;
  /** Why it is blocked, for category 'blocked'. */
  blockReason?: AccountBlockReason;
}

/** 1 active; 2 to 9 blocked (with the reason); 10 digital account pending; 11 closed; else unknown. */
export function accountStatusOf(statusId: number | null | undefined): AccountState {
  if (statusId === AccountStatusId.Active) return { category: 'active' };
  if (statusId === AccountStatusId.DigitalAccountPending) return { category: 'pending' };
  if (statusId === AccountStatusId.Closed) return { category: 'closed' };
  const blockReason = typeof statusId === 'number' ? BLOCK_REASONS[statusId] : undefined;
  return blockReason ? { category: 'blocked', blockReason } : { category: 'unknown' };
}
