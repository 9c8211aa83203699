import {
  addDays,
  addMonths,
  compareIsoDates,
  formatDate,
  type IsoDate,
  parseIsoDate,
} from '@carteira/core/calendar';
import { useEffect } from 'react';
import { ScheduleChoice, type ScheduleValue } from '../../../components/schedule-choice.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { MAX_SCHEDULE_DAYS_AHEAD, MAX_SCHEDULE_MONTHS } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';
import '../pix-pages.css';

export type WhenValue = ScheduleValue;

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
 * Pay now, or on a day picked on the calendar, once or monthly (the shared schedule choice), with the
 * day it falls each month; a day outside the Pix's range moves to its nearest bound.
 */
export function WhenChoice({ value, today, onChange, error }: WhenChoiceProps) {
  const t = useMessages(pixMessages);
  const clamped = clampScheduleDate(value.date, today);
  useEffect(() => {
    if (clamped !== value.date) onChange({ ...value, date: clamped });
  }, [clamped, value, onChange]);
  const last = value.repeat ? lastMonthlyDate(value.date, value.months) : null;
  const day = value.date ? parseIsoDate(value.date).day : null;
  return (
    <ScheduleChoice
      value={value}
      onChange={onChange}
      range={scheduleRange(today)}
      error={error}
      words={{
        legend: t('whenLegend'),
        now: t('whenNow'),
        schedule: t('whenSchedule'),
        dateLabel: t('scheduleDate'),
        chosen: (date) => t('scheduleDateChosen', { date }),
        dateHint: t('scheduleDateHint'),
        repeat: t('scheduleRepeat'),
        monthsLabel: t('scheduleMonthsLabel'),
        monthsHint: t('scheduleMonthsHint', { max: MAX_SCHEDULE_MONTHS }),
        previousMonth: t('schedulePreviousMonth'),
        nextMonth: t('scheduleNextMonth'),
        yearTitle: t('scheduleYearTitle'),
        yearLabel: t('scheduleYearLabel'),
      }}
      testId="pix-when"
    >
      {value.repeat && last && day !== null ? (
        <p className="pix-when__footer" data-testid="pix-schedule-monthly-day">
          {t('scheduleMonthlyDay', { day, first: formatDate(value.date), last: formatDate(last) })}
          {day > 28 ? ` ${t('scheduleMonthlyShortMonths')}` : null}
        </p>
      ) : null}
    </ScheduleChoice>
  );
}
