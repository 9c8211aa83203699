import { bank } from '../../../lib/bank/bank.ts';

export interface FoundAddress {
  cep: string;
  rua: string;
  bairro: string;
  cidade: string;
  uf: string;
}

/** utilidades/consultar-cep (the bank's look-up, no session): 40402 when unknown. */
export async function lookupCep(cep: string): Promise<FoundAddress> {
  const r = await bank.call<{
    cep: string;
    logradouro: string;
    bairro: string;
    localidade: string;
    uf: string;
  }>('utilidades/consultar-cep', { cep }, { auth: false });
  return { cep: r.cep, rua: r.logradouro, bairro: r.bairro, cidade: r.localidade, uf: r.uf };
}
