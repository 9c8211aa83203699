import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import type { DeliveryAddress } from '../flow/terms-types.ts';
import { toDeliveryAddress, type WireAddress } from './client-address.ts';

interface WireCep {
  cep: string;
  logradouro: string;
  bairro: string;
  complemento: string;
  localidade: string;
  uf: string;
}

/** utilidades/consultar-cep: the street, neighbourhood, city and state of a CEP (40402 when unknown). */
export async function lookupCep(cep: string): Promise<Omit<DeliveryAddress, 'number' | 'complement'>> {
  const r = await bank.call<WireCep>('utilidades/consultar-cep', { cep }, { auth: false });
  const wire: WireAddress = {
    cep: r.cep,
    rua: r.logradouro,
    bairro: r.bairro,
    cidade: r.localidade,
    uf: r.uf,
  };
  const { number: _n, complement: _c, ...found } = toDeliveryAddress(wire);
  return found;
}

export function useLookupCep() {
  return useMutation({ mutationKey: ['financing-terms', 'cep'], mutationFn: lookupCep });
}
