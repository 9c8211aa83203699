import type { Environment } from '@carteira/core/environment';
import { centavos } from '@carteira/core/money';
import {
  ensureTreasuryAccount,
  giftCodeHash,
  insertGiftCard,
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

/** Issues the listed gift cards not issued yet, and funds the treasury with what they were sold for. */
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
}
