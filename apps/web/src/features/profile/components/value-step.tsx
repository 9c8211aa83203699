import { formatPhone, isValidEmail, isValidMobilePhone, phoneDigits } from '@carteira/core/br';
import { type FormEvent, useState } from 'react';
import { AddressForm } from '../../../components/address-form.tsx';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { lookupCep } from '../api/lookup-cep.ts';
import type { ChangeKind, NewValue } from '../api/profile-change.ts';
import { profileMessages } from '../messages.ts';

/** The new e-mail, phone (DDD and number) or mailing address (the shared address screen). */
export function ValueStep({
  kind,
  initial,
  alert,
  onValue,
}: {
  kind: ChangeKind;
  /** What was typed before (back from a refusal), typed again for the customer. */
  initial?: NewValue | null;
  alert?: string | undefined;
  onValue: (v: NewValue) => void;
}) {
  const t = useMessages(profileMessages);
  const [text, setText] = useState(() =>
    initial?.kind === 'email'
      ? initial.email
      : initial?.kind === 'phone'
        ? `${initial.ddd}${initial.numero}`
        : '',
  );
  const [submitted, setSubmitted] = useState(false);
  if (kind === 'address') {
    return (
      <AddressForm
        lookup={lookupCep}
        onSubmit={(address) => onValue({ kind: 'address', address })}
        submitLabel={t('next')}
        testId="profile-address"
        alert={alert}
      >
        <h2 className="flow-heading">{t('newAddressHeading')}</h2>
      </AddressForm>
    );
  }
  const email = kind === 'email';
  const valid = email ? isValidEmail(text) : isValidMobilePhone(text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!valid) return;
    if (email) onValue({ kind: 'email', email: text.trim() });
    else {
      const digits = phoneDigits(text);
      onValue({ kind: 'phone', ddd: digits.slice(0, 2), numero: digits.slice(2) });
    }
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate data-testid="profile-value">
      <h2 className="flow-heading">{t(email ? 'newEmailHeading' : 'newPhoneHeading')}</h2>
      <p className="muted">{t(email ? 'newEmailText' : 'newPhoneText')}</p>
      <TextInput
        kind="text"
        label={t(email ? 'newEmailLabel' : 'newPhoneLabel')}
        value={text}
        onValueChange={setText}
        maxLength={email ? 120 : 11}
        {...(email
          ? { inputMode: 'email' as const, autoComplete: 'email' }
          : {
              digitsOnly: true,
              format: formatPhone,
              inputMode: 'tel' as const,
              autoComplete: 'tel-national',
            })}
        error={submitted && !valid ? t(email ? 'emailInvalid' : 'phoneInvalid') : undefined}
        testId="profile-value-input"
      />
      {alert ? (
        <p className="field-error" role="alert" data-testid="profile-value-alert">
          {alert}
        </p>
      ) : null}
      <div className="page-actions">
        <Button type="submit" data-testid="profile-value-next">
          {t('next')}
        </Button>
      </div>
    </form>
  );
}
