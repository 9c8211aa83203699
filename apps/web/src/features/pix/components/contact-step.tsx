import { formatAccountNumber } from '@carteira/core/br';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { type Contact, type ContactKey, contactLabel } from '../../../lib/bank/contacts.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { usePixInstitutionName } from '../api/bank-list.ts';
import { usePixContacts } from '../api/list-contacts.ts';
import { useLookupKey } from '../api/lookup-key.ts';
import type { PayEvent } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';
import '../pix-pages.css';
import { keyDisplay, keyTypeMessage } from './key-text.ts';

/** An account of up to 8 digits with its check digit apart; a longer one as it is. */
const accountText = (account: string) => (account.length <= 8 ? formatAccountNumber(account) : account);

export interface ContactStepProps {
  /** The contact chosen, whose keys are offered; none: the contact list. */
  contactId?: string | undefined;
  dispatch: (event: PayEvent) => void;
}

/** The send menu's contacts option: a contact (searched by name), then one of its keys or its account. */
export function ContactStep({ contactId, dispatch }: ContactStepProps) {
  const [filter, setFilter] = useState('');
  const contacts = usePixContacts(contactId ? '' : filter);
  const t = useMessages(pixMessages);
  if (contacts.isPending) return <Spinner block label={t('contactsLoading')} />;
  if (contacts.isError) {
    return (
      <div className="flow-form">
        <p role="alert">{t('contactsLoadFailed')}</p>
        <Button variant="outlined" onClick={() => void contacts.refetch()}>
          {t('tryAgain')}
        </Button>
      </div>
    );
  }
  const chosen = contactId ? contacts.data.contacts.find((c) => c.id === contactId) : undefined;
  if (chosen) return <ContactKeys contact={chosen} dispatch={dispatch} />;
  return (
    <ContactList contacts={contacts.data.contacts} filter={filter} onFilter={setFilter} dispatch={dispatch} />
  );
}

function ContactList({
  contacts,
  filter,
  onFilter,
  dispatch,
}: {
  contacts: readonly Contact[];
  filter: string;
  onFilter: (text: string) => void;
  dispatch: (event: PayEvent) => void;
}) {
  const t = useMessages(pixMessages);
  const navigate = useNavigate();
  return (
    <div className="flow-form" data-testid="pix-contacts">
      <h2 className="flow-heading">{t('contactsHeading')}</h2>
      <TextInput
        kind="text"
        label={t('contactsFilter')}
        maxLength={60}
        value={filter}
        onValueChange={onFilter}
        testId="pix-contacts-filter"
      />
      {contacts.length === 0 ? (
        <p className="field__hint" data-testid="pix-contacts-empty">
          {filter.trim() ? t('contactsNoMatch') : t('contactsEmpty')}
        </p>
      ) : (
        <ul className="pix-keys">
          {contacts.map((contact) => (
            <li key={contact.id} className="pix-key card" data-testid="pix-contact">
              <button
                type="button"
                className="pix-key__text pix-key__open"
                aria-label={t('contactChoose', { name: contactLabel(contact) })}
                onClick={() => dispatch({ type: 'CONTACT_CHOSEN', contactId: contact.id })}
              >
                <span className="pix-key__value">{contactLabel(contact)}</span>
                {contact.nickname ? <span className="pix-key__type">{contact.name}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="page-actions">
        <Button variant="outlined" onClick={() => navigate('/addContact')} data-testid="pix-contacts-add">
          {t('contactsAdd')}
        </Button>
      </div>
    </div>
  );
}

/** An account's institution by name, from the bank list; its digits while the list loads or if it lacks it. */
function AccountInstitution({ institution }: { institution: string }) {
  const t = useMessages(pixMessages);
  const name = usePixInstitutionName(institution);
  return <span className="pix-key__type">{t('contactAccountBank', { institution: name })}</span>;
}

function ContactKeys({ contact, dispatch }: { contact: Contact; dispatch: (event: PayEvent) => void }) {
  const t = useMessages(pixMessages);
  const errorText = useErrorText();
  const lookup = useLookupKey();
  const choose = (key: ContactKey) => {
    if (lookup.isPending) return;
    if (key.kind === 'account') {
      dispatch({
        type: 'TARGET_FOUND',
        target: {
          kind: 'account',
          destination: 'CONTACTS',
          account: {
            institution: key.institution,
            agency: key.agency,
            account: key.account,
            accountType: key.accountType,
            taxId: contact.taxId,
            name: contact.name,
          },
        },
      });
      return;
    }
    lookup.mutate(key.key, {
      onSuccess: (payee) =>
        dispatch({ type: 'TARGET_FOUND', target: { kind: 'key', payee, destination: 'CONTACTS' } }),
    });
  };
  return (
    <div className="flow-form" data-testid="pix-contact-keys">
      <h2 className="flow-heading">{t('contactKeysHeading', { name: contactLabel(contact) })}</h2>
      <ul className="pix-keys">
        {contact.keys.map((key) => (
          <li key={key.id} className="pix-key card" data-testid="pix-contact-key">
            <button
              type="button"
              className="pix-key__text pix-key__open"
              disabled={lookup.isPending}
              onClick={() => choose(key)}
            >
              {key.kind === 'pix' ? (
                <>
                  <span className="pix-key__type">{t(keyTypeMessage(key.keyType))}</span>
                  <span className="pix-key__value">{keyDisplay(key.keyType, key.key)}</span>
                </>
              ) : (
                <>
                  <AccountInstitution institution={key.institution} />
                  <span className="pix-key__value">
                    {t('contactAccountKey', { agency: key.agency, account: accountText(key.account) })}
                  </span>
                </>
              )}
            </button>
          </li>
        ))}
      </ul>
      {lookup.isPending ? <Spinner block label={t('contactsLoading')} /> : null}
      {lookup.error ? (
        <p role="alert" className="field-error" data-testid="pix-contact-key-error">
          {errorText(lookup.error)}
        </p>
      ) : null}
    </div>
  );
}
