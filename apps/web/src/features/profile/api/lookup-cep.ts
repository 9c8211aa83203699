import type { CepLookup } from '../../../components/address-rules.ts';
import { bank } from '../../../lib/bank/bank.ts';

/** utilidades/consultar-cep: the street, neighbourhood, city and state of a CEP (40402 when unknown). */
export async function lookupCep(cep: string): Promise<CepLookup> {
  const r = await bank.call<{
    logradouro: string;
    bairro: string;
    complemento: string;
    localidade: string;
    uf: string;
  }>('utilidades/consultar-cep', { cep }, { auth: false });
  return {
    street: r.logradouro,
    neighborhood: r.bairro,
    city: r.localidade,
    state: r.uf,
    complement: r.complemento ?? '',
  };
}
