import { addDays, type IsoDate } from '@carteira/core/calendar';
import { formatDate } from '@carteira/core/history';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { MAX_SCHEDULE_DAYS_AHEAD, MAX_SCHEDULE_MONTHS } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';

export interface WhenValue {
  scheduled: boolean;
  date: IsoDate;
  repeat: boolean;
  months: string;
}

export interface WhenChoiceProps {
  value: WhenValue;
  today: IsoDate;
  onChange: (value: WhenValue) => void;
  error?: string | undefined;
}

/** Pay now, or on a date (weekends allowed for Pix) repeated monthly a number of months. */
export function WhenChoice({ value, today, onChange, error }: WhenChoiceProps) {
  const t = useMessages(pixMessages);
  const set = (patch: Partial<WhenValue>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="pix-when">
      <legend className="field__label">{t('whenLegend')}</legend>
      <div className="pix-when__options">
        <label className="pix-account-type" data-testid="pix-when-now">
          <input
            type="radio"
            name="pix-when"
            checked={!value.scheduled}
            onChange={() => set({ scheduled: false })}
          />
          {t('whenNow')}
        </label>
        <label className="pix-account-type" data-testid="pix-when-schedule">
          <input
            type="radio"
            name="pix-when"
            checked={value.scheduled}
            onChange={() => set({ scheduled: true })}
          />
          {t('whenSchedule')}
        </label>
      </div>
      {value.scheduled ? (
        <>
          <div className="field">
            <label className="field__label" htmlFor="pix-schedule-date">
              {t('scheduleDate')}
            </label>
            <input
              id="pix-schedule-date"
              className="field__input"
              type="date"
              min={addDays(today, 1)}
              max={addDays(today, MAX_SCHEDULE_DAYS_AHEAD)}
              value={value.date}
              onChange={(event) => set({ date: event.target.value })}
              data-testid="pix-schedule-date"
            />
            <p className="field__hint">
              {value.date ? (
                <strong data-testid="pix-schedule-date-shown">{formatDate(value.date)} · </strong>
              ) : null}
              {t('scheduleDateHint')}
            </p>
          </div>
          <label className="pix-account-type" data-testid="pix-schedule-repeat">
            <input
              type="checkbox"
              checked={value.repeat}
              onChange={(event) => set({ repeat: event.target.checked })}
            />
            {t('scheduleRepeat')}
          </label>
          {value.repeat ? (
            <div className="field">
              <label className="field__label" htmlFor="pix-schedule-months">
                {t('scheduleMonthsLabel')}
              </label>
              <input
                id="pix-schedule-months"
                className="field__input"
                inputMode="numeric"
                maxLength={2}
                value={value.months}
                onChange={(event) => set({ months: event.target.value.replace(/\D/g, '') })}
                data-testid="pix-schedule-months"
              />
              <p className="field__hint">{t('scheduleMonthsHint', { max: MAX_SCHEDULE_MONTHS })}</p>
            </div>
          ) : null}
        </>
      ) : null}
      {error ? (
        <p className="field-error" role="alert" data-testid="pix-schedule-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
