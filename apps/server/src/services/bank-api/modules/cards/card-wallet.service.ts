import { randomUUID } from 'node:crypto';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findCustomer } from '../account/account.repository.ts';
import { statusGroup } from './card-wire.ts';
import { cardNotFound, purchaseRefused } from './cards.errors.ts';
import { findOwnedCard, lockCardByToken } from './cards.repository.ts';
import { network } from './cards.service.ts';

/** The token service provider of each network (wallet.md section 3): ELO 12 -> TSP 14, VISA 4 -> TSP 4. */
export const TSP_OF_BRAND: Readonly<Record<number, number>> = { 12: 14, 4: 4 };

/**
 * carteira-digital/opaque-card-info: what the phone wallet needs to push an unblocked card to its
 * token service provider: the processor's opaque payment card, the TSP, the card's last 4 digits and
 * name, and the holder's address. The full number never leaves the processor in the clear.
 */
export async function opaqueCardInfo(db: Executor, deps: BankDeps, session: BankSession, cardId: string) {
  const card = await findOwnedCard(db, session.customerId, cardId);
  if (!card || statusGroup(card) === 'cancelled') throw cardNotFound();
  if (statusGroup(card) !== 'active') throw purchaseRefused();
  const tsp = TSP_OF_BRAND[card.brand] ?? 14;
  const opaquePaymentCard = await network(deps).opaqueCardInfo(card.processor_token, {
    tsp,
    now: deps.now(),
  });
  const customer = await findCustomer(db, session.customerId);
  return {
    chaveDeCartao: card.id,
    opaquePaymentCard,
    tsp,
    bandeira: card.brand,
    ultimosDigitos: card.last4,
    nomeImpresso: card.printed_name,
    enderecoUsuario: customer?.endereco ?? null,
  };
}

/**
 * carteira-digital/listar-tokens-visa: the card's phone-wallet tokens (the path is named for VISA's
 * token service; this bank answers every network's tokens of the card the same way).
 */
export async function listWalletTokens(db: Executor, session: BankSession, cardId: string) {
  const card = await findOwnedCard(db, session.customerId, cardId);
  if (!card) throw cardNotFound();
  const rows = await db
    .selectFrom('card_wallet_token')
    .select(['token_reference', 'tsp', 'last4', 'wallet', 'status', 'created_at'])
    .where('card_id', '=', card.id)
    .orderBy('created_at')
    .execute();
  return {
    tokens: rows.map((r) => ({
      tokenReferenceId: r.token_reference,
      tsp: r.tsp,
      ultimosDigitosToken: r.last4,
      carteira: r.wallet,
      status: r.status,
      criadoEm: new Date(r.created_at).toISOString(),
    })),
  };
}

/**
 * The issuer's provisioning decision, when a token service provider asks to tokenize a card for a
 * wallet: approved for an unblocked card (the token recorded once per reference), refused otherwise.
 */
export async function approveWalletToken(
  trx: Trx,
  request: { token: string; tsp: number; tokenReference: string; last4: string; wallet: string; at: Date },
) {
  const card = await lockCardByToken(trx, request.token);
  if (!card || statusGroup(card) !== 'active') throw purchaseRefused();
  await trx
    .insertInto('card_wallet_token')
    .values({
      id: randomUUID(),
      card_id: card.id,
      tsp: request.tsp,
      token_reference: request.tokenReference,
      last4: request.last4,
      wallet: request.wallet,
      status: 'ACTIVE',
      created_at: request.at,
    })
    .onConflict((oc) => oc.column('token_reference').doNothing())
    .execute();
  return { tokenReferenceId: request.tokenReference, status: 'ACTIVE', ultimosDigitosToken: request.last4 };
}
