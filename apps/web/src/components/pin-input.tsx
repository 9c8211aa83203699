import { isCompletePin, PIN_LENGTH } from '@carteira/core/br';
import { type ClipboardEvent, type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { Button } from './button.tsx';

export interface PinInputProps {
  onSubmit: (pin: string) => void;
  /** An error from outside (for example 'PIN incorreto'), already translated. */
  error?: string | undefined;
  busy?: boolean;
  submitLabel?: string;
  legend?: string;
}

const EMPTY = ['', '', '', ''];

/** Four masked single-digit boxes and a Next button (wallet.md section 2, reusable input 1). */
export function PinInput({ onSubmit, error, busy = false, submitLabel, legend }: PinInputProps) {
  const t = useMessages(sharedMessages);
  const [digits, setDigits] = useState<string[]>(EMPTY);
  const [incomplete, setIncomplete] = useState(false);
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const errorId = useId();

  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(PIN_LENGTH - 1, index))]?.focus();

  const fill = (start: number, typed: string) => {
    const incoming = typed
      .replace(/\D/g, '')
      .slice(0, PIN_LENGTH - start)
      .split('');
    if (incoming.length === 0) return;
    setDigits((current) =>
      current.map((digit, i) =>
        i >= start && i < start + incoming.length ? (incoming[i - start] ?? digit) : digit,
      ),
    );
    setIncomplete(false);
    focusBox(start + incoming.length);
  };

  const onChange = (index: number, value: string) => {
    if (value === '') {
      setDigits((current) => current.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    fill(index, value.slice(-1));
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) {
      event.preventDefault();
      setDigits((current) => current.map((digit, i) => (i === index - 1 ? '' : digit)));
      focusBox(index - 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    fill(index, event.clipboardData.getData('text'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const pin = digits.join('');
    if (!isCompletePin(pin)) {
      setIncomplete(true);
      focusBox(pin.length);
      return;
    }
    onSubmit(pin);
  };

  const message = incomplete ? t('enterCompletePin') : error;
  return (
    <form className="pin-input" onSubmit={submit} noValidate>
      <fieldset className="pin-input__fieldset" aria-describedby={message ? errorId : undefined}>
        <legend className="pin-input__legend">{legend ?? t('pinLegend')}</legend>
        <div className="pin-input__boxes">
          {digits.map((digit, index) => (
            <input
              // the four boxes never reorder
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
              key={index}
              ref={(element) => {
                boxes.current[index] = element;
              }}
              className="pin-input__box"
              type="password"
              inputMode="numeric"
              autoComplete="off"
              pattern="[0-9]*"
              value={digit}
              aria-label={t('pinDigit', { n: index + 1 })}
              aria-invalid={message ? true : undefined}
              data-testid={`pin-digit-${index + 1}`}
              onChange={(event) => onChange(index, event.target.value)}
              onKeyDown={(event) => onKeyDown(index, event)}
              onPaste={(event) => onPaste(index, event)}
              disabled={busy}
            />
          ))}
        </div>
      </fieldset>
      {message ? (
        <p id={errorId} className="field-error" role="alert" data-testid="pin-error">
          {message}
        </p>
      ) : null}
      <Button type="submit" loading={busy} data-testid="pin-submit">
        {submitLabel ?? t('next')}
      </Button>
    </form>
  );
}
