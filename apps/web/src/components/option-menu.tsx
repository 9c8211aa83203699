import { type FormEvent, useId, useState } from 'react';
import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { Button } from './button.tsx';

export interface Option<V extends string> {
  value: V;
  label: string;
  description?: string;
}

export interface OptionMenuProps<V extends string> {
  legend: string;
  options: readonly Option<V>[];
  onNext: (value: V) => void;
  nextLabel?: string;
  initial?: V;
}

/** Single-choice menu with a Next button; Next with nothing chosen asks for a choice. */
export function OptionMenu<V extends string>({
  legend,
  options,
  onNext,
  nextLabel,
  initial,
}: OptionMenuProps<V>) {
  const t = useMessages(sharedMessages);
  const [chosen, setChosen] = useState<V | null>(initial ?? null);
  const [missing, setMissing] = useState(false);
  const name = useId();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) {
      setMissing(true);
      return;
    }
    onNext(chosen);
  };
  return (
    <form className="option-menu" onSubmit={submit} noValidate>
      <fieldset className="option-menu__fieldset" aria-describedby={missing ? errorId : undefined}>
        <legend className="option-menu__legend">{legend}</legend>
        {options.map((option) => (
          <label key={option.value} className="option-menu__option" data-testid={`option-${option.value}`}>
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={chosen === option.value}
              onChange={() => {
                setChosen(option.value);
                setMissing(false);
              }}
            />
            <span className="option-menu__text">
              <span className="option-menu__label">{option.label}</span>
              {option.description ? (
                <span className="option-menu__description">{option.description}</span>
              ) : null}
            </span>
          </label>
        ))}
      </fieldset>
      {missing ? (
        <p id={errorId} className="field-error" role="alert">
          {t('optionRequired')}
        </p>
      ) : null}
      <Button type="submit" data-testid="option-next">
        {nextLabel ?? t('next')}
      </Button>
    </form>
  );
}
