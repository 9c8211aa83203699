import { isGuessablePin } from '@carteira/core/br';
import { CardStatusText } from '@carteira/core/status';
import type { Executor, Trx } from '../../bank-database.ts';
import { BankError } from '../../bank-errors.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { wrongPin } from '../auth/auth.errors.ts';
import { hashPin, verifyPin } from '../auth/pin-hash.ts';
import { pinRefused } from '../credentials/credentials.errors.ts';
import { spendCardUnblockCode } from './card-unblock-code.service.ts';
import { cardBlockError, cardNotFound } from './cards.errors.ts';
import {
  type CardRow,
  cardPinHash,
  lockOwnedCard,
  setCardPin,
  setCardPinFailures,
  setCardStatus,
} from './cards.repository.ts';

/**
 * Wrong card PINs in a row before the card is blocked for a wrong password: 3, the try limit card
 * issuers in Brazil set on the chip (the account PIN, typed only in the app, allows 5). Decision 0021.
 */
export const CARD_PIN_TRIES = 3;

/** The third wrong card PIN: the card is now blocked for a wrong password (the failure count is kept). */
export const cardPinBlocked = () =>
  new BankError('PIN_BLOCKED', {
    message: `Cartão bloqueado após ${CARD_PIN_TRIES} senhas incorretas`,
    details: 'Desbloqueie o cartão com a senha da conta ou cadastre uma nova senha com um código',
    keep: true,
  });

async function lockedCard(trx: Trx, session: BankSession, cardId: string): Promise<CardRow> {
  const card = await lockOwnedCard(trx, session.customerId, cardId);
  if (!card) throw cardNotFound();
  return card;
}

/**
 * Checks a card's PIN (its own, or its account's while it has none) on the locked card row: in the app
 * (cartao/alterar-senha) or at a terminal (a chip-and-PIN purchase). A wrong one counts; the third in a
 * row blocks the card for a wrong password (CardStatusText) and answers 10008. Both refusals keep their work.
 */
export async function checkCardPin(
  trx: Executor,
  card: CardRow,
  pin: string,
  at: { pepper: string; now: Date },
): Promise<void> {
  if (card.status === CardStatusText.BlockedWrongPassword) throw cardPinBlocked();
  const { stored, failures } = await cardPinHash(trx, card);
  if (stored && (await verifyPin(card.account_id, pin, stored, at.pepper))) {
    if (failures > 0) await setCardPinFailures(trx, card.id, 0);
    return;
  }
  const now = failures + 1;
  await setCardPinFailures(trx, card.id, now);
  if (now >= CARD_PIN_TRIES) {
    await setCardStatus(trx, card.id, CardStatusText.BlockedWrongPassword, at.now);
    throw cardPinBlocked();
  }
  throw wrongPin();
}

/** A new card PIN: not a guessable one (repeated or in sequence), not the one it replaces. */
async function newPinHash(trx: Trx, deps: BankDeps, card: CardRow, pin: string): Promise<string> {
  if (isGuessablePin(pin)) throw pinRefused('a nova senha não pode ter números repetidos ou em sequência');
  const { stored } = await cardPinHash(trx, card);
  if (stored && (await verifyPin(card.account_id, pin, stored, deps.config.pinPepper))) {
    throw pinRefused('a nova senha deve ser diferente da atual');
  }
  return hashPin(card.account_id, pin, deps.config.pinPepper);
}

/**
 * cartao/alterar-senha: the card's current PIN, then its new one. Only an unblocked card (10018
 * otherwise); only this card changes: the account PIN and the other cards keep theirs.
 */
export async function changeCardPin(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeCartao: string; senhaAtual: string; novaSenha: string },
) {
  const card = await lockedCard(trx, session, input.chaveDeCartao);
  if (card.status === CardStatusText.BlockedWrongPassword) throw cardPinBlocked();
  if (card.status !== CardStatusText.Unblocked)
    throw cardBlockError('Desbloqueie o cartão antes de trocar a senha');
  await checkCardPin(trx, card, input.senhaAtual, { pepper: deps.config.pinPepper, now: deps.now() });
  await setCardPin(trx, card.id, await newPinHash(trx, deps, card, input.novaSenha));
  return { chaveDeCartao: card.id, descricaoStatusCartao: card.status };
}

/**
 * cartao/alterar-senha-por-token: the forgotten card PIN. The code of token/gerar-2fa-alteracao-pin-cartao
 * (23003 when wrong) and the new PIN; a card blocked for a wrong PIN is unblocked by it, as a new PIN
 * is what the customer who forgot it needs. A card still to arrive or blocked by the customer: 10018.
 */
export async function changeCardPinByCode(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeCartao: string; token: string; novaSenha: string },
) {
  const card = await lockedCard(trx, session, input.chaveDeCartao);
  const wrongPinBlock = card.status === CardStatusText.BlockedWrongPassword;
  if (card.status !== CardStatusText.Unblocked && !wrongPinBlock) {
    throw cardBlockError('Desbloqueie o cartão antes de trocar a senha');
  }
  const pinHash = await newPinHash(trx, deps, card, input.novaSenha);
  await spendCardUnblockCode(trx, deps, session, input.token, 'card-pin-reset');
  await setCardPin(trx, card.id, pinHash);
  if (wrongPinBlock) await setCardStatus(trx, card.id, CardStatusText.Unblocked, deps.now());
  return { chaveDeCartao: card.id, descricaoStatusCartao: CardStatusText.Unblocked };
}
