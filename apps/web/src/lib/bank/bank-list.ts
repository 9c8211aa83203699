import { onlyDigits } from '@carteira/core/br';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from './bank.ts';

/** A bank of the list (banco/consultar-bancos). */
export interface PixBank {
  code: string;
  ispb: string;
  name: string;
}

/**
 * banco/consultar-bancos: this bank first, then the others (never code 213); the Pix account form
 * searches it, and an account kept by code or ISPB (a payment's, a contact's) is named from it. Here
 * rather than in a feature so that Pix and the contacts share it without importing each other.
 */
export async function listPixBanks(): Promise<PixBank[]> {
  const r = await bank.call<{ bancos: Array<{ codigo: string; ispb: string; nome: string }> }>(
    'banco/consultar-bancos',
  );
  return r.bancos.map((b) => ({ code: b.codigo, ispb: b.ispb, name: b.nome }));
}

export const pixBanksQuery = () =>
  queryOptions({ queryKey: ['banks', 'list'] as const, queryFn: listPixBanks, staleTime: 60 * 60_000 });

export function usePixBanks() {
  return useQuery(pixBanksQuery());
}

/** The bank of the list a code (3 digits) or an ISPB (8) names, if any (the form keeps the ISPB, a contact either). */
export function pixBankOf(banks: readonly PixBank[] | undefined, institution: string): PixBank | undefined {
  const code = onlyDigits(institution);
  return code ? banks?.find((b) => b.code === code || b.ispb === code) : undefined;
}

/**
 * The name of the institution an account names by code or ISPB (this bank's own, Carteira, is the
 * list's first), for the Pix amount, review and contact screens and a contact's accounts; its digits
 * while the list loads or if the list lacks it. No institution (a payment by key or code, whose payee
 * names its own; a contact's Pix key): the list is not read.
 */
export function usePixInstitutionName(institution: string | undefined): string {
  const banks = useQuery({ ...pixBanksQuery(), enabled: institution !== undefined });
  if (institution === undefined) return '';
  return pixBankOf(banks.data, institution)?.name ?? onlyDigits(institution);
}
