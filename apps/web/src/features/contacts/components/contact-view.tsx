import { formatCnpj, maskCpf } from '@carteira/core/br';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Identifier } from '../../../components/identifier.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { type Contact, type ContactKey, contactLabel } from '../../../lib/bank/contacts.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useDeleteContact, useDeleteContactKey, useUpdateNickname } from '../api/change-contacts.ts';
import { detailsProblems, NICKNAME_MAX } from '../flow/add-contact-flow.ts';
import { contactsMessages } from '../messages.ts';
import { useKeyLines } from './key-text.ts';

export interface ContactViewProps {
  contact: Contact;
  /** After the contact is deleted. */
  onGone: () => void;
}

/** One contact: its document, nickname (editable), keys and accounts (each removable but the last), delete. */
export function ContactView({ contact, onGone }: ContactViewProps) {
  const t = useMessages(contactsMessages);
  const errorText = useErrorText();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const [nickname, setNickname] = useState(contact.nickname);
  const [asking, setAsking] = useState<'contact' | ContactKey | null>(null);
  const askingLines = useKeyLines(asking !== null && asking !== 'contact' ? asking : null, t);
  const update = useUpdateNickname();
  const remove = useDeleteContact();
  const removeKey = useDeleteContactKey();
  const nicknameProblem = detailsProblems({ ...contact, nickname }).nickname;
  const failed = (error: unknown) =>
    snackbar.show({ text: errorText(error), duration: 'normal', tone: 'error' });
  const saveNickname = () => {
    if (nicknameProblem || update.isPending) return;
    update.mutate(
      { id: contact.id, nickname },
      { onSuccess: () => snackbar.show({ text: t('nicknameSaved'), duration: 'short' }), onError: failed },
    );
  };
  const confirm = () => {
    if (asking === 'contact') {
      remove.mutate(contact.id, {
        onSuccess: () => {
          setAsking(null);
          snackbar.show({ text: t('contactDeleted'), duration: 'short' });
          onGone();
        },
        onError: failed,
      });
    } else if (asking) {
      removeKey.mutate(
        { id: contact.id, keyId: asking.id },
        {
          onSuccess: () => {
            setAsking(null);
            snackbar.show({ text: t('keyDeleted'), duration: 'short' });
          },
          onError: failed,
        },
      );
    }
  };
  const document = contact.taxId.length === 14 ? formatCnpj(contact.taxId) : maskCpf(contact.taxId);
  const onlyKey = contact.keys.length === 1;
  return (
    <div className="flow-form" data-testid="contact-view">
      <div className="contact-head">
        <span className="contact-row__avatar contact-head__avatar" aria-hidden="true">
          {contactLabel(contact).charAt(0).toUpperCase()}
        </span>
        <h2 className="flow-heading" data-testid="contact-view-name">
          {contact.name}
        </h2>
        <p className="contact-row__sub" data-testid="contact-view-document">
          {t('taxId')} <Identifier text={document} />
        </p>
      </div>
      <TextInput
        kind="text"
        label={t('nickname')}
        maxLength={NICKNAME_MAX}
        value={nickname}
        onValueChange={setNickname}
        error={nicknameProblem ? t(nicknameProblem) : undefined}
        testId="contact-view-nickname"
      />
      {nickname.trim() !== contact.nickname ? (
        <Button
          variant="outlined"
          loading={update.isPending}
          onClick={saveNickname}
          data-testid="contact-save-nickname"
        >
          {t('saveNickname')}
        </Button>
      ) : null}
      <h3 className="contact-section">{t('keys')}</h3>
      <ul className="contact-list">
        {contact.keys.map((key) => (
          <KeyItem key={key.id} contactKey={key} onDelete={onlyKey ? undefined : () => setAsking(key)} />
        ))}
      </ul>
      {onlyKey ? <p className="field__hint">{t('lastKeyText')}</p> : null}
      <div className="page-actions">
        <Button
          variant="outlined"
          onClick={() => navigate('/addContact', { state: { contact } })}
          data-testid="contact-add-key"
        >
          {t('addKey')}
        </Button>
        <Button variant="text" onClick={() => setAsking('contact')} data-testid="contact-delete">
          {t('deleteContact')}
        </Button>
      </div>
      <BottomSheet
        open={asking !== null}
        title={
          asking === 'contact'
            ? t('deleteContactQuestion', { name: contactLabel(contact) })
            : t('deleteKeyQuestion', { name: contactLabel(contact) })
        }
        onClose={() => setAsking(null)}
      >
        {asking === 'contact' ? <p>{t('deleteContactText')}</p> : null}
        {askingLines ? <p>{askingLines.join(' · ')}</p> : null}
        <div className="page-actions">
          <Button
            loading={remove.isPending || removeKey.isPending}
            onClick={confirm}
            data-testid="contact-confirm-delete"
          >
            {t('confirmDelete')}
          </Button>
          <Button variant="text" onClick={() => setAsking(null)}>
            {t('cancel')}
          </Button>
        </div>
      </BottomSheet>
    </div>
  );
}

/** A key or account of the contact, removable unless it is the only one (no `onDelete`). */
function KeyItem({ contactKey, onDelete }: { contactKey: ContactKey; onDelete: (() => void) | undefined }) {
  const t = useMessages(contactsMessages);
  const [label, value] = useKeyLines(contactKey, t);
  return (
    <li className="card contact-key" data-testid="contact-key-item">
      <span className="contact-row__text">
        <span className="contact-row__sub">{label}</span>
        <span className="contact-row__name contact-key__value">{value}</span>
      </span>
      {onDelete ? (
        <button
          type="button"
          className="icon-button"
          aria-label={`${t('deleteKey')}: ${value}`}
          onClick={onDelete}
          data-testid="contact-key-delete"
        >
          <Icon name="close" />
        </button>
      ) : null}
    </li>
  );
}
