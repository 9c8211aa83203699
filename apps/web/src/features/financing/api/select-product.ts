import { toReais } from '@carteira/core/money';
import { financing } from '../../../lib/financing/financing.ts';
import type { SelectProductRequest } from '../../../lib/financing/types.ts';
import type { Sku } from '../flow/device-types.ts';

/** The product part of select-product and of the proposal. */
export function productOf(sku: Sku): SelectProductRequest {
  return {
    remoteId: sku.skuId,
    lmi: sku.lmi,
    name: sku.name,
    price: toReais(sku.storePrice),
    storage: sku.storage,
    color: sku.color,
    imageUrl: sku.images[0] ?? '',
    version: sku.version,
  };
}

/** product-v3/select-product: the sku goes on the contracting (400 for an unavailable combination). */
export async function selectProduct(contractingKey: string, sku: Sku): Promise<void> {
  await financing.post(`/v1/api/product-v3/select-product/${contractingKey}`, productOf(sku));
}
