import { type Centavos, centavos } from '../money/index.ts';

/**
 * Pix from a device not registered for Pix (a "new device"): at most R$ 200,00 a payment and
 * R$ 1.000,00 a day, counted per device and São Paulo day.
 * Instrução Normativa BCB nº 491/2024 (wording of IN BCB nº 594/2025), under art. 89 §§ 7º-9º of the
 * Pix regulation (Resolução BCB nº 1/2020 as amended by Resolução BCB nº 403/2024), in force since
 * 1 November 2024.
 */
export const NEW_DEVICE_PIX_PER_PAYMENT: Centavos = centavos(20_000);
export const NEW_DEVICE_PIX_PER_DAY: Centavos = centavos(100_000);

/** Why a new device may not send `amount`: over the per-payment or the per-day limit; undefined when it may. */
export type NewDeviceRefusal = { limit: 'payment' | 'day'; left: Centavos };

/**
 * Whether a device still new for Pix, which already sent `spentToday` centavos today, may send `amount`.
 * What is left is the smaller of the per-payment limit and the day's remainder.
 */
export function newDevicePixRefusal(spentToday: Centavos, amount: Centavos): NewDeviceRefusal | undefined {
  const dayLeft = centavos(Math.max(0, NEW_DEVICE_PIX_PER_DAY - spentToday));
  const left = centavos(Math.min(NEW_DEVICE_PIX_PER_PAYMENT, dayLeft));
  if (amount <= left) return undefined;
  return { limit: dayLeft < NEW_DEVICE_PIX_PER_PAYMENT ? 'day' : 'payment', left };
}
