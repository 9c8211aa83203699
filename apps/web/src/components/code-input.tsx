import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { TextInput } from './text-input.tsx';

/** The bank's verification codes, by SMS or e-mail, are six digits. */
export const CODE_PATTERN = /^\d{6}$/;

export const isCompleteCode = (code: string): boolean => CODE_PATTERN.test(code);

interface CodeInputProps {
  value: string;
  onValueChange: (code: string) => void;
  /** Show "enter the code" / "check the code" before the field is left (set once the form is submitted). */
  validateNow?: boolean;
  /** An answer from the server about the code (already translated), shown instead. */
  error?: string | undefined;
  /** Where the code was sent, under the field. */
  hint?: string;
  /** The field's label when the flow names the code otherwise ("6-digit code"). */
  label?: string;
  testId: string;
}

/** The field for a code sent by SMS or e-mail: digits only, six of them, offered by the phone's keyboard. */
export function CodeInput({ value, onValueChange, validateNow, error, hint, label, testId }: CodeInputProps) {
  const t = useMessages(sharedMessages);
  return (
    <TextInput
      kind="text"
      label={label ?? t('codeLabel')}
      fieldName={t('codeField')}
      value={value}
      digitsOnly
      maxLength={6}
      pattern={CODE_PATTERN}
      inputMode="numeric"
      autoComplete="one-time-code"
      validateNow={validateNow ?? false}
      onValueChange={onValueChange}
      error={error}
      {...(hint ? { hint } : {})}
      testId={testId}
    />
  );
}
