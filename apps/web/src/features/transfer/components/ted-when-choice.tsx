import { formatDate, type IsoDate, isWorkingDay } from '@carteira/core/calendar';
import { DatePicker } from '../../../components/date-picker.tsx';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import {
  paymentCount,
  TED_SCHEDULE_MAX_PAYMENTS,
  type TedWhen,
  type TedWhenProblem,
  tedPaymentDays,
} from '../flow/ted-schedule-rules.ts';
import { tedScheduleMessages } from '../schedule-messages.ts';

export interface TedWhenChoiceProps {
  value: TedWhen;
  /** Now is offered only while the TED window is open. */
  canSendNow: boolean;
  range: { min: IsoDate; max: IsoDate };
  problem: TedWhenProblem | null;
  onChange: (value: TedWhen) => void;
}

const notWorkingDay = (date: IsoDate) => !isWorkingDay(date);

/**
 * Now, or a working day picked on the calendar (weekends and holidays cannot be picked), once or
 * monthly; each payment's day is listed before the PIN, saying which moved off a weekend or holiday.
 */
export function TedWhenChoice({ value, canSendNow, range, problem, onChange }: TedWhenChoiceProps) {
  const t = useMessages(tedScheduleMessages);
  const [locale] = useLocale();
  const set = (patch: Partial<TedWhen>) => onChange({ ...value, ...patch });
  const count = paymentCount(value);
  const days = value.scheduled && value.date && !problem ? tedPaymentDays(value.date, count) : [];
  return (
    <fieldset className="ted-when">
      <legend className="field__label">{t('whenLegend')}</legend>
      <div className="ted-account-types">
        {canSendNow ? (
          <label className="ted-account-type" data-testid="ted-when-now">
            <input
              type="radio"
              name="ted-when"
              checked={!value.scheduled}
              onChange={() => set({ scheduled: false })}
            />
            {t('whenNow')}
          </label>
        ) : null}
        <label className="ted-account-type" data-testid="ted-when-schedule">
          <input
            type="radio"
            name="ted-when"
            checked={value.scheduled}
            onChange={() => set({ scheduled: true })}
          />
          {t('whenSchedule')}
        </label>
      </div>
      {value.scheduled ? (
        <>
          <p className="field__label">{t('whenDate')}</p>
          <div className="card ted-when__calendar">
            <DatePicker
              value={value.date || null}
              min={range.min}
              max={range.max}
              isDisabled={notWorkingDay}
              onChange={(date) => set({ date })}
              locale={locale}
              previousLabel={t('whenPrevious')}
              nextLabel={t('whenNext')}
              yearPicker={{ title: t('whenYearTitle'), label: t('whenYearLabel') }}
            />
          </div>
          {value.date ? (
            <p className="field__hint" data-testid="ted-when-date">
              {t('whenChosen', { date: formatDate(value.date) })}
            </p>
          ) : null}
          <label className="ted-account-type" data-testid="ted-when-repeat">
            <input
              type="checkbox"
              checked={value.repeat}
              onChange={(e) => set({ repeat: e.target.checked })}
            />
            {t('whenRepeat')}
          </label>
          {value.repeat ? (
            <div className="field">
              <label className="field__label" htmlFor="ted-when-months">
                {t('whenMonths')}
              </label>
              <input
                id="ted-when-months"
                className="field__input"
                inputMode="numeric"
                maxLength={2}
                value={value.months}
                onChange={(e) => set({ months: e.target.value.replace(/\D/g, '') })}
                data-testid="ted-when-months"
              />
              <p className="field__hint">{t('whenMonthsHint', { max: TED_SCHEDULE_MAX_PAYMENTS })}</p>
            </div>
          ) : null}
          {days.length > 1 || days.some((d) => d.moved) ? (
            <div className="ted-when__days">
              <p className="field__label">{t('whenDays')}</p>
              <ol data-testid="ted-when-days">
                {days.map((d) => (
                  <li key={d.date} data-moved={d.moved}>
                    {d.moved
                      ? t('whenDayMoved', { date: formatDate(d.date), from: formatDate(d.from) })
                      : formatDate(d.date)}
                  </li>
                ))}
              </ol>
            </div>
          ) : null}
        </>
      ) : null}
      {problem ? (
        <p className="field-error" role="alert" data-testid="ted-when-error">
          {t(problem, {
            min: formatDate(range.min),
            max: formatDate(range.max),
            ...(problem === 'whenMonthsBad' ? { max: TED_SCHEDULE_MAX_PAYMENTS } : {}),
          })}
        </p>
      ) : null}
    </fieldset>
  );
}
