import { isValidCpfOrCnpj, isValidHolderName, onlyDigits, stripCnpj } from '@carteira/core/br';

export interface TedDraft {
  accountType: 1 | 2 | 3 | 4;
  name: string;
  taxId: string;
  agency: string;
  account: string;
}

export type TedField = 'name' | 'taxId' | 'agency' | 'account';
export type TedProblems = Partial<
  Record<TedField, 'holderNameBad' | 'holderTaxIdBad' | 'tedAgencyBad' | 'tedAccountBad'>
>;

/** What the app can tell about a TED's destination before the bank checks it (as the server's schema). */
export function tedProblems(draft: TedDraft): TedProblems {
  const problems: TedProblems = {};
  if (!isValidHolderName(draft.name)) problems.name = 'holderNameBad';
  // A CPF, or a CNPJ that may carry letters in its first 12 places (since July 2026).
  const taxId = stripCnpj(draft.taxId);
  if ((taxId.length !== 11 && taxId.length !== 14) || !isValidCpfOrCnpj(taxId))
    problems.taxId = 'holderTaxIdBad';
  if (!/^\d{1,4}$/.test(draft.agency.trim())) problems.agency = 'tedAgencyBad';
  if (!/^\d{2,13}$/.test(onlyDigits(draft.account)) || /[^\d\s-]/.test(draft.account))
    problems.account = 'tedAccountBad';
  return problems;
}
