import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { formatHour } from '../../../lib/format-date-time.ts';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { type LimitsState, NOCTURNAL_STARTS, type NocturnalStart } from '../flow/limits-flow.ts';
import { pixMessages } from '../messages.ts';

export interface NocturnalStartEditProps {
  state: Extract<LimitsState, { step: 'start' | 'startSaving' }>;
  onSubmit: (start: NocturnalStart) => void;
}

/** When the nocturnal period starts: 20h, or 22h (which applies after 24 hours). */
export function NocturnalStartEdit({ state, onSubmit }: NocturnalStartEditProps) {
  const t = useMessages(pixMessages);
  const [locale] = useLocale();
  const errors = useMessages(errorMessages);
  const saving = state.step === 'startSaving';
  const [choice, setChoice] = useState<NocturnalStart>(
    state.step === 'startSaving' ? state.start : state.current === 20 ? 22 : 20,
  );
  const same = choice === state.current;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving || same) return;
    onSubmit(choice);
  };
  const error = same
    ? t('nocturnalStartSame')
    : state.step === 'start' && state.errorKey
      ? errors(state.errorKey)
      : null;
  return (
    <form className="flow-form" onSubmit={submit} noValidate data-testid="pix-nocturnal-start-edit">
      <h2 className="flow-heading">{t('nocturnalStartHeading')}</h2>
      <p className="pix-payee">{t('nocturnalStartCurrent', { start: formatHour(state.current, locale) })}</p>
      <fieldset className="pix-when">
        <legend className="field__label">{t('nocturnalStartLegend')}</legend>
        <div className="pix-when__options">
          {NOCTURNAL_STARTS.map((h) => (
            <label className="pix-account-type" key={h} data-testid={`pix-nocturnal-start-${h}`}>
              <input
                type="radio"
                name="pix-nocturnal-start"
                value={h}
                checked={choice === h}
                disabled={saving}
                onChange={() => setChoice(h)}
              />
              {t('nocturnalStartOption', { start: formatHour(h, locale) })}
            </label>
          ))}
        </div>
      </fieldset>
      <p className="muted">{t('nocturnalStartRule')}</p>
      {error ? (
        <p className="field__error" role="alert" data-testid="pix-nocturnal-start-error">
          {error}
        </p>
      ) : null}
      <div className="page-actions">
        <Button type="submit" loading={saving} disabled={same} data-testid="pix-nocturnal-start-submit">
          {saving ? t('limitEditSaving') : t('limitEditSubmit')}
        </Button>
      </div>
    </form>
  );
}
