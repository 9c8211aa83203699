import type { DeviceDetails, Sku } from './device-types.ts';

/** The sku of a colour and storage, null when that combination does not exist. */
export function skuFor(details: DeviceDetails, color: string, storage: string): Sku | null {
  return details.skus.find((sku) => sku.color === color && sku.storage === storage) ?? null;
}

/**
 * Whether a colour x storage can be chosen: a combination with no sku, or an unavailable one, is
 * "not available" (struck through, and refused with 'this device combination is not available').
 */
export function isCombinationAvailable(details: DeviceDetails, color: string, storage: string): boolean {
  return skuFor(details, color, storage)?.available === true;
}

/** The sku shown first: the one the list showed (its cheapest), else the first available one. */
export function defaultSku(details: DeviceDetails, preferredSkuId: string): Sku | null {
  const preferred = details.skus.find((sku) => sku.skuId === preferredSkuId && sku.available);
  return preferred ?? details.skus.find((sku) => sku.available) ?? null;
}
