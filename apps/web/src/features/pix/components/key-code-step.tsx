import { PixKeyType } from '@carteira/core/pix';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { CodeInput, isCompleteCode } from '../../../components/code-input.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useRegisterKey } from '../api/register-key.ts';
import { useRequestKeyToken } from '../api/request-key-token.ts';
import type { RegisterEvent, RegisterState } from '../flow/register-flow.ts';
import { pixMessages } from '../messages.ts';
import { keyDisplay } from './key-text.ts';

export interface KeyCodeStepProps {
  state: Extract<RegisterState, { step: 'code' }>;
  dispatch: (event: RegisterEvent) => void;
}

/** The 6-digit validation code (wrong, expired or used: 11012), and resending it; sent first when the step opened without one. */
export function KeyCodeStep({ state, dispatch }: KeyCodeStepProps) {
  const t = useMessages(pixMessages);
  const errorText = useErrorText();
  const snackbar = useSnackbar();
  const register = useRegisterKey();
  const token = useRequestKeyToken();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const keyType = state.type === 'PHONE' ? PixKeyType.PHONE : PixKeyType.EMAIL;
  const sentOnOpen = useRef(false);
  useEffect(() => {
    if (!state.sendCode || sentOnOpen.current) return;
    sentOnOpen.current = true;
    token.mutate(
      { type: state.type, key: state.key },
      { onError: (error) => snackbar.show({ text: errorText(error), duration: 'normal', tone: 'error' }) },
    );
  }, [state.sendCode, state.type, state.key, token, snackbar, errorText]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    const ok = isCompleteCode(code);
    setInvalid(!ok);
    if (!ok) return;
    register.mutate(
      { type: state.type, key: state.key, code },
      { onSuccess: (key) => dispatch({ type: 'KEY_CREATED', keyType: key.type, key: key.value }) },
    );
  };
  const resend = () => {
    register.reset();
    setCode('');
    token.mutate(
      { type: state.type, key: state.key },
      {
        onSuccess: () => snackbar.show({ text: t('codeResent'), duration: 'short' }),
        onError: (error) => snackbar.show({ text: errorText(error), duration: 'normal', tone: 'error' }),
      },
    );
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{t('codeHeading')}</h2>
      <p className="muted">{t('codeSentTo', { key: keyDisplay(keyType, state.key) })}</p>
      <CodeInput
        value={code}
        onValueChange={(value) => {
          setCode(value);
          setInvalid(false);
          register.reset();
        }}
        validateNow={invalid}
        error={register.error ? errorText(register.error) : undefined}
        testId="pix-new-key-code"
      />
      <div className="page-actions">
        <Button type="submit" loading={register.isPending} data-testid="pix-new-key-confirm">
          {t('confirmCode')}
        </Button>
        <Button variant="text" onClick={resend} loading={token.isPending} data-testid="pix-new-key-resend">
          {t('resendCode')}
        </Button>
      </div>
    </form>
  );
}
