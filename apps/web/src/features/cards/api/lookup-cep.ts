import { bank } from '../../../lib/bank/bank.ts';

export interface CepAddress {
  street: string;
  district: string;
  city: string;
  state: string;
}

/** utilidades/consultar-cep: the delivery address of a CEP (40402 when unknown). */
export async function lookupCep(cep: string): Promise<CepAddress> {
  const r = await bank.call<{ logradouro: string; bairro: string; localidade: string; uf: string }>(
    'utilidades/consultar-cep',
    { cep },
    { auth: false },
  );
  return { street: r.logradouro, district: r.bairro, city: r.localidade, state: r.uf };
}
