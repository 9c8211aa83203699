import { queryOptions } from '@tanstack/react-query';
import { financing } from '../../../lib/financing/financing.ts';
import type { DeviceDetails as WireDetails } from '../../../lib/financing/types.ts';
import type { DeviceDetails } from '../flow/device-types.ts';
import { financingKeys, STORE_ID } from './keys.ts';
import { toDeviceDetails } from './mappers.ts';

/** product-v3/store/{storeId}/product/{productId}: every sku of a model, its colours and storages. */
export async function getDeviceDetails(contractingKey: string, productId: string): Promise<DeviceDetails> {
  const answer = await financing.get<WireDetails>(
    `/v1/api/product-v3/store/${STORE_ID}/product/${encodeURIComponent(productId)}`,
    { contractingKey },
  );
  return toDeviceDetails(answer);
}

export const deviceDetailsQuery = (contractingKey: string, productId: string) =>
  queryOptions({
    queryKey: financingKeys.device(contractingKey, productId),
    queryFn: () => getDeviceDetails(contractingKey, productId),
  });
