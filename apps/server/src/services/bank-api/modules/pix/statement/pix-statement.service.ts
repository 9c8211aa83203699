import { RECEIVED_TYPE, SENT_TYPE, TRANSACTION_FILTER_TYPES } from '@carteira/core/history';
import type { BankDeps, BankSession } from '../../../bank-route.ts';
import { type StatementInput, statement } from '../../account/account.service.ts';
import { PIX_KINDS } from '../../ledger/movement-kinds.ts';

/** Page size of the Pix statement (wallet.md section 9). */
export const PIX_STATEMENT_PAGE = 50;

export type PixFilter = keyof typeof TRANSACTION_FILTER_TYPES;

export interface PixStatementInput extends StatementInput {
  filtro: PixFilter;
  ordenacao: 0 | 1;
}

/**
 * The account's Pix lines: the statement's one query narrowed to the Pix kinds and to the spec's
 * history filters, all (30 and 40), sent (40), received (30). An empty period is an empty list.
 */
export async function pixStatement(
  deps: Pick<BankDeps, 'db' | 'now'>,
  session: BankSession,
  input: PixStatementInput,
) {
  const types: readonly number[] = TRANSACTION_FILTER_TYPES[input.filtro];
  const sent = types.includes(SENT_TYPE);
  const received = types.includes(RECEIVED_TYPE);
  return statement(deps, session, input, {
    kinds: [...PIX_KINDS],
    direction: sent && received ? undefined : sent ? 'out' : 'in',
  });
}
