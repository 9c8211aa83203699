import { randomInt, randomUUID } from 'node:crypto';
import { giftCardOrganizationUnitIdOf } from '@carteira/core/environment';
import { centavos, toReais } from '@carteira/core/money';
import type { Selectable } from 'kysely';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Executor } from '../../bank-database.ts';
import { BankError } from '../../bank-errors.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findCustomer, findOwnedAccount } from '../account/account.repository.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { printedName } from '../cards/cards.service.ts';
import {
  accountNotFound,
  giftCardNotFound,
  holderMismatch,
  holderNotRegistered,
  promotionUnavailable,
} from './gift-card.errors.ts';
import { giftCodeHash } from './gift-card.service.ts';
import type { GiftCardTable } from './gift-card.table.ts';
import {
  cardsOfHolder,
  findHolderOf,
  insertHolder,
  insertHolderCard,
  lockPromotion,
  markPromotionIssued,
} from './gift-card-holder.repository.ts';

/** How long a card issued to a holder can be credited (the bank's choice: a year from its issue). */
export const HOLDER_CARD_DAYS = 365;

/** A name as the registry compares it: no accents, capitals, single spaces. */
const comparable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();

export type CardStatus = 'DISPONIVEL' | 'RESGATADO' | 'VENCIDO';

export function cardStatus(
  card: Pick<Selectable<GiftCardTable>, 'redeemed_movement_id' | 'expires_at'>,
  now: Date,
) {
  if (card.redeemed_movement_id) return 'RESGATADO' as const;
  return new Date(card.expires_at) <= now ? ('VENCIDO' as const) : ('DISPONIVEL' as const);
}

/** One of a holder's cards as the gift-card calls send it (the status fields of wallet.md section 3). */
export function wireHolderCard(card: Selectable<GiftCardTable>, printed: string, now: Date) {
  const status = cardStatus(card, now);
  const amount = centavos(Number(card.amount));
  return {
    chaveDeCartao: card.id,
    numeroCartao: `•••• •••• •••• ${card.last4 ?? ''}`,
    nomeImpresso: printed,
    valor: toReais(amount),
    saldo: status === 'DISPONIVEL' ? toReais(amount) : 0,
    status,
    validade: toSaoPauloDateTime(new Date(card.expires_at)),
    dataResgate: card.redeemed_at ? toSaoPauloDateTime(new Date(card.redeemed_at)) : null,
  };
}

async function holderOrRefuse(db: Executor, session: BankSession, clientKey?: string) {
  const holder = await findHolderOf(db, session.customerId);
  if (!holder) throw holderNotRegistered();
  if (clientKey !== undefined && clientKey !== holder.id) throw giftCardNotFound();
  return holder;
}

/** cliente/gc-verificar-status-cliente: whether the customer is a gift-card holder. */
export async function holderStatus(db: Executor, session: BankSession) {
  const holder = await findHolderOf(db, session.customerId);
  if (!holder) return { status: 'NAO_CADASTRADO' as const };
  return {
    status: 'ATIVO' as const,
    gc_chaveDeCliente: holder.id,
    chaveDeConta: holder.account_id,
    nomeImpresso: holder.printed_name,
    dataCadastro: toSaoPauloDateTime(new Date(holder.created_at)),
  };
}

export interface HolderDraft {
  chaveDeConta: string;
  nome: string;
  dataNascimento: string;
  celular: string;
  email?: string | undefined;
  primeiroPin: string;
  unidadeOrganizacionalId: number;
}

/**
 * clientes/cartao-presente/cadastrar: registers the customer as a gift-card holder
 * under the programme's organisation unit. A card is personal: the name, birth date, phone (with the 0
 * before the area code, as gift-card calls write it) and e-mail must be the account's own (40275), and
 * primeiroPin is the account PIN, the second factor that the customer, not only a token, asks. Registered
 * once: again, it answers the registration (statusCriacao JA_CADASTRADO).
 */
export async function registerHolder(deps: BankDeps, session: BankSession, input: HolderDraft) {
  const unit = giftCardOrganizationUnitIdOf(deps.config.environment);
  if (input.unidadeOrganizacionalId !== unit) {
    throw new BankError('VALIDATION', {
      message: 'Dados inválidos: unidadeOrganizacionalId',
      details: 'unidadeOrganizacionalId não é a dos cartões-presente deste ambiente',
    });
  }
  const account = await findOwnedAccount(deps.db, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  const existing = await findHolderOf(deps.db, session.customerId);
  if (existing) return { statusCriacao: 'JA_CADASTRADO' as const, ...(await holderStatus(deps.db, session)) };
  const customer = await findCustomer(deps.db, session.customerId);
  if (!customer) throw accountNotFound();
  if (comparable(input.nome) !== comparable(customer.nome)) throw holderMismatch('nome');
  if (input.dataNascimento !== customer.data_nascimento) throw holderMismatch('dataNascimento');
  if (input.celular !== `0${customer.telefone_ddd ?? ''}${customer.telefone_numero ?? ''}`)
    throw holderMismatch('celular');
  if (input.email && input.email.trim().toLowerCase() !== (customer.email ?? '').toLowerCase())
    throw holderMismatch('email');
  await checkAccountPin(deps.db, account.id, input.primeiroPin, deps.config.pinPepper);
  const created = await insertHolder(deps.db, {
    id: randomUUID(),
    customerId: session.customerId,
    accountId: account.id,
    printedName: printedName(customer.nome),
    organizationUnit: unit,
    at: deps.now(),
  });
  return {
    statusCriacao: created ? ('CADASTRADO' as const) : ('JA_CADASTRADO' as const),
    ...(await holderStatus(deps.db, session)),
  };
}

/** conta/gc-consultar-contas: the holder's gift cards, each an account of its own with its balance. */
export async function holderCards(deps: BankDeps, session: BankSession, clientKey?: string) {
  const holder = await holderOrRefuse(deps.db, session, clientKey);
  const now = deps.now();
  const cards = await cardsOfHolder(deps.db, holder.id);
  return {
    gc_chaveDeCliente: holder.id,
    contas: cards.map((card) => wireHolderCard(card, holder.printed_name, now)),
  };
}

/** A card number's last 4 digits (the number itself is never kept nor shown). */
const newLast4 = () => String(randomInt(0, 10_000)).padStart(4, '0');
/** A code no one is given: a holder's card is credited by its key, by its holder only. */
const unusableCode = () => `HOLDER-${randomUUID()}`;

/**
 * gc-clientes/gc-cartao-presente/cadastrar: issues to the holder the gift card that came with their
 * phone (the promotion of its barcode, bought under their CPF, still offered and in date). Issued once,
 * under the promotion's lock: again, it answers the same card. No money moves: the treasury has held
 * the card's value since the store's sale; crediting it is tesouraria/cartao-presente/creditar-conta-cliente.
 */
export async function issuePromotionCard(
  trx: Executor,
  deps: BankDeps,
  session: BankSession,
  input: { gc_chaveDeCliente: string; barcode: string },
) {
  const holder = await holderOrRefuse(trx, session, input.gc_chaveDeCliente);
  const customer = await findCustomer(trx, session.customerId);
  if (!customer) throw accountNotFound();
  const now = deps.now();
  const promotion = await lockPromotion(trx, input.barcode);
  if (!promotion || promotion.buyer_cpf !== customer.cpf)
    throw promotionUnavailable('Não há promoção deste celular no seu CPF');
  if (promotion.gift_card_id) {
    if (promotion.client_id !== holder.id)
      throw promotionUnavailable('O cartão deste celular já foi emitido');
    const issued = (await cardsOfHolder(trx, holder.id)).find((c) => c.id === promotion.gift_card_id);
    if (!issued) throw giftCardNotFound();
    return wireHolderCard(issued, holder.printed_name, now);
  }
  if (!promotion.offered) throw promotionUnavailable('Você recusou o cartão-presente deste celular');
  if (new Date(promotion.claim_until) <= now) throw promotionUnavailable('A promoção deste celular terminou');
  const card = {
    id: randomUUID(),
    codeHash: giftCodeHash(unusableCode()),
    amount: Number(promotion.amount),
    expiresAt: new Date(now.getTime() + HOLDER_CARD_DAYS * 86_400_000),
    createdAt: now,
    clientId: holder.id,
    last4: newLast4(),
  };
  await insertHolderCard(trx, card);
  await markPromotionIssued(trx, {
    barcode: promotion.barcode,
    cardId: card.id,
    clientId: holder.id,
    at: now,
  });
  return wireHolderCard(
    {
      id: card.id,
      code_hash: card.codeHash,
      amount: card.amount,
      expires_at: card.expiresAt,
      redeemed_account_id: null,
      redeemed_movement_id: null,
      redeemed_at: null,
      created_at: now,
      client_id: holder.id,
      last4: card.last4,
    },
    holder.printed_name,
    now,
  );
}
