import { type Contact, contactLabel } from '../../../lib/bank/contacts.ts';
import { pluralKey } from '../../../lib/i18n/plural.ts';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { contactsMessages } from '../messages.ts';

export interface ContactListProps {
  contacts: readonly Contact[];
  onOpen: (contact: Contact) => void;
}

/** The contacts by the name shown (nickname, else full name), the full name under a nickname. */
export function ContactList({ contacts, onOpen }: ContactListProps) {
  const t = useMessages(contactsMessages);
  const [locale] = useLocale();
  return (
    <ul className="contact-list">
      {contacts.map((contact) => (
        <li key={contact.id} className="card contact-row" data-testid="contact-item">
          <button
            type="button"
            className="contact-row__open"
            aria-label={t('open', { name: contactLabel(contact) })}
            onClick={() => onOpen(contact)}
          >
            <span className="contact-row__avatar" aria-hidden="true">
              {contactLabel(contact).trim().charAt(0).toUpperCase()}
            </span>
            <span className="contact-row__text">
              <span className="contact-row__name" data-testid="contact-item-name">
                {contactLabel(contact)}
              </span>
              <span className="contact-row__sub">
                {contact.nickname ? `${contact.name} · ` : ''}
                {t(pluralKey(locale, contact.keys.length, 'keyCount'), { count: contact.keys.length })}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
