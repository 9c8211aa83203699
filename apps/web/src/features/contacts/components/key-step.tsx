import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import {
  type AccountDraft,
  type AddContactEvent,
  type AddContactState,
  accountProblems,
  KEY_CHOICE_TYPE,
  pixKeyOf,
} from '../flow/add-contact-flow.ts';
import { contactsMessages } from '../messages.ts';

const ACCOUNT_TYPES = [1, 2, 3, 4] as const;

export interface KeyStepProps {
  state: Extract<AddContactState, { step: 'key' }>;
  dispatch: (event: AddContactEvent) => void;
}

/** The key of the chosen type (the contact's own CPF or CNPJ filled in), or an agency and account. */
export function KeyStep({ state, dispatch }: KeyStepProps) {
  const t = useMessages(contactsMessages);
  const [locale] = useLocale();
  const choice = state.choice;
  const ownDocument = choice === 'CPF' || choice === 'CNPJ';
  const [text, setText] = useState(ownDocument ? state.details.taxId : '');
  const [account, setAccount] = useState<AccountDraft>({
    institution: '',
    agency: '',
    account: '',
    accountType: 1,
  });
  const [submitted, setSubmitted] = useState(false);
  const key = choice === 'ACCOUNT' ? null : pixKeyOf(choice, text);
  const problems = choice === 'ACCOUNT' ? accountProblems(account) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (choice === 'ACCOUNT') {
      if (Object.keys(problems).length === 0)
        dispatch({ type: 'KEY_DONE', key: { kind: 'account', ...account } });
      return;
    }
    if (key !== null)
      dispatch({ type: 'KEY_DONE', key: { kind: 'pix', keyType: KEY_CHOICE_TYPE[choice], key } });
  };
  const failure = state.errorKey ? errorMessages[locale][state.errorKey] : undefined;
  return (
    <form className="flow-form" onSubmit={submit} noValidate data-testid="contact-key">
      {choice === 'ACCOUNT' ? (
        <>
          <h2 className="flow-heading">{t('accountHeading')}</h2>
          {(['institution', 'agency', 'account'] as const).map((field) => (
            <TextInput
              key={field}
              kind="text"
              label={t(field)}
              hint={field === 'institution' ? t('institutionHint') : undefined}
              maxLength={field === 'institution' ? 8 : field === 'agency' ? 4 : 20}
              digitsOnly
              value={account[field]}
              onValueChange={(value) => setAccount((a) => ({ ...a, [field]: value }))}
              error={submitted && problems[field] ? t(problems[field]) : undefined}
              testId={`contact-${field}`}
            />
          ))}
          <fieldset className="contact-account-types">
            <legend className="field__label">{t('accountTypeLegend')}</legend>
            {ACCOUNT_TYPES.map((type) => (
              <label key={type} className="contact-account-type">
                <input
                  type="radio"
                  name="contact-account-type"
                  checked={account.accountType === type}
                  onChange={() => setAccount((a) => ({ ...a, accountType: type }))}
                />
                {t(`accountType${type}`)}
              </label>
            ))}
          </fieldset>
        </>
      ) : (
        <>
          <h2 className="flow-heading">{t(`keyHeading${choice}`)}</h2>
          <TextInput
            kind="text"
            label={t(`type${choice}`)}
            maxLength={77}
            value={text}
            onValueChange={setText}
            error={submitted && key === null ? t('keyBad') : undefined}
            testId="contact-key-value"
          />
        </>
      )}
      {failure ? (
        <p className="field-error" role="alert" data-testid="contact-error">
          {failure}
        </p>
      ) : null}
      <div className="page-actions">
        <Button type="submit" data-testid="contact-key-submit">
          {t('save')}
        </Button>
      </div>
    </form>
  );
}
