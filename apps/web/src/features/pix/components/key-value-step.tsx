import { formatPhone, onlyDigits } from '@carteira/core/br';
import { BankCode } from '@carteira/core/errors';
import { normalizePixKey, PixKeyType, validatePixKey } from '@carteira/core/pix';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useProfileDetails } from '../../../lib/customer/profile-details.ts';
import { useFeatureFlag } from '../../../lib/feature-flags.ts';
import { sharedMessages } from '../../../lib/i18n/shared-messages.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useRequestKeyToken } from '../api/request-key-token.ts';
import type { RegisterEvent, RegisterState } from '../flow/register-flow.ts';
import { pixMessages } from '../messages.ts';

export interface KeyValueStepProps {
  state: Extract<RegisterState, { step: 'value' }>;
  dispatch: (event: RegisterEvent) => void;
}

/** The phone number or e-mail of the new key; a code is sent to it (409 / 40070 when it is taken). */
export function KeyValueStep({ state, dispatch }: KeyValueStepProps) {
  const t = useMessages(pixMessages);
  const shared = useMessages(sharedMessages);
  const errorText = useErrorText();
  const token = useRequestKeyToken();
  const phone = state.type === 'PHONE';
  const [text, setText] = useState(phone ? onlyDigits(state.value).slice(-11) : state.value);
  const [invalid, setInvalid] = useState(false);
  // E-mail and phone autopopulate (cross-cutting.md section 6): a new key starts as the customer's own
  // registered phone or e-mail, until the customer types.
  const autopopulate = useFeatureFlag('autopopulateEmailPhone') === true && state.value === '';
  const own = useProfileDetails(autopopulate).data;
  const [typed, setTyped] = useState(false);
  useEffect(() => {
    if (!own || typed) return;
    setText(phone ? onlyDigits(own.mobile).slice(-11) : own.email);
  }, [own, typed, phone]);
  const field = phone ? t('phoneField') : t('emailField');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.isPending) return;
    const keyType = phone ? PixKeyType.PHONE : PixKeyType.EMAIL;
    const key = normalizePixKey(keyType, text);
    const ok = validatePixKey(keyType, key);
    setInvalid(!ok);
    if (!ok) return;
    token.mutate(
      { type: state.type, key },
      {
        onSuccess: () => dispatch({ type: 'CODE_SENT', key }),
        // held by another account: offer to claim it instead
        onError: (error) => {
          if (isBankError(error) && error.code === BankCode.PixKeyAlreadyRegistered)
            dispatch({ type: 'KEY_TAKEN', keyType: state.type, key });
        },
      },
    );
  };
  const failure = invalid
    ? shared(text.trim() ? 'invalidField' : 'enterField', { field })
    : token.error
      ? errorText(token.error)
      : undefined;
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{phone ? t('phoneHeading') : t('emailHeading')}</h2>
      <TextInput
        kind="text"
        label={phone ? t('phoneLabel') : t('emailLabel')}
        fieldName={field}
        value={text}
        digitsOnly={phone}
        maxLength={phone ? 11 : 77}
        format={phone ? formatPhone : undefined}
        inputMode={phone ? 'tel' : 'email'}
        autoComplete={phone ? 'tel-national' : 'email'}
        onValueChange={(value) => {
          setTyped(true);
          setText(value);
          setInvalid(false);
          token.reset();
        }}
        error={failure}
        testId="pix-new-key-value"
      />
      <div className="page-actions">
        <Button type="submit" loading={token.isPending} data-testid="pix-new-key-send-code">
          {t('sendCode')}
        </Button>
      </div>
    </form>
  );
}
