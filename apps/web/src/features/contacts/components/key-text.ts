import { formatAccountNumber } from '@carteira/core/br';
import { formatPixKey } from '@carteira/core/pix';
import { usePixInstitutionName } from '../../../lib/bank/bank-list.ts';
import type { ContactKey } from '../../../lib/bank/contacts.ts';
import type { Translate } from '../../../lib/i18n/use-messages.ts';
import { KEY_CHOICE_TYPE, type KeyChoice } from '../flow/add-contact-flow.ts';
import type { ContactsMessageKey } from '../messages.ts';

const CHOICE_OF_TYPE = Object.fromEntries(
  Object.entries(KEY_CHOICE_TYPE).map(([choice, type]) => [type, choice as KeyChoice]),
) as Record<number, KeyChoice>;

/** The two lines of a key: its type (or institution, by name) and its value (or agency and account). */
function keyLines(
  key: ContactKey,
  t: Translate<ContactsMessageKey>,
  institutionName: string,
): [string, string] {
  if (key.kind === 'pix') {
    return [t(`type${CHOICE_OF_TYPE[key.keyType] ?? 'EVP'}`), formatPixKey(key.keyType, key.key)];
  }
  const account = key.account.length <= 8 ? formatAccountNumber(key.account) : key.account;
  return [
    `${t('institutionLine', { institution: institutionName })} · ${t(`accountType${key.accountType}`)}`,
    t('accountLine', { agency: key.agency, account }),
  ];
}

/**
 * The two lines of a key (none without a key). An account's institution is named from the bank list,
 * read for an account only: its code or ISPB while the list loads or if the list lacks it.
 */
export function useKeyLines(key: ContactKey, t: Translate<ContactsMessageKey>): [string, string];
export function useKeyLines(
  key: ContactKey | null,
  t: Translate<ContactsMessageKey>,
): [string, string] | null;
export function useKeyLines(
  key: ContactKey | null,
  t: Translate<ContactsMessageKey>,
): [string, string] | null {
  const institutionName = usePixInstitutionName(key?.kind === 'account' ? key.institution : undefined);
  return key ? keyLines(key, t, institutionName) : null;
}
