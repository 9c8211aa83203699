import { cpfCheckDigits } from '@carteira/core/br';
import type { Environment } from '@carteira/core/environment';
import { centavos } from '@carteira/core/money';
import {
  ensureTreasuryAccount,
  giftCodeHash,
  insertGiftCard,
  insertPromotion,
  MOVEMENT_KINDS,
  postMovement,
} from '../services/bank-api/public.ts';
import type { Trx } from '../tables.ts';

/**
 * The gift cards the sandbox's stores sold (README.md lists the codes): each redeemable once, into
 * any demo account. What the stores were paid sits in the gift-card treasury, funded from the
 * sandbox's clearing account as each card is issued.
 */
export const SANDBOX_GIFT_CARDS = [
  { id: 'gift-0001', code: 'CP50-RSAB-2026-0001', amount: 5_000, expiresAt: '2099-12-31T23:59:59-03:00' },
  { id: 'gift-0002', code: 'CP25-RSAB-2026-0002', amount: 2_500, expiresAt: '2099-12-31T23:59:59-03:00' },
  { id: 'gift-0003', code: 'CP99-RSAB-2026-0003', amount: 10_000, expiresAt: '2099-12-31T23:59:59-03:00' },
  { id: 'gift-0004', code: 'CP20-RSAB-2026-0004', amount: 2_000, expiresAt: '2099-12-31T23:59:59-03:00' },
  { id: 'gift-0005', code: 'CP30-RSAB-2026-0005', amount: 3_000, expiresAt: '2099-12-31T23:59:59-03:00' },
  /** Expired on 31/12/2025: refused with "venceu". */
  { id: 'gift-0009', code: 'CP10-VENC-2025-0009', amount: 1_000, expiresAt: '2025-12-31T23:59:59-03:00' },
] as const;

const cpf = (base: string) => `${base}${cpfCheckDigits(base)}`;

/**
 * Phones the sandbox's stores sold with a gift card (decision 0035), by the barcode on the box and the
 * buyer's CPF on the invoice: only that buyer can claim the card, once, until `claimUntil`.
 */
export const SANDBOX_PHONE_PROMOTIONS = [
  /** Paula's phone: R$ 100,00, claimed in the salary-portability journey. */
  {
    barcode: 'ZY32LNRW97',
    buyerCpf: cpf('274619358'),
    amount: 10_000,
    claimUntil: '2099-12-31T23:59:59-03:00',
  },
  /** Carla's phone: R$ 80,00 (server tests). */
  {
    barcode: 'ZY32LNRW90',
    buyerCpf: cpf('146870227'),
    amount: 8_000,
    claimUntil: '2099-12-31T23:59:59-03:00',
  },
  /** Carla's older phone: the promotion ended on 31/12/2025. */
  {
    barcode: 'ZY32LNRW91',
    buyerCpf: cpf('146870227'),
    amount: 6_000,
    claimUntil: '2025-12-31T23:59:59-03:00',
  },
  /** Bruno's phone: R$ 50,00 (server tests decline it). */
  {
    barcode: 'ZY32LNRW92',
    buyerCpf: cpf('275484389'),
    amount: 5_000,
    claimUntil: '2099-12-31T23:59:59-03:00',
  },
] as const;

/**
 * Issues the listed gift cards not issued yet, and funds the treasury with what they were sold for;
 * registers the phone promotions not registered yet, funded the same way (the maker paid for them).
 */
export async function seedGiftCards(trx: Trx, clearingId: string, environment: Environment, at: Date) {
  const treasury = await ensureTreasuryAccount(trx, environment, at);
  for (const card of SANDBOX_GIFT_CARDS) {
    const issued = await insertGiftCard(trx, {
      id: card.id,
      codeHash: giftCodeHash(card.code),
      amount: card.amount,
      expiresAt: new Date(card.expiresAt),
      createdAt: at,
    });
    if (!issued) continue;
    await postMovement(trx, {
      kind: 'VENDA_CARTAO_PRESENTE',
      typeId: MOVEMENT_KINDS.CREDITO_CARTAO_PRESENTE.typeId,
      description: `Cartão-presente ${card.id} vendido`,
      at,
      legs: [
        { accountId: clearingId, amount: centavos(-card.amount), counterpartyName: 'Loja parceira' },
        { accountId: treasury, amount: centavos(card.amount), counterpartyName: null },
      ],
    });
  }
  for (const promotion of SANDBOX_PHONE_PROMOTIONS) {
    const registered = await insertPromotion(trx, {
      barcode: promotion.barcode,
      buyerCpf: promotion.buyerCpf,
      amount: promotion.amount,
      claimUntil: new Date(promotion.claimUntil),
      at,
    });
    if (!registered) continue;
    await postMovement(trx, {
      kind: 'VENDA_CARTAO_PRESENTE',
      typeId: MOVEMENT_KINDS.CREDITO_CARTAO_PRESENTE.typeId,
      description: `Cartão-presente do celular ${promotion.barcode}`,
      at,
      legs: [
        {
          accountId: clearingId,
          amount: centavos(-promotion.amount),
          counterpartyName: 'Fabricante parceiro',
        },
        { accountId: treasury, amount: centavos(promotion.amount), counterpartyName: null },
      ],
    });
  }
}
