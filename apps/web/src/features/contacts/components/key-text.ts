import { formatAccountNumber } from '@carteira/core/br';
import { formatPixKey } from '@carteira/core/pix';
import type { ContactKey } from '../../../lib/bank/contacts.ts';
import type { Translate } from '../../../lib/i18n/use-messages.ts';
import { KEY_CHOICE_TYPE, type KeyChoice } from '../flow/add-contact-flow.ts';
import type { ContactsMessageKey } from '../messages.ts';

const CHOICE_OF_TYPE = Object.fromEntries(
  Object.entries(KEY_CHOICE_TYPE).map(([choice, type]) => [type, choice as KeyChoice]),
) as Record<number, KeyChoice>;

/** The two lines of a key: its type (or institution) and its value (or agency and account). */
export function keyLines(key: ContactKey, t: Translate<ContactsMessageKey>): [string, string] {
  if (key.kind === 'pix') {
    return [t(`type${CHOICE_OF_TYPE[key.keyType] ?? 'EVP'}`), formatPixKey(key.keyType, key.key)];
  }
  const account = key.account.length <= 8 ? formatAccountNumber(key.account) : key.account;
  return [
    `${t('institutionLine', { institution: key.institution })} · ${t(`accountType${key.accountType}`)}`,
    t('accountLine', { agency: key.agency, account }),
  ];
}
