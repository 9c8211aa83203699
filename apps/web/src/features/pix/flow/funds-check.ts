import type { Centavos } from '@carteira/core/money';

/** What the amount step knows of the money the customer can send now. */
export interface Funds {
  balance: Centavos;
  dailyAvailable: Centavos;
  nocturnalAvailable: Centavos;
  /** The nocturnal period is on now (the bank's word, periodoNoturnoAtivo). */
  nocturnalNow: boolean;
}

export type FundsProblem =
  | { kind: 'balance'; balance: Centavos }
  | { kind: 'limit'; available: Centavos; nocturnal: boolean };

/**
 * Why a Pix of `amount` now would be refused, checked before the review as the bank checks it after
 * the PIN: the balance first, then the limit left (the nocturnal one when it is on and smaller than
 * the daily one, and then the message names it). The bank keeps its own check.
 */
export function fundsProblem(amount: Centavos, funds: Funds): FundsProblem | null {
  if (amount > funds.balance) return { kind: 'balance', balance: funds.balance };
  const nocturnal = funds.nocturnalNow && funds.nocturnalAvailable < funds.dailyAvailable;
  const available = nocturnal ? funds.nocturnalAvailable : funds.dailyAvailable;
  if (amount > available) return { kind: 'limit', available, nocturnal };
  return null;
}
