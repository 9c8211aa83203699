import { limitView } from '@carteira/core/credit-card';
import { centavos, toReais } from '@carteira/core/money';
import type { Trx } from '../../../../tables.ts';
import { duplicateAuthorisation, purchaseRefused } from '../cards/cards.errors.ts';
import { ensureSettlementAccount } from '../cards/cards.repository.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { creditPurchaseRefused } from './credit-card.errors.ts';
import {
  changeCreditCard,
  ensureCreditAccount,
  findItemByAuthorisation,
  insertItem,
  lockCreditCardByToken,
  RECEIVABLES_ACCOUNT,
} from './credit-card.repository.ts';
import { openInvoiceOf } from './invoice-rules.ts';

export interface CreditPurchaseAuthorisation {
  /** The processor's token of the card the network names. */
  token: string;
  /** The network's id of this authorisation: the same id twice is one purchase. */
  authorisationId: string;
  /** Centavos, positive. */
  amount: number;
  merchant: string;
  at: Date;
}

/**
 * The issuer's answer to the network for a credit purchase: it uses the limit, never the balance.
 * Refused (40093) above the available limit. The bank pays the network from the card receivables
 * (the credit it extends) and the purchase goes on the open invoice. The same authorisation id again
 * answers the first purchase; with another card or amount it is refused (40044).
 */
export async function authoriseCreditPurchase(trx: Trx, a: CreditPurchaseAuthorisation) {
  const card = await lockCreditCardByToken(trx, a.token);
  if (!card) throw purchaseRefused();
  const earlier = await findItemByAuthorisation(trx, a.authorisationId);
  const answer = (id: string) => ({
    idCompra: id,
    idAutorizacao: a.authorisationId,
    status: 'AUTORIZADA',
    valor: toReais(centavos(a.amount)),
  });
  if (earlier) {
    if (earlier.customer_id !== card.customer_id || earlier.amount !== a.amount)
      throw duplicateAuthorisation();
    return answer(earlier.id);
  }
  if (a.amount > limitView(card.guarantee, card.used).available) throw creditPurchaseRefused();
  const invoice = await openInvoiceOf(trx, card, a.at);
  const kind = MOVEMENT_KINDS.COMPRA_CARTAO_CREDITO;
  const posted = await postMovement(trx, {
    kind: 'COMPRA_CARTAO_CREDITO',
    typeId: kind.typeId,
    description: `${kind.label} final ${card.last4}`,
    at: a.at,
    legs: [
      { accountId: await ensureCreditAccount(trx, RECEIVABLES_ACCOUNT, a.at), amount: centavos(-a.amount) },
      {
        accountId: await ensureSettlementAccount(trx, a.at),
        amount: centavos(a.amount),
        counterpartyName: a.merchant,
      },
    ],
  });
  const id = await insertItem(trx, {
    invoiceId: invoice.id,
    typeId: 1,
    kind: 'COMPRA',
    description: a.merchant,
    amount: a.amount,
    authorisationId: a.authorisationId,
    movementId: posted.movementId,
    at: a.at,
  });
  await changeCreditCard(trx, card.customer_id, { used: a.amount });
  return answer(id);
}
