import { BANK_CODE, BANK_ISPB, BANK_NAME, BRANCH } from '../account/bank-identity.ts';
import type { BankDirectory, DirectoryBank } from './bank-directory.ts';
import { incorrectDetails } from './banks.errors.ts';

/** wallet.md section 5: "the TED bank list excludes bank code 213". */
export const EXCLUDED_BANK_CODE = '213';

/** This bank as its own list shows it (a transfer to it is a transfer between accounts). */
export const THIS_BANK: DirectoryBank = { codigo: BANK_CODE, ispb: BANK_ISPB, nome: BANK_NAME };

/** Lower case without accents, so "sao" finds "São" and "credito" finds "Crédito". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

/** Whether a bank answers a search by name (any part, accents ignored) or by code or ISPB (their start). */
export function matchesBank(bank: DirectoryBank, search: string): boolean {
  const wanted = fold(search);
  if (wanted === '') return true;
  if (/^\d+$/.test(wanted)) return bank.codigo.startsWith(wanted) || bank.ispb.startsWith(wanted);
  return fold(bank.nome).includes(wanted);
}

/** The bank list: this bank first, then the directory's by name, without code 213, filtered by `search`. */
export function listBanks(directory: BankDirectory, search = ''): DirectoryBank[] {
  const others = directory
    .banks()
    .filter((b) => b.codigo !== EXCLUDED_BANK_CODE && b.ispb !== BANK_ISPB)
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  return [THIS_BANK, ...others].filter((b) => matchesBank(b, search));
}

/** A bank of the list by its code (3 digits) or ISPB (8 digits); 'Incorrect Details' when not found. */
export function findBank(directory: BankDirectory, codeOrIspb: string): DirectoryBank {
  const bank = listBanks(directory).find((b) => b.codigo === codeOrIspb || b.ispb === codeOrIspb);
  if (!bank) throw incorrectDetails('Banco não encontrado');
  return bank;
}

/** The bank and agency, both known, or 'Incorrect Details'. The agency is taken as 4 digits. */
export function checkAgency(directory: BankDirectory, codeOrIspb: string, agencia: string) {
  const bank = findBank(directory, codeOrIspb);
  const agency = agencia.padStart(4, '0');
  const known = bank.ispb === BANK_ISPB ? agency === BRANCH : directory.hasAgency(bank.ispb, agency);
  if (!known) throw incorrectDetails('Agência não encontrada neste banco');
  return { bank, agencia: agency };
}
