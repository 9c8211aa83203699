import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { validateField } from '../../../components/text-input-rules.ts';
import type { NewDeviceChallenge } from '../../../lib/bank/bank-error.ts';
import { joinSentences } from '../../../lib/i18n/error-text.ts';
import { useLazyErrorText } from '../../../lib/i18n/lazy-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { Credentials } from '../../../lib/session/login.ts';
import { useLogin } from '../api/use-login.ts';
import { authMessages } from '../messages.ts';

/** 47028: the password is locked for a while; the answer says how long (retryAfterSeconds). */
function minutesOfLock(error: unknown): number | null {
  const e = error as { code?: unknown; retryAfterSeconds?: unknown } | null;
  if (e?.code !== 47028 || typeof e.retryAfterSeconds !== 'number') return null;
  return Math.max(1, Math.ceil(e.retryAfterSeconds / 60));
}

export interface LoginFormProps {
  onLoggedIn: () => void;
  /** A 40123: the device must be confirmed first (the CPF goes along for the session). */
  onNewDevice: (challenge: NewDeviceChallenge, cpf: string) => void;
}

/** CPF and password; a refusal shows the catalogue's message (47029 wrong login, 47028 blocked). */
export function LoginForm({ onLoggedIn, onNewDevice }: LoginFormProps) {
  const t = useMessages(authMessages);
  const errorText = useLazyErrorText();
  const login = useLogin();
  const [cpf, setCpf] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const cpfRule = { kind: 'cpf', fieldName: t('cpfLabel') } as const;
  const passwordRule = { kind: 'password', fieldName: t('passwordField') } as const;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateField(cpfRule, cpf) || validateField(passwordRule, password) || login.isPending) return;
    const credentials: Credentials = { cpf, password };
    login.mutate(credentials, {
      onSuccess: onLoggedIn,
      onNewDevice: (challenge) => onNewDevice(challenge, cpf),
    });
  };

  const lockMinutes = minutesOfLock(login.error);
  const failure = login.error ? errorText(login.error) : null;
  const failureText =
    failure && lockMinutes
      ? joinSentences(failure, t('lockedMinutes').replace('{minutes}', String(lockMinutes)))
      : failure;

  return (
    <form className="login__form" onSubmit={submit} noValidate>
      {failureText ? (
        <div className="login__alert" role="alert" data-testid="login-error">
          <Icon name="alert" size={20} />
          <span>{failureText}</span>
        </div>
      ) : null}
      <TextInput
        kind="cpf"
        label={t('cpfLabel')}
        value={cpf}
        onValueChange={setCpf}
        validateNow={submitted}
        autoComplete="username"
        name="cpf"
        testId="login-cpf"
      />
      <TextInput
        kind="password"
        label={t('passwordLabel')}
        fieldName={t('passwordField')}
        value={password}
        onValueChange={setPassword}
        validateNow={submitted}
        autoComplete="current-password"
        name="password"
        forgotPasswordTo="/forgotPassword"
        testId="login-password"
      />
      <Button type="submit" loading={login.isPending} data-testid="login-submit">
        {t('submit')}
      </Button>
    </form>
  );
}
