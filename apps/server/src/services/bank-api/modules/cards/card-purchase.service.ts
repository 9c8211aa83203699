import { randomUUID } from 'node:crypto';
import { centavos, toReais } from '@carteira/core/money';
import type { Trx } from '../../bank-database.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { checkCardPin } from './card-pin.service.ts';
import { statusGroup } from './card-wire.ts';
import { duplicateAuthorisation, purchaseNotFound, purchaseRefused } from './cards.errors.ts';
import {
  ensureSettlementAccount,
  insertPurchase,
  lockCardByToken,
  lockPurchase,
  type PurchaseRow,
  updatePurchase,
} from './cards.repository.ts';

export interface PurchaseAuthorisation {
  /** The processor's token of the card the network names. */
  token: string;
  /** The network's id of this authorisation: the same id twice is one purchase. */
  authorisationId: string;
  /** Centavos, positive. */
  amount: number;
  merchant: string;
  at: Date;
  /** A chip-and-PIN purchase: the PIN typed at the terminal, checked as the card's (3 wrong block it). */
  pin?: { value: string; pepper: string };
}

function purchaseWire(
  p: PurchaseRow | { id: string; status: string; amount: number; authorisation_id: string },
) {
  return {
    idCompra: p.id,
    idAutorizacao: p.authorisation_id,
    status: p.status,
    valor: toReais(centavos(Number(p.amount))),
  };
}

/**
 * The issuer's answer to the network: a debit purchase on an unblocked card moves the amount from the
 * account to the settlement account at once (17000 when the balance is short). A chip-and-PIN purchase
 * carries the PIN typed: a wrong one is refused (10007, counted; the third blocks the card, 10008). A blocked or
 * cancelled card is refused. The same authorisation id again answers the first purchase; with another
 * card or amount it is refused (40044).
 */
export async function authorisePurchase(trx: Trx, a: PurchaseAuthorisation) {
  const card = await lockCardByToken(trx, a.token);
  if (!card) throw purchaseRefused();
  const earlier = await lockPurchase(trx, a.authorisationId);
  if (earlier) {
    if (earlier.card_id !== card.id || Number(earlier.amount) !== a.amount) throw duplicateAuthorisation();
    return purchaseWire(earlier);
  }
  if (statusGroup(card) !== 'active') throw purchaseRefused();
  if (a.pin) await checkCardPin(trx, card, a.pin.value, { pepper: a.pin.pepper, now: a.at });
  const settlement = await ensureSettlementAccount(trx, a.at);
  const kind = MOVEMENT_KINDS.COMPRA_CARTAO_DEBITO;
  const posted = await postMovement(trx, {
    kind: 'COMPRA_CARTAO_DEBITO',
    typeId: kind.typeId,
    description: `${kind.label} final ${card.last4}`,
    at: a.at,
    legs: [
      { accountId: card.account_id, amount: centavos(-a.amount), counterpartyName: a.merchant },
      { accountId: settlement, amount: centavos(a.amount), counterpartyName: null },
    ],
  });
  const id = randomUUID();
  await insertPurchase(trx, {
    id,
    cardId: card.id,
    authorisationId: a.authorisationId,
    amount: a.amount,
    merchant: a.merchant,
    movementId: posted.movementId,
    at: a.at,
  });
  return purchaseWire({ id, status: 'AUTORIZADA', amount: a.amount, authorisation_id: a.authorisationId });
}

/**
 * The network's settlement of an authorised purchase. The money already left the account at the
 * authorisation; settling only records it (settling twice is the same answer). A reversed purchase
 * cannot be settled.
 */
export async function settlePurchase(trx: Trx, authorisationId: string, at: Date) {
  const p = await lockPurchase(trx, authorisationId);
  if (!p) throw purchaseNotFound();
  if (p.status === 'ESTORNADA') throw purchaseNotFound();
  if (p.status === 'AUTORIZADA') {
    await updatePurchase(trx, p.id, { status: 'LIQUIDADA', settledAt: at });
    return purchaseWire({ ...p, status: 'LIQUIDADA' });
  }
  return purchaseWire(p);
}

/**
 * Reverses a purchase, settled or not: the amount goes back to the account through the ledger, once
 * (a second reversal answers the first). The card's state does not matter: a refund always arrives.
 */
export async function reversePurchase(trx: Trx, authorisationId: string, at: Date) {
  const p = await lockPurchase(trx, authorisationId);
  if (!p) throw purchaseNotFound();
  if (p.status === 'ESTORNADA') return purchaseWire(p);
  const card = await trx
    .selectFrom('card')
    .select(['account_id', 'last4'])
    .where('id', '=', p.card_id)
    .executeTakeFirstOrThrow();
  const settlement = await ensureSettlementAccount(trx, at);
  const kind = MOVEMENT_KINDS.ESTORNO_COMPRA_CARTAO;
  const posted = await postMovement(trx, {
    kind: 'ESTORNO_COMPRA_CARTAO',
    typeId: kind.typeId,
    description: `${kind.label} final ${card.last4}`,
    at,
    legs: [
      { accountId: settlement, amount: centavos(-Number(p.amount)), counterpartyName: null },
      { accountId: card.account_id, amount: centavos(Number(p.amount)), counterpartyName: p.merchant },
    ],
  });
  await updatePurchase(trx, p.id, {
    status: 'ESTORNADA',
    reversedAt: at,
    reversalMovementId: posted.movementId,
  });
  return purchaseWire({ ...p, status: 'ESTORNADA' });
}
