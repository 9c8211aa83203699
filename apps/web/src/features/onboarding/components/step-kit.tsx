import { isIsoDate } from '@carteira/core/calendar';
import type { ReactNode } from 'react';
import { Icon } from '../../../components/icon.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';

/** DD/MM/YYYY as typed (digits only) -> YYYY-MM-DD, or '' when not a real date. */
export function isoFromTyped(digits: string): string {
  if (!/^\d{8}$/.test(digits)) return '';
  const iso = `${digits.slice(4)}-${digits.slice(2, 4)}-${digits.slice(0, 2)}`;
  return isIsoDate(iso) ? iso : '';
}

/** YYYY-MM-DD -> the digits DDMMYYYY the date fields hold. */
export const typedFromIso = (iso: string) =>
  iso ? `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(0, 4)}` : '';

/** The date fields' display: 01/02/1990 as the digits come (core's, the same rule as every date). */
export { formatTypedDate } from '@carteira/core/calendar';

/** A refusal above the form, already translated. */
export function StepAlert({ text }: { text: string | undefined | null }) {
  if (!text) return null;
  return (
    <div className="onboarding__alert" role="alert" data-testid="onboarding-error">
      <Icon name="alert" size={20} />
      <span>{text}</span>
    </div>
  );
}

/** The translated text of a failed call, or nothing. */
export function useFailureText(error: unknown): string | undefined {
  const errorText = useErrorText();
  return error ? errorText(error) : undefined;
}

export function StepForm({
  children,
  onSubmit,
  testId,
}: {
  children: ReactNode;
  onSubmit: () => void;
  testId: string;
}) {
  return (
    <form
      className="flow-form"
      noValidate
      data-testid={testId}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </form>
  );
}

/** Reads a picked file as base64 (no data: prefix). */
export function fileToBase64(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** The photo rule the bank applies too: JPEG or PNG, at most 2 MB. */
export const acceptablePhoto = (file: File) =>
  (file.type === 'image/jpeg' || file.type === 'image/png') && file.size <= 2 * 1024 * 1024;

/** A single choice as radio buttons (the flow's own; OptionMenu carries its own Next). */
export function Choice<V extends string>(props: {
  legend: string;
  options: readonly { value: V; label: string }[];
  value: V | null;
  onChange: (value: V) => void;
  error?: string | undefined;
  testId: string;
}) {
  return (
    <fieldset className="onboarding__choice" data-testid={props.testId}>
      <legend className="field__label">{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className="onboarding__option">
          <input
            type="radio"
            name={props.testId}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
            data-testid={`${props.testId}-${option.value}`}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {props.error ? (
        <p className="field__error" role="alert">
          {props.error}
        </p>
      ) : null}
    </fieldset>
  );
}
