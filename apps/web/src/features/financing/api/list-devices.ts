import { queryOptions } from '@tanstack/react-query';
import { financing } from '../../../lib/financing/financing.ts';
import type { DeviceList } from '../../../lib/financing/types.ts';
import type { Device } from '../flow/device-types.ts';
import { financingKeys, STORE_ID } from './keys.ts';
import { toDevice } from './mappers.ts';

/** product-v3/store/{storeId}: the phones available to this contracting. */
export async function listDevices(contractingKey: string): Promise<Device[]> {
  const { products } = await financing.get<DeviceList>(`/v1/api/product-v3/store/${STORE_ID}`, {
    contractingKey,
    available: true,
  });
  return products.map(toDevice);
}

export const devicesQuery = (contractingKey: string) =>
  queryOptions({
    queryKey: financingKeys.devices(contractingKey),
    queryFn: () => listDevices(contractingKey),
  });
