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

/**
 * The bank's rule for lifting a block by the customer's own face (docs/decisions/0019): only a block the
 * customer asked for (2). Every other block is the bank's or a court's to lift: the organisation unit
 * (3), an account never activated (4), one being closed at the customer's request (5), a court order (6:
 * CPC, Lei 13.105/2015 art. 854, through SISBAJUD), fraud or its suspicion (7, 8: the bank's fraud
 * controls, Resolução Conjunta CMN/BCB nº 6/2023) and money-laundering suspicion (9: Lei 9.613/1998
 * art. 11, Circular BCB nº 3.978/2020). A pending (10) or closed (11) account is not blocked at all.
 */
export function canUnblockByFace(statusId: number | null | undefined): boolean {
  return statusId === AccountStatusId.BlockedByClient;
}

/** Whether the account may move money: only an active one (a blocked, pending or closed one may not). */
export function canMoveMoney(statusId: number | null | undefined): boolean {
  return statusId === AccountStatusId.Active;
}

/**
 * What keeps an account from being closed (wallet.md section 2, Cancel account; docs/decisions/0019):
 * a balance, an open credit-card invoice, a financing contract in force, a scheduled payment.
 */
export type AccountClosingBlocker = 'SALDO' | 'FATURA_CARTAO' | 'FINANCIAMENTO' | 'AGENDAMENTO';

export const ACCOUNT_CLOSING_BLOCKERS: readonly AccountClosingBlocker[] = [
  'SALDO',
  'FATURA_CARTAO',
  'FINANCIAMENTO',
  'AGENDAMENTO',
];

/** The reasons the cancel screen offers (cancelAccountReason in the session, wallet.md section 3). */
export const ACCOUNT_CANCEL_REASONS = [
  'NAO_USO',
  'TARIFAS',
  'OUTRO_BANCO',
  'ATENDIMENTO',
  'PROBLEMAS_APP',
  'OUTROS',
] as const;
export type AccountCancelReason = (typeof ACCOUNT_CANCEL_REASONS)[number];
