import { newPasswordProblem } from '@carteira/core/br';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { newPasswordMessages } from './new-password-messages.ts';
import { TextInput } from './text-input.tsx';

export interface NewPassword {
  password: string;
  repeat: string;
}

/** The new password is ready when it meets every rule and the repetition matches. */
export function newPasswordReady({ password, repeat }: NewPassword, cpf?: string): boolean {
  return newPasswordProblem(password, cpf) === undefined && password === repeat;
}

export interface NewPasswordFieldsProps {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  cpf?: string | undefined;
  validateNow: boolean;
  /** A first password (account opening) or a new one in place of another (the default). */
  purpose?: 'create' | 'replace';
  /** The fields' test ids: the password's and the repetition's. */
  testIds?: readonly [string, string];
}

/** A new password and its repetition, with the bank's rules (core/br credential-rules) shown inline. */
export function NewPasswordFields({
  value,
  onChange,
  cpf,
  validateNow,
  purpose = 'replace',
  testIds = ['security-new-password', 'security-repeat-password'],
}: NewPasswordFieldsProps) {
  const t = useMessages(newPasswordMessages);
  const create = purpose === 'create';
  const problem = newPasswordProblem(value.password, cpf);
  const ruleError =
    validateNow && problem === 'lettersAndDigits'
      ? t('passwordLettersAndDigits')
      : validateNow && problem === 'containsCpf'
        ? t('passwordContainsCpf')
        : undefined;
  const repeatError =
    validateNow && value.repeat && value.repeat !== value.password ? t('passwordsDiffer') : undefined;
  return (
    <>
      <TextInput
        kind="password"
        label={t(create ? 'createPasswordLabel' : 'newPasswordLabel')}
        fieldName={t(create ? 'createPasswordField' : 'newPasswordField')}
        value={value.password}
        onValueChange={(password) => onChange({ ...value, password })}
        validateNow={validateNow}
        error={ruleError}
        hint={t('passwordRules')}
        autoComplete="new-password"
        testId={testIds[0]}
      />
      <TextInput
        kind="password"
        label={t(create ? 'createRepeatLabel' : 'repeatPasswordLabel')}
        fieldName={t(create ? 'createRepeatField' : 'repeatPasswordField')}
        value={value.repeat}
        onValueChange={(repeat) => onChange({ ...value, repeat })}
        validateNow={validateNow}
        error={repeatError}
        autoComplete="new-password"
        testId={testIds[1]}
      />
    </>
  );
}
