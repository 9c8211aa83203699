import { complementIssue, isValidAddressNumber, isValidStreetText } from '@carteira/core/br';
import type { Address } from '../auth/auth.table.ts';
import type { CepDirectory } from '../utilities/cep-directory.ts';
import { lookupCep } from '../utilities/utilities.service.ts';
import { changeRefused } from './profile.errors.ts';

export interface TypedAddress {
  cep: string;
  rua?: string | undefined;
  bairro?: string | undefined;
  numero: string;
  complemento: string;
}

/**
 * The mailing address as the shared address screen sends it, completed from the CEP look-up
 * (wallet.md section 5, address form): an unknown CEP is 40402; the city and state are the look-up's;
 * the street and neighbourhood are the look-up's when it has them (read-only on the screen), else the
 * customer's, letters, digits and spaces; the number 1 to 5 digits; the complement up to 30 characters
 * of letters, digits and , . - @ * _ :.
 */
export function completeAddress(ceps: CepDirectory, typed: TypedAddress): Address {
  const found = lookupCep(ceps, typed.cep);
  const rua = found.logradouro.trim() || (typed.rua ?? '').trim();
  const bairro = found.bairro.trim() || (typed.bairro ?? '').trim();
  if (!found.logradouro.trim() && !isValidStreetText(rua)) throw changeRefused('rua inválida');
  if (!found.bairro.trim() && !isValidStreetText(bairro)) throw changeRefused('bairro inválido');
  if (!isValidAddressNumber(typed.numero)) throw changeRefused('número do endereço inválido');
  const complemento = typed.complemento.trim();
  const issue = complementIssue(complemento);
  if (issue === 'invalidComplement') throw changeRefused('complemento inválido');
  if (issue === 'noSpecialCharacters') throw changeRefused('o complemento não pode ter caracteres especiais');
  return {
    cep: typed.cep,
    rua,
    numero: typed.numero,
    complemento,
    bairro,
    cidade: found.localidade,
    uf: found.uf,
  };
}
