import { isValidCpfOrCnpj, isValidName, onlyDigits, stripCnpj } from '@carteira/core/br';
import type { AccountDestination } from './pay-flow.ts';

export type AccountField = 'institution' | 'agency' | 'account' | 'taxId' | 'name';

export type AccountProblems = Partial<
  Record<
    AccountField,
    'accountInstitutionBad' | 'accountAgencyBad' | 'accountNumberBad' | 'accountTaxIdBad' | 'accountNameBad'
  >
>;

/** What the app can tell about an agency and account before the bank checks it (as the server's schema). */
export function accountProblems(draft: AccountDestination): AccountProblems {
  const problems: AccountProblems = {};
  const institution = onlyDigits(draft.institution);
  if (institution.length !== 3 && institution.length !== 8) problems.institution = 'accountInstitutionBad';
  if (!/^\d{1,4}$/.test(onlyDigits(draft.agency))) problems.agency = 'accountAgencyBad';
  if (!/^\d{2,13}$/.test(onlyDigits(draft.account))) problems.account = 'accountNumberBad';
  // A CPF, or a CNPJ that may carry letters in its first 12 places (since July 2026).
  const taxId = stripCnpj(draft.taxId);
  if ((taxId.length !== 11 && taxId.length !== 14) || !isValidCpfOrCnpj(taxId))
    problems.taxId = 'accountTaxIdBad';
  if (!isValidName(draft.name)) problems.name = 'accountNameBad';
  return problems;
}
