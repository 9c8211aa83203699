import { titleCase } from '@carteira/core/br';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { DeliveryAddress } from '../flow/terms-types.ts';
import { termsKeys } from './keys.ts';

/** An address as the bank's client data carries it. */
export interface WireAddress {
  cep?: string | null;
  rua?: string | null;
  numero?: string | null;
  complemento?: string | null;
  bairro?: string | null;
  cidade?: string | null;
  uf?: string | null;
}

interface WireClient {
  endereco?: WireAddress | null;
  /** The mailing address, when the customer has one: preferred for the delivery. */
  enderecoCorrespondencia?: WireAddress | null;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

function hasAddress(address: WireAddress | null | undefined): address is WireAddress {
  return !!address && text(address.cep) !== '' && text(address.rua) !== '';
}

/** The bank's address in the app's shape: digits-only CEP, text title-cased, state in capitals. */
export function toDeliveryAddress(wire: WireAddress): DeliveryAddress {
  return {
    cep: text(wire.cep).replace(/\D/g, ''),
    street: titleCase(text(wire.rua)),
    number: text(wire.numero),
    complement: titleCase(text(wire.complemento)),
    neighborhood: titleCase(text(wire.bairro)),
    city: titleCase(text(wire.cidade)),
    uf: text(wire.uf).toUpperCase(),
  };
}

/** The delivery address from the client data: the mailing address, else the main one; null if none. */
export function pickDeliveryAddress(client: WireClient): DeliveryAddress | null {
  if (hasAddress(client.enderecoCorrespondencia)) return toDeliveryAddress(client.enderecoCorrespondencia);
  if (hasAddress(client.endereco)) return toDeliveryAddress(client.endereco);
  return null;
}

/** cliente/obter-dados-pessoa-fisica-por-chave: the customer's delivery address. */
export async function getClientAddress(): Promise<DeliveryAddress | null> {
  const client = await bank.call<WireClient>('cliente/obter-dados-pessoa-fisica-por-chave');
  return pickDeliveryAddress(client);
}

export const clientAddressQueryOptions = (accountKey: string) =>
  queryOptions({ queryKey: termsKeys.clientAddress(accountKey), queryFn: getClientAddress, staleTime: 0 });

export function useClientAddress() {
  const session = useSession();
  return useQuery({ ...clientAddressQueryOptions(session?.accountKey ?? ''), enabled: session !== null });
}
