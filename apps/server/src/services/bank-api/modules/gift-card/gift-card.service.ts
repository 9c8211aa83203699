import { createHash } from 'node:crypto';
import { centavos, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import { accountNotFound, codeRefused, giftCardNotFound, redeemLocked } from './gift-card.errors.ts';
import {
  ensureTreasuryAccount,
  lockGiftCard,
  markRedeemed,
  recentAttempts,
  recordAttempt,
} from './gift-card.repository.ts';
import { lockHolderCard } from './gift-card-holder.repository.ts';

/** The treasury's credit of a gift card to a customer's account (wallet.md section 6 and 9). */
export const GIFT_CARD_REASON = 3062;
/** Wrong codes in a row, within the window, before redeeming locks. */
export const MAX_WRONG_CODES = 5;
/** The window the wrong codes count in, and how long the lock lasts after the last of them. */
export const LOCK_MINUTES = 15;

/** A code as printed (groups of 4, any case, with or without dashes or spaces), in one form. */
export function normalizeGiftCode(text: string): string {
  return text.replace(/[\s-]/g, '').toUpperCase();
}

/** Codes are kept only as this hash: a leaked table gives no redeemable code. */
export function giftCodeHash(text: string): string {
  return createHash('sha256')
    .update(`gift-card:${normalizeGiftCode(text)}`)
    .digest('hex');
}

/** When the lock ends, if MAX_WRONG_CODES wrong codes came in a row inside the window; undefined otherwise. */
export function lockedUntil(attempts: readonly { succeeded: boolean; at: Date }[]): Date | undefined {
  let wrong = 0;
  for (const a of attempts) {
    if (a.succeeded) break;
    wrong += 1;
  }
  const last = attempts[0];
  if (wrong < MAX_WRONG_CODES || !last) return undefined;
  return new Date(last.at.getTime() + LOCK_MINUTES * 60_000);
}

export interface RedeemInput {
  chaveDeConta: string;
  /** A card's printed code, or the key of a card issued to the customer as its holder (decision 0035). */
  codigo?: string | undefined;
  chaveDeCartao?: string | undefined;
}

/**
 * tesouraria/cartao-presente/creditar-conta-cliente: the customer redeems a gift card's code into the
 * account (decision 0028). The code is found by its hash and locked, checked (exists, not redeemed, not
 * expired), and its amount moves from the environment's treasury to the account through the ledger,
 * reason 3062; the card is marked redeemed in the same transaction, so a code credits once. A wrong,
 * used or expired code moves nothing and counts as a wrong try; 5 in a row within 15 minutes lock
 * redeeming for 15 minutes. A card issued to the customer as a holder is credited by its key instead
 * (chaveDeCartao): a key that is not one of their cards is 40273, and is no guess at a code.
 */
export async function redeemGiftCard(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: RedeemInput,
  idempotencyKey: string,
) {
  const account = await findOwnedAccount(trx, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  const now = deps.now();
  const since = new Date(now.getTime() - LOCK_MINUTES * 60_000);
  const attempts = (await recentAttempts(trx, session.customerId, since)).map((a) => ({
    succeeded: a.succeeded,
    at: new Date(a.at as unknown as string | Date),
  }));
  const until = lockedUntil(attempts);
  if (until && until > now) throw redeemLocked(until, now);
  const byKey = input.chaveDeCartao !== undefined;
  const card = byKey
    ? await lockHolderCard(trx, session.customerId, input.chaveDeCartao ?? '')
    : await lockGiftCard(trx, giftCodeHash(input.codigo ?? ''));
  if (byKey && !card) throw giftCardNotFound();
  const refusal = !card
    ? 'Confira o código: ele não corresponde a nenhum cartão-presente'
    : card.redeemed_movement_id
      ? 'Este cartão-presente já foi resgatado'
      : new Date(card.expires_at) <= now
        ? 'Este cartão-presente venceu'
        : undefined;
  if (!card || refusal) {
    if (byKey) throw codeRefused(refusal ?? '', false);
    await recordAttempt(trx, session.customerId, false, now);
    throw codeRefused(refusal ?? '');
  }

  const amount = Number(card.amount);
  const treasury = await ensureTreasuryAccount(trx, deps.config.environment, now);
  const movement = await postMovement(trx, {
    kind: 'CREDITO_CARTAO_PRESENTE',
    typeId: MOVEMENT_KINDS.CREDITO_CARTAO_PRESENTE.typeId,
    description: MOVEMENT_KINDS.CREDITO_CARTAO_PRESENTE.label,
    customerId: session.customerId,
    idempotencyKey,
    at: now,
    legs: [
      { accountId: treasury, amount: centavos(-amount), counterpartyName: account.nome },
      { accountId: account.id, amount: centavos(amount), counterpartyName: 'Cartão-presente Carteira' },
    ],
  });
  await markRedeemed(trx, card.id, account.id, movement.movementId, movement.at);
  if (!byKey) await recordAttempt(trx, session.customerId, true, now);
  return {
    motivo: GIFT_CARD_REASON,
    valor: toReais(centavos(amount)),
    idTransacao: movement.movementId,
    dataHora: toSaoPauloDateTime(movement.at),
  };
}
