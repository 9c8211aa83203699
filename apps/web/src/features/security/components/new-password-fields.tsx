import { newPasswordProblem } from '@carteira/core/br';
import { TextInput } from '../../../components/text-input.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { securityMessages } from '../messages.ts';

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
}

/** A new password and its repetition, with the bank's rules (core/br credential-rules) shown inline. */
export function NewPasswordFields({ value, onChange, cpf, validateNow }: NewPasswordFieldsProps) {
  const t = useMessages(securityMessages);
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
        label={t('newPasswordLabel')}
        fieldName={t('newPasswordField')}
        value={value.password}
        onValueChange={(password) => onChange({ ...value, password })}
        validateNow={validateNow}
        error={ruleError}
        hint={t('passwordRules')}
        autoComplete="new-password"
        testId="security-new-password"
      />
      <TextInput
        kind="password"
        label={t('repeatPasswordLabel')}
        fieldName={t('repeatPasswordField')}
        value={value.repeat}
        onValueChange={(repeat) => onChange({ ...value, repeat })}
        validateNow={validateNow}
        error={repeatError}
        autoComplete="new-password"
        testId="security-repeat-password"
      />
    </>
  );
}
