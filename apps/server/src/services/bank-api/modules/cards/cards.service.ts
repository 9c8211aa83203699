import { randomUUID } from 'node:crypto';
import { type CardBlockReason, CardStatusText, isCardOffered } from '@carteira/core/status';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { accountNotFound } from '../account/account.errors.ts';
import { findCustomer, findOwnedAccount } from '../account/account.repository.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import type { CardNetwork } from './card-network.port.ts';
import { spendCardUnblockCode } from './card-unblock-code.service.ts';
import { cardWire, statusGroup } from './card-wire.ts';
import {
  cardAlreadyBlocked,
  cardBlockError,
  cardNotFound,
  cardsUnavailable,
  invalidCardData,
  invalidCardRequest,
  invalidExpiry,
  virtualCardLimit,
} from './cards.errors.ts';
import {
  type CardRow,
  findOwnedCard,
  findReplacement,
  insertCard,
  listCustomerCards,
  lockOwnedCard,
  markCardDeleted,
  setCardPinFailures,
  setCardStatus,
  setContactless,
} from './cards.repository.ts';

/** A card is valid for 5 years from the month it is issued (a common term for Brazilian debit cards). */
const VALID_YEARS = 5;
/** This bank issues ELO debit cards (network id 12). */
export const DEFAULT_BRAND = 12;

export function network(deps: BankDeps): CardNetwork {
  if (!deps.cardNetwork) throw cardsUnavailable();
  return deps.cardNetwork;
}

export function expiryFrom(at: Date): { expiryMonth: number; expiryYear: number } {
  return { expiryMonth: at.getUTCMonth() + 1, expiryYear: at.getUTCFullYear() + VALID_YEARS };
}

async function ownedCard(db: Executor, session: BankSession, cardId: string): Promise<CardRow> {
  const card = await lockOwnedCard(db, session.customerId, cardId);
  if (!card) throw cardNotFound();
  return card;
}

/** The card list offers only unblocked or temporarily blocked cards, never cancelled ones. */
export async function listCards(db: Executor, session: BankSession, accountId: string) {
  const account = await findOwnedAccount(db, session.customerId, accountId);
  if (!account) throw accountNotFound();
  const cards = await listCustomerCards(db, session.customerId);
  return {
    cartoes: cards.filter((c) => c.account_id === account.id && isCardOffered(statusGroup(c))).map(cardWire),
  };
}

const BLOCK_STATUS: Record<CardBlockReason, string> = {
  temporary: CardStatusText.BlockedByCustomer,
  damaged: CardStatusText.CancelledDamage,
  stolen: CardStatusText.CancelledTheft,
  lost: CardStatusText.CancelledLoss,
};

/**
 * Blocks a card. Temporary: an active card only (10021 when already blocked). Damaged, stolen, lost:
 * for good, from any state but cancelled (10018); the processor is told the number is dead, and the
 * answer offers a second copy of a physical card.
 */
export async function blockCard(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  cardId: string,
  reason: CardBlockReason,
) {
  const card = await ownedCard(trx, session, cardId);
  const group = statusGroup(card);
  if (group === 'cancelled') throw cardBlockError('O cartão já está cancelado');
  if (reason === 'temporary') {
    if (group === 'userBlocked') throw cardAlreadyBlocked();
    if (group !== 'active') throw cardBlockError();
  }
  const status = BLOCK_STATUS[reason];
  await setCardStatus(trx, card.id, status, deps.now());
  if (reason !== 'temporary') await network(deps).cancel(card.processor_token);
  return {
    chaveDeCartao: card.id,
    descricaoStatusCartao: status,
    permanente: reason !== 'temporary',
    podeSolicitarSegundaVia: reason !== 'temporary' && card.physical,
  };
}

/** Undoes a temporary block at the customer's request. */
export async function unblockCard(trx: Trx, deps: BankDeps, session: BankSession, cardId: string) {
  const card = await ownedCard(trx, session, cardId);
  if (card.status !== CardStatusText.BlockedByCustomer) throw cardBlockError('O cartão não está bloqueado');
  await setCardStatus(trx, card.id, CardStatusText.Unblocked, deps.now());
  return { chaveDeCartao: card.id, descricaoStatusCartao: CardStatusText.Unblocked };
}

/**
 * Unblocks a card blocked for a wrong PIN: the account PIN proves it is the customer (the card's own
 * PIN is the one forgotten); the wrong tries are forgotten, the card's PIN stays as it was.
 */
export async function unblockAfterWrongPin(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeCartao: string; senha: string },
) {
  const card = await ownedCard(trx, session, input.chaveDeCartao);
  if (card.status !== CardStatusText.BlockedWrongPassword) throw cardBlockError();
  await checkAccountPin(trx, card.account_id, input.senha, deps.config.pinPepper);
  await setCardStatus(trx, card.id, CardStatusText.Unblocked, deps.now());
  await setCardPinFailures(trx, card.id, 0);
  return { chaveDeCartao: card.id, descricaoStatusCartao: CardStatusText.Unblocked };
}

/** "MM/AA" or "MMAA" -> month and 2-digit year. */
function parseExpiry(text: string): { month: number; year: number } {
  const match = /^(0[1-9]|1[0-2])\/?(\d{2})$/.exec(text);
  if (!match) throw invalidExpiry();
  return { month: Number(match[1]), year: Number(match[2]) };
}

/**
 * The card that just arrived: the expiry (14007) and the CVV printed on it (checked by the processor),
 * the PIN twice, and the one-time code sent by token/gerar-2fa-alteracao-pin-cartao (23003 when wrong). The card's PIN is the account's (sync-senha-conta): the PIN typed must be the
 * account PIN, so card and account stay in step; a wrong one counts toward the account PIN's block.
 */
export async function unblockArrivedCard(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeCartao: string; dataExpiracao: string; cvv: string; senha: string; token: string },
) {
  const card = await ownedCard(trx, session, input.chaveDeCartao);
  if (card.status !== CardStatusText.BlockedForIssuance) throw cardBlockError('O cartão já foi desbloqueado');
  const expiry = parseExpiry(input.dataExpiracao);
  if (expiry.month !== card.expiry_month || expiry.year !== card.expiry_year % 100) throw invalidExpiry();
  if (!(await network(deps).verifyCvv(card.processor_token, input.cvv))) throw invalidCardData();
  await checkAccountPin(trx, card.account_id, input.senha, deps.config.pinPepper);
  await spendCardUnblockCode(trx, deps, session, input.token);
  await setCardStatus(trx, card.id, CardStatusText.Unblocked, deps.now());
  return { chaveDeCartao: card.id, descricaoStatusCartao: CardStatusText.Unblocked };
}

export interface DeliveryAddress {
  cep: string;
  rua: string;
  numero: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
}

const REPLACE_STATUS: Record<'ROUBO' | 'PERDA' | 'DANIFICADO', string> = {
  ROUBO: CardStatusText.CancelledTheft,
  PERDA: CardStatusText.CancelledLoss,
  DANIFICADO: CardStatusText.CancelledDamage,
};

/**
 * A second copy of a physical card (motivo ROUBO, PERDA or DANIFICADO): a card still alive is
 * cancelled first for that reason; a new number is issued (lost and stolen cards never come back),
 * blocked for issuance until it arrives at the delivery address. One second copy per card. No fee:
 * this bank waives the second-copy tariff Res. CMN 3.919 would allow.
 */
export async function orderSecondCopy(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeCartao: string; motivo: 'ROUBO' | 'PERDA' | 'DANIFICADO'; endereco: () => DeliveryAddress },
) {
  const card = await ownedCard(trx, session, input.chaveDeCartao);
  const endereco = input.endereco();
  if (!card.physical) throw invalidCardRequest('só um cartão físico tem segunda via');
  if (await findReplacement(trx, card.id)) throw cardBlockError('A segunda via deste cartão já foi pedida');
  const net = network(deps);
  const now = deps.now();
  if (statusGroup(card) !== 'cancelled') {
    await setCardStatus(trx, card.id, REPLACE_STATUS[input.motivo], now);
    await net.cancel(card.processor_token);
  }
  const issued = await net.issue({ brand: card.brand, physical: true });
  const id = randomUUID();
  await insertCard(trx, {
    id,
    customerId: card.customer_id,
    accountId: card.account_id,
    token: issued.token,
    last4: issued.last4,
    ...expiryFrom(now),
    brand: card.brand,
    physical: true,
    printedName: card.printed_name,
    status: CardStatusText.BlockedForIssuance,
    replacesCardId: card.id,
    reason: input.motivo,
    deliveryAddress: endereco,
    at: now,
  });
  const created = await findOwnedCard(trx, session.customerId, id);
  if (!created) throw cardNotFound();
  return { cartao: cardWire(created), enderecoEntrega: endereco };
}

/** The printed name: the customer's name in capitals, at most 26 characters (the embossing line). */
export function printedName(nome: string): string {
  const words = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .split(/\s+/)
    .filter(Boolean);
  let name = words.join(' ');
  if (name.length > 26 && words.length > 2) name = `${words[0]} ${words[words.length - 1]}`;
  return name.slice(0, 26);
}

/** A virtual card, usable at once. One live virtual card per customer (this bank's rule). */
export async function createVirtualCard(trx: Trx, deps: BankDeps, session: BankSession, accountId: string) {
  const account = await findOwnedAccount(trx, session.customerId, accountId);
  if (!account) throw accountNotFound();
  const cards = await listCustomerCards(trx, session.customerId);
  if (cards.some((c) => !c.physical && statusGroup(c) !== 'cancelled')) throw virtualCardLimit();
  const customer = await findCustomer(trx, session.customerId);
  const issued = await network(deps).issue({ brand: DEFAULT_BRAND, physical: false });
  const now = deps.now();
  const id = randomUUID();
  await insertCard(trx, {
    id,
    customerId: session.customerId,
    accountId: account.id,
    token: issued.token,
    last4: issued.last4,
    ...expiryFrom(now),
    brand: DEFAULT_BRAND,
    physical: false,
    printedName: printedName(customer?.nome ?? account.nome),
    status: CardStatusText.Unblocked,
    at: now,
  });
  const created = await findOwnedCard(trx, session.customerId, id);
  if (!created) throw cardNotFound();
  return { cartao: cardWire(created) };
}

/** Deletes a virtual card: the number dies at the processor and the card leaves every list. */
export async function deleteVirtualCard(trx: Trx, deps: BankDeps, session: BankSession, cardId: string) {
  const card = await ownedCard(trx, session, cardId);
  if (card.physical) throw invalidCardRequest('só um cartão virtual pode ser excluído');
  await markCardDeleted(trx, card.id, CardStatusText.Cancelled, deps.now());
  await network(deps).cancel(card.processor_token);
  return { chaveDeCartao: card.id, excluido: true };
}

/**
 * The hash that opens the processor's card-details frame. The full number never passes through the
 * bank: the frame is the processor's page. A cancelled card has no details (ERROR_GETTING_DETAILS).
 */
export async function cardDetails(db: Executor, deps: BankDeps, session: BankSession, cardId: string) {
  const card = await findOwnedCard(db, session.customerId, cardId);
  if (!card || statusGroup(card) === 'cancelled') throw cardNotFound();
  const frame = await network(deps).detailsFrame(card.processor_token, deps.now());
  return {
    chaveDeCartao: card.id,
    hash: frame.hash,
    urlDetalhes: frame.url,
    expiraEm: frame.expiresAt.toISOString(),
  };
}

export async function cardSettings(db: Executor, session: BankSession, cardId: string) {
  const card = await findOwnedCard(db, session.customerId, cardId);
  if (!card || statusGroup(card) === 'cancelled') throw cardNotFound();
  return { chaveDeCartao: card.id, permiteContactless: card.contactless };
}

export async function configureContactless(
  trx: Trx,
  session: BankSession,
  input: { chaveDeCartao: string; permiteContactless: boolean },
) {
  const card = await ownedCard(trx, session, input.chaveDeCartao);
  if (statusGroup(card) === 'cancelled') throw cardNotFound();
  await setContactless(trx, card.id, input.permiteContactless);
  return { chaveDeCartao: card.id, permiteContactless: input.permiteContactless };
}

/** Which cards the account may still ask for: a virtual one when it has none alive. */
export async function availableCards(db: Executor, session: BankSession, accountId: string) {
  const account = await findOwnedAccount(db, session.customerId, accountId);
  if (!account) throw accountNotFound();
  const cards = (await listCustomerCards(db, session.customerId)).filter((c) => c.account_id === account.id);
  return {
    cartaoVirtual: !cards.some((c) => !c.physical && statusGroup(c) !== 'cancelled'),
    // as requestPhysicalCard: a first card only while the account never had one (a cancelled one takes its second copy)
    cartaoFisico: !cards.some((c) => c.physical),
  };
}

/**
 * A first physical card for an account that has none alive (a cancelled one needs its second copy
 * instead): a new number, blocked for issuance until it arrives at the delivery address.
 */
export async function requestPhysicalCard(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; endereco: () => DeliveryAddress },
) {
  const account = await findOwnedAccount(trx, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  const endereco = input.endereco();
  const cards = await listCustomerCards(trx, session.customerId);
  const physical = cards.filter((c) => c.account_id === account.id && c.physical);
  if (physical.some((c) => statusGroup(c) !== 'cancelled')) {
    throw invalidCardRequest('a conta já tem um cartão físico');
  }
  if (physical.length > 0) throw invalidCardRequest('peça a segunda via do cartão cancelado');
  const customer = await findCustomer(trx, session.customerId);
  const issued = await network(deps).issue({ brand: DEFAULT_BRAND, physical: true });
  const now = deps.now();
  const id = randomUUID();
  await insertCard(trx, {
    id,
    customerId: session.customerId,
    accountId: account.id,
    token: issued.token,
    last4: issued.last4,
    ...expiryFrom(now),
    brand: DEFAULT_BRAND,
    physical: true,
    printedName: printedName(customer?.nome ?? account.nome),
    status: CardStatusText.BlockedForIssuance,
    deliveryAddress: endereco,
    at: now,
  });
  const created = await findOwnedCard(trx, session.customerId, id);
  if (!created) throw cardNotFound();
  return { cartao: cardWire(created), enderecoEntrega: endereco };
}

/** conta/consultar-endereco-entrega: the registered address, where a card goes unless another is given. */
export async function deliveryAddress(db: Executor, session: BankSession, accountId: string) {
  const account = await findOwnedAccount(db, session.customerId, accountId);
  if (!account) throw accountNotFound();
  const customer = await findCustomer(db, session.customerId);
  return { enderecoEntrega: customer?.endereco ?? null };
}
