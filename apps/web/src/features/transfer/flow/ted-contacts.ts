import { onlyDigits } from '@carteira/core/br';
import { type Contact, contactLabel } from '../../../lib/bank/contacts.ts';
import { type Institution, type TedDestination, THIS_BANK_CODE } from './transfer-flow.ts';

/** A saved contact's account at another bank, ready to be a TED's destination. */
export interface ContactAccount {
  /** The contact's id and the account key's id. */
  id: string;
  /** The name the contact is listed under (its nickname, else its full name). */
  label: string;
  ted: TedDestination;
}

/** The bank a contact's account names: it keeps the bank's code (3 digits) or its ISPB (8). */
export function institutionOf(banks: readonly Institution[], codeOrIspb: string): Institution | undefined {
  const wanted = onlyDigits(codeOrIspb);
  if (!wanted) return undefined;
  return banks.find((b) => (wanted.length <= 3 ? b.code === wanted.padStart(3, '0') : b.ispb === wanted));
}

/**
 * The accounts a TED can go to among the customer's contacts: each account key (agency and account)
 * at a bank of the list other than this one, by the contact's name. Pix keys, Carteira accounts and
 * banks the list does not know are left out.
 */
export function tedContactAccounts(
  contacts: readonly Contact[],
  banks: readonly Institution[],
): ContactAccount[] {
  const accounts: ContactAccount[] = [];
  for (const contact of contacts) {
    for (const key of contact.keys) {
      if (key.kind !== 'account') continue;
      const institution = institutionOf(banks, key.institution);
      if (!institution || institution.code === THIS_BANK_CODE) continue;
      accounts.push({
        id: `${contact.id}-${key.id}`,
        label: contactLabel(contact),
        ted: {
          institution,
          accountType: key.accountType,
          name: contact.name,
          taxId: contact.taxId,
          agency: key.agency,
          account: onlyDigits(key.account),
        },
      });
    }
  }
  return accounts.sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'));
}

/** Whether a TED's destination is an account some contact keeps already (same bank, agency and account). */
export function isSavedAccount(contacts: readonly Contact[], ted: TedDestination): boolean {
  const agency = onlyDigits(ted.agency).padStart(4, '0');
  const account = onlyDigits(ted.account);
  return contacts.some((c) =>
    c.keys.some(
      (k) =>
        k.kind === 'account' &&
        onlyDigits(k.agency).padStart(4, '0') === agency &&
        onlyDigits(k.account) === account &&
        [ted.institution.code, ted.institution.ispb].includes(onlyDigits(k.institution)),
    ),
  );
}
