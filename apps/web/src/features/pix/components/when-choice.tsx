import {
  addDays,
  addMonths,
  compareIsoDates,
  formatDate,
  type IsoDate,
  parseIsoDate,
} from '@carteira/core/calendar';
import { useEffect } from 'react';
import { DatePicker } from '../../../components/date-picker.tsx';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { MAX_SCHEDULE_DAYS_AHEAD, MAX_SCHEDULE_MONTHS } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';
import '../pix-pages.css';

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

/** The days a Pix may be scheduled for: from tomorrow to a year ahead (weekends and holidays too). */
export function scheduleRange(today: IsoDate): { min: IsoDate; max: IsoDate } {
  return { min: addDays(today, 1), max: addDays(today, MAX_SCHEDULE_DAYS_AHEAD) };
}

/** A chosen day outside the range moves to its nearest bound (wallet.md section 4, Calendar); none stays none. */
export function clampScheduleDate(date: IsoDate, today: IsoDate): IsoDate {
  if (!date) return date;
  const { min, max } = scheduleRange(today);
  if (compareIsoDates(date, min) < 0) return min;
  if (compareIsoDates(date, max) > 0) return max;
  return date;
}

/** The monthly payments' last date, when the number of months is one the bank takes. */
export function lastMonthlyDate(date: IsoDate, months: string): IsoDate | null {
  const count = Number(months);
  if (!date || !Number.isInteger(count) || count < 2 || count > MAX_SCHEDULE_MONTHS) return null;
  return addMonths(date, count - 1);
}

/**
 * Pay now, or on a day picked on the calendar (wallet.md reusable screen 3: month grid, a year sheet,
 * the monthly repeat with its number of months and the day it falls each month).
 */
export function WhenChoice({ value, today, onChange, error }: WhenChoiceProps) {
  const t = useMessages(pixMessages);
  const [locale] = useLocale();
  const set = (patch: Partial<WhenValue>) => onChange({ ...value, ...patch });
  const { min, max } = scheduleRange(today);
  const clamped = clampScheduleDate(value.date, today);
  useEffect(() => {
    if (clamped !== value.date) onChange({ ...value, date: clamped });
  }, [clamped, value, onChange]);
  const last = value.repeat ? lastMonthlyDate(value.date, value.months) : null;
  const day = value.date ? parseIsoDate(value.date).day : null;
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
            <p className="field__label">{t('scheduleDate')}</p>
            <div className="card pix-when__calendar">
              <DatePicker
                value={value.date || null}
                min={min}
                max={max}
                onChange={(date) => set({ date })}
                locale={locale}
                previousLabel={t('schedulePreviousMonth')}
                nextLabel={t('scheduleNextMonth')}
                yearPicker={{ title: t('scheduleYearTitle'), label: t('scheduleYearLabel') }}
              />
            </div>
            <p className="field__hint">
              {value.date ? (
                <strong data-testid="pix-schedule-date-shown">
                  {t('scheduleDateChosen', { date: formatDate(value.date) })} ·{' '}
                </strong>
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
              {last && day !== null ? (
                <p className="pix-when__footer" data-testid="pix-schedule-monthly-day">
                  {t('scheduleMonthlyDay', { day, first: formatDate(value.date), last: formatDate(last) })}
                  {day > 28 ? ` ${t('scheduleMonthlyShortMonths')}` : null}
                </p>
              ) : null}
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
