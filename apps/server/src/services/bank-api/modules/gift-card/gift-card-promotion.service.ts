import { centavos, toReais } from '@carteira/core/money';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Executor } from '../../bank-database.ts';
import { deviceHash } from '../device/device-metadata.ts';
import {
  confirmPromotionDevice,
  findHolderOf,
  findPromotion,
  setPromotionOffered,
} from './gift-card-holder.repository.ts';
import { cardStatus } from './gift-card-holder.service.ts';

/**
 * The phone-purchase promotion as the product backend answers it (cross-cutting.md section 7; decision
 * 0035): a phone sold with a gift card is kept by its barcode and its buyer's CPF, and only its buyer
 * hears of it: to anyone else a barcode is simply not eligible and has no card.
 */
export interface PromotionCaller {
  customerId: string;
  cpf: string;
}

async function ownPromotion(db: Executor, caller: PromotionCaller, barcode: string) {
  const promotion = await findPromotion(db, barcode);
  return promotion && promotion.buyer_cpf === caller.cpf ? promotion : undefined;
}

/** GET getEligibleForGiftCardPromotion/{barcode}: whether the caller can still claim this phone's card. */
export async function promotionEligibility(
  db: Executor,
  caller: PromotionCaller,
  barcode: string,
  now: Date,
) {
  const promotion = await ownPromotion(db, caller, barcode);
  if (!promotion) return { barcode, isEligible: false, valor: null, validoAte: null };
  return {
    barcode,
    isEligible: promotion.offered && promotion.gift_card_id === null && new Date(promotion.claim_until) > now,
    valor: toReais(centavos(Number(promotion.amount))),
    validoAte: toSaoPauloDateTime(new Date(promotion.claim_until)),
  };
}

/**
 * POST setEligibleForGiftCardPromotion: the buyer declines the offer (isEligible false: it is no longer
 * shown nor issued) or takes it back, while no card was issued.
 */
export async function setPromotionEligibility(
  db: Executor,
  caller: PromotionCaller,
  input: { barcode: string; isEligible: boolean },
  now: Date,
): Promise<{ refused: 'not-found' | 'issued' } | Awaited<ReturnType<typeof promotionEligibility>>> {
  const promotion = await ownPromotion(db, caller, input.barcode);
  if (!promotion) return { refused: 'not-found' };
  if (promotion.gift_card_id !== null) return { refused: 'issued' };
  await setPromotionOffered(db, input.barcode, input.isEligible);
  return promotionEligibility(db, caller, input.barcode, now);
}

/**
 * POST getStatus / getStatusV2: the gift-card status of a phone: NOT_GENERATED until its card is issued,
 * then GENERATED; V2 adds the card and whether the holder confirmed it on the device asking.
 */
export async function promotionStatus(
  db: Executor,
  caller: PromotionCaller,
  input: { barcode: string; deviceId: string },
  now: Date,
) {
  const promotion = await ownPromotion(db, caller, input.barcode);
  if (!promotion?.gift_card_id || !promotion.client_id) {
    return { status: 'NOT_GENERATED' as const, barcode: input.barcode, details: null };
  }
  const card = await db
    .selectFrom('gift_card')
    .selectAll()
    .where('id', '=', promotion.gift_card_id)
    .executeTakeFirstOrThrow();
  return {
    status: 'GENERATED' as const,
    barcode: input.barcode,
    details: {
      gcClientKey: promotion.client_id,
      chaveDeCartao: card.id,
      numeroCartao: `•••• •••• •••• ${card.last4 ?? ''}`,
      valor: toReais(centavos(Number(card.amount))),
      statusCartao: cardStatus(card, now),
      dispositivoConfirmado: promotion.device_hash === deviceHash(input.deviceId),
    },
  };
}

/**
 * POST setStatus: the holder confirms the phone's gift card on this device (kept as the device's hash,
 * as the bank keeps devices). Accepted only when the card of that barcode was issued to that gift-card
 * client and the client is the caller; otherwise `conflict`, and nothing is kept.
 */
export async function confirmPromotionStatus(
  db: Executor,
  caller: PromotionCaller,
  input: { barcode: string; gcClientKey: string; deviceId: string },
  now: Date,
) {
  const promotion = await ownPromotion(db, caller, input.barcode);
  const holder = await findHolderOf(db, caller.customerId);
  if (
    !promotion?.gift_card_id ||
    !holder ||
    promotion.client_id !== holder.id ||
    holder.id !== input.gcClientKey
  ) {
    return { conflict: true as const };
  }
  await confirmPromotionDevice(db, input.barcode, deviceHash(input.deviceId), now);
  return promotionStatus(db, caller, input, now);
}
