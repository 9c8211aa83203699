import { financing } from '../../../lib/financing/financing.ts';
import type { DeliveryAddress } from '../flow/terms-types.ts';

interface AddressAnswer {
  contractingKey: string;
  status: string;
  address: DeliveryAddress;
  deliveryDate: string | null;
}

export interface AddressSent {
  address: DeliveryAddress;
  deliveryDate: string | null;
}

/** PUT /v1/api/address-v3/upsert/{key}: the delivery address; answers the expected delivery date. */
export async function upsertAddress(contractingKey: string, address: DeliveryAddress): Promise<AddressSent> {
  const answer = await financing.put<AddressAnswer>(
    `/v1/api/address-v3/upsert/${encodeURIComponent(contractingKey)}`,
    {
      cep: address.cep,
      street: address.street,
      number: address.number,
      ...(address.complement ? { complement: address.complement } : {}),
      neighborhood: address.neighborhood,
      city: address.city,
      uf: address.uf,
    },
  );
  return { address, deliveryDate: answer.deliveryDate ?? null };
}
