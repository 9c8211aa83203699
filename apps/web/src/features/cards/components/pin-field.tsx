import { useId } from 'react';

/** A masked 4-digit PIN field (the card PIN, which is the account PIN). */
export function PinField({
  label,
  value,
  onValueChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  testId: string;
}) {
  const id = useId();
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">
        <input
          id={id}
          className="field__input"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={value}
          onChange={(event) => onValueChange(event.target.value.replace(/\D/g, '').slice(0, 4))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-testid={testId}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
