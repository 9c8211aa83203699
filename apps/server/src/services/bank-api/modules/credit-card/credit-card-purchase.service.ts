import { todayInSaoPaulo } from '@carteira/core/calendar';
import { type ForeignCurrency, internationalPurchase, limitView } from '@carteira/core/credit-card';
import { centavos, toReais } from '@carteira/core/money';
import type { Trx } from '../../bank-database.ts';
import { duplicateAuthorisation, purchaseRefused } from '../cards/cards.errors.ts';
import { ensureSettlementAccount } from '../cards/cards.repository.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { creditPurchaseRefused } from './credit-card.errors.ts';
import {
  changeCreditCard,
  ensureCreditAccount,
  findItemByAuthorisation,
  IOF_PAYABLE_ACCOUNT,
  insertItem,
  lockCreditCardByToken,
  RECEIVABLES_ACCOUNT,
} from './credit-card.repository.ts';
import type { ExchangeRates } from './exchange-rates.port.ts';
import { openInvoiceOf } from './invoice-rules.ts';

export interface CreditPurchaseAuthorisation {
  /** The processor's token of the card the network names. */
  token: string;
  /** The network's id of this authorisation: the same id twice is one purchase. */
  authorisationId: string;
  /** Centavos, positive (for a purchase abroad, ignored: the foreign amount is converted). */
  amount: number;
  /** A purchase abroad: its currency and amount in that currency's cents, converted by the bank. */
  foreign?: { currency: ForeignCurrency; amount: number };
  merchant: string;
  at: Date;
}

/**
 * The issuer's answer to the network for a credit purchase: it uses the limit, never the balance.
 * Refused (40093) above the available limit. The bank pays the network from the card receivables
 * (the credit it extends) and the purchase goes on the open invoice. The same authorisation id again
 * answers the first purchase; with another card or amount it is refused (40044).
 */
export async function authoriseCreditPurchase(
  trx: Trx,
  input: CreditPurchaseAuthorisation,
  rates?: ExchangeRates,
) {
  const card = await lockCreditCardByToken(trx, input.token);
  if (!card) throw purchaseRefused();
  // Abroad: converted at the rate of the day it is posted, with IOF as a second debit on the invoice.
  const rate = input.foreign && rates?.rateOn(input.foreign.currency, todayInSaoPaulo(input.at));
  if (input.foreign && !rate) throw purchaseRefused();
  const abroad =
    input.foreign && rate
      ? {
          ...internationalPurchase(input.foreign.amount, rate),
          rate,
          currency: input.foreign.currency,
          foreignAmount: input.foreign.amount,
        }
      : null;
  const a = { ...input, amount: abroad ? abroad.amount : input.amount };
  const iof = abroad?.iof ?? 0;
  const earlier = await findItemByAuthorisation(trx, a.authorisationId);
  const answer = (id: string, amount: number) => ({
    idCompra: id,
    idAutorizacao: a.authorisationId,
    status: 'AUTORIZADA',
    valor: toReais(centavos(amount)),
  });
  if (earlier) {
    const same = abroad ? earlier.foreign_amount === abroad.foreignAmount : earlier.amount === a.amount;
    if (earlier.customer_id !== card.customer_id || !same) throw duplicateAuthorisation();
    return answer(earlier.id, earlier.amount);
  }
  if (a.amount + iof > limitView(card.guarantee, card.used).available) throw creditPurchaseRefused();
  const invoice = await openInvoiceOf(trx, card, a.at);
  const kind = MOVEMENT_KINDS.COMPRA_CARTAO_CREDITO;
  const posted = await postMovement(trx, {
    kind: 'COMPRA_CARTAO_CREDITO',
    typeId: kind.typeId,
    description: `${kind.label} final ${card.last4}`,
    at: a.at,
    legs: [
      {
        accountId: await ensureCreditAccount(trx, RECEIVABLES_ACCOUNT, a.at),
        amount: centavos(-(a.amount + iof)),
      },
      {
        accountId: await ensureSettlementAccount(trx, a.at),
        amount: centavos(a.amount),
        counterpartyName: a.merchant,
      },
      // The IOF the bank collects for the Receita (Decreto 6.306/2007 art. 4 and art. 15-B).
      ...(iof > 0
        ? [{ accountId: await ensureCreditAccount(trx, IOF_PAYABLE_ACCOUNT, a.at), amount: centavos(iof) }]
        : []),
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
    foreign: abroad ? { currency: abroad.currency, amount: abroad.foreignAmount, rate: abroad.rate } : null,
  });
  if (abroad) {
    await insertItem(trx, {
      invoiceId: invoice.id,
      typeId: 1,
      kind: 'IOF_INTERNACIONAL',
      description: `IOF compra internacional (3,5%) ${a.merchant}`,
      amount: iof,
      movementId: posted.movementId,
      at: new Date(a.at.getTime() + 1),
    });
  }
  await changeCreditCard(trx, card.customer_id, { used: a.amount + iof });
  return answer(id, a.amount);
}
