import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import type { InsuranceOption, InsuranceType } from '../flow/device-types.ts';
import { brl } from '../format.ts';
import type { DeviceDispatch, DeviceT } from './device-types-ui.ts';

const LABEL = {
  complete: ['insuranceComplete', 'insuranceCompleteText'],
  extended: ['insuranceExtended', 'insuranceExtendedText'],
  none: ['insuranceNone', 'insuranceNoneText'],
} as const satisfies Record<InsuranceType, readonly [Parameters<DeviceT>[0], Parameters<DeviceT>[0]]>;

/** insurance: complete, extended or none, with read-more pages; going on needs a choice. */
export function InsuranceStep({
  t,
  options,
  chosen,
  busy,
  dispatch,
}: {
  t: DeviceT;
  options: readonly InsuranceOption[];
  chosen: InsuranceType | null;
  busy: boolean;
  dispatch: DeviceDispatch;
}) {
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (chosen === null) {
      setMissing(true);
      return;
    }
    dispatch({ type: 'INSURANCE_CONFIRMED' });
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate data-testid="insurance-step">
      <fieldset className="option-menu__fieldset">
        <legend className="flow-heading insurance-legend">{t('insuranceHeading')}</legend>
        {options.map((option) => {
          const [label, text] = LABEL[option.type];
          return (
            <div key={option.type} className="insurance-option">
              <label className="option-menu__option" data-testid={`insurance-${option.type}`}>
                <input
                  type="radio"
                  name="insurance"
                  value={option.type}
                  checked={chosen === option.type}
                  disabled={busy}
                  onChange={() => {
                    setMissing(false);
                    dispatch({ type: 'INSURANCE_PICKED', insurance: option.type });
                  }}
                />
                <span className="option-menu__text">
                  <span className="option-menu__label">{t(label)}</span>
                  <span className="option-menu__description">{t(text)}</span>
                  {option.type === 'none' ? null : (
                    <span className="option-menu__description amount">
                      {t('insurancePrice', {
                        total: brl(option.totalValue),
                        n: option.numberOfInstallments,
                        value: brl(option.installmentValue),
                      })}
                    </span>
                  )}
                </span>
              </label>
              {option.type === 'none' ? null : (
                <button
                  type="button"
                  className="button button--text insurance-option__more"
                  onClick={() =>
                    dispatch({ type: 'READ_MORE', insurance: option.type as 'complete' | 'extended' })
                  }
                  data-testid={`insurance-read-more-${option.type}`}
                >
                  {t('readMore')}
                </button>
              )}
            </div>
          );
        })}
      </fieldset>
      {missing ? (
        <p className="field-error" role="alert" data-testid="insurance-error">
          {t('selectOption')}
        </p>
      ) : null}
      <div className="page-actions">
        <Button type="submit" loading={busy} data-testid="insurance-next">
          {t('next')}
        </Button>
      </div>
    </form>
  );
}
