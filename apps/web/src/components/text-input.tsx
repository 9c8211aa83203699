import { type InputHTMLAttributes, useId, useState } from 'react';
import { Link } from 'react-router';
import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { Icon } from './icon.tsx';
import { displayField, type FieldRule, sanitizeField, validateField } from './text-input-rules.ts';

export interface TextInputProps extends Omit<FieldRule, 'fieldName'> {
  label: string;
  /** Name used in messages; defaults to the label. */
  fieldName?: string;
  /** The stored value: digits for cpf, salary and money (centavos), the text otherwise. */
  value: string;
  onValueChange: (value: string) => void;
  /** Show the validation message even before the field is left (set once the form is submitted). */
  validateNow?: boolean;
  /** Inline error shows when the field is invalid unless this is false. */
  showError?: boolean;
  /** An error from elsewhere (already translated), shown instead of the validation message. */
  error?: string | undefined;
  hint?: string;
  format?: (value: string) => string;
  forgotPasswordTo?: string;
  testId?: string;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  name?: string;
}

const INPUT_MODE = {
  cpf: 'numeric',
  salary: 'numeric',
  money: 'numeric',
  password: undefined,
  text: undefined,
} as const;

/** One labelled text field: CPF, salary, money, password (show/hide, forgot link) or generic. */
export function TextInput(props: TextInputProps) {
  const { kind, label, value, onValueChange, validateNow = false, showError = true, error, hint } = props;
  const t = useMessages(sharedMessages);
  const id = useId();
  const [touched, setTouched] = useState(false);
  const [revealed, setRevealed] = useState(false);
  const rule: FieldRule = { ...props, fieldName: props.fieldName ?? label };
  const problem = validateField(rule, value);
  const message =
    error ?? (problem && (touched || validateNow) ? t(problem.key, { field: problem.field }) : null);
  const visibleMessage = showError ? message : null;
  const describedBy = [visibleMessage ? `${id}-error` : '', hint ? `${id}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`field${visibleMessage ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          name={props.name}
          className="field__input"
          type={kind === 'password' && !revealed ? 'password' : 'text'}
          inputMode={props.inputMode ?? (props.digitsOnly ? 'numeric' : INPUT_MODE[kind])}
          autoComplete={props.autoComplete ?? 'off'}
          value={displayField(kind, value, props.format)}
          onChange={(event) => onValueChange(sanitizeField(props, event.target.value))}
          onBlur={() => setTouched(true)}
          aria-invalid={visibleMessage ? true : undefined}
          aria-describedby={describedBy || undefined}
          data-testid={props.testId}
        />
        {kind === 'password' ? (
          <button
            type="button"
            className="icon-button field__toggle"
            aria-label={revealed ? t('hidePassword') : t('showPassword')}
            aria-pressed={revealed}
            onClick={() => setRevealed((shown) => !shown)}
          >
            <Icon name={revealed ? 'eye-off' : 'eye'} />
          </button>
        ) : null}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {visibleMessage ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {visibleMessage}
        </p>
      ) : null}
      {kind === 'password' && props.forgotPasswordTo ? (
        <Link className="field__link" to={props.forgotPasswordTo}>
          {t('forgotPassword')}
        </Link>
      ) : null}
    </div>
  );
}
