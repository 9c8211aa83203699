import { formatDate, type IsoDate } from '@carteira/core/calendar';
import type { ReactNode } from 'react';
import { useLocale } from '../lib/i18n/use-messages.ts';
import { DatePicker } from './date-picker.tsx';
import './schedule-choice.css';

/** Now, or a day; once or monthly for a number of months (as typed). */
export interface ScheduleValue {
  scheduled: boolean;
  /** The chosen day, or '' before one is picked. */
  date: IsoDate;
  repeat: boolean;
  months: string;
}

/** The words of a schedule choice, in the flow's own terms (a Pix, a TED, a transfer). */
export interface ScheduleWords {
  legend: string;
  now: string;
  schedule: string;
  dateLabel: string;
  /** "Chosen day: 24/12/2026" */
  chosen: (date: string) => string;
  /** Said under the calendar, after the chosen day (which days can be picked). */
  dateHint?: string;
  repeat: string;
  monthsLabel: string;
  monthsHint: string;
  previousMonth: string;
  nextMonth: string;
  yearTitle: string;
  yearLabel: string;
}

export interface ScheduleChoiceProps {
  value: ScheduleValue;
  onChange: (value: ScheduleValue) => void;
  words: ScheduleWords;
  /** The days that can be picked. */
  range: { min: IsoDate; max: IsoDate };
  /** Days inside the range that cannot be picked (weekends and holidays, for a TED). */
  isDisabled?: (date: IsoDate) => boolean;
  /** "Now" is offered (a TED only while its window is open). */
  canSendNow?: boolean;
  /** Under the number of months: what the repeat means (the day each month, the days moved). */
  children?: ReactNode;
  error?: string | undefined;
  /** Test ids are `<testId>-now`, `-schedule`, `-date`, `-repeat`, `-months`, `-error`. */
  testId: string;
}

/**
 * Pay now, or on a day picked on the calendar, once or every month (wallet.md reusable screen 3: the
 * month grid, a year sheet, the monthly repeat with its number of months). Pix, TED and transfers
 * between Carteira accounts schedule with it; each keeps its own rules of which days and how many.
 */
export function ScheduleChoice(props: ScheduleChoiceProps) {
  const { value, onChange, words, range, canSendNow = true, error, testId } = props;
  const [locale] = useLocale();
  const set = (patch: Partial<ScheduleValue>) => onChange({ ...value, ...patch });
  return (
    <fieldset className="schedule-choice">
      <legend className="field__label">{words.legend}</legend>
      <div className="schedule-choice__options">
        {canSendNow ? (
          <label className="schedule-choice__option" data-testid={`${testId}-now`}>
            <input
              type="radio"
              name={testId}
              checked={!value.scheduled}
              onChange={() => set({ scheduled: false })}
            />
            {words.now}
          </label>
        ) : null}
        <label className="schedule-choice__option" data-testid={`${testId}-schedule`}>
          <input
            type="radio"
            name={testId}
            checked={value.scheduled}
            onChange={() => set({ scheduled: true })}
          />
          {words.schedule}
        </label>
      </div>
      {value.scheduled ? (
        <>
          <div className="field">
            <p className="field__label">{words.dateLabel}</p>
            <div className="card schedule-choice__calendar">
              <DatePicker
                value={value.date || null}
                min={range.min}
                max={range.max}
                {...(props.isDisabled ? { isDisabled: props.isDisabled } : {})}
                onChange={(date) => set({ date })}
                locale={locale}
                previousLabel={words.previousMonth}
                nextLabel={words.nextMonth}
                yearPicker={{ title: words.yearTitle, label: words.yearLabel }}
              />
            </div>
            {value.date || words.dateHint ? (
              <p className="field__hint">
                {value.date ? (
                  <strong data-testid={`${testId}-date`}>{words.chosen(formatDate(value.date))}</strong>
                ) : null}
                {value.date && words.dateHint ? ' · ' : null}
                {words.dateHint}
              </p>
            ) : null}
          </div>
          <label className="schedule-choice__option" data-testid={`${testId}-repeat`}>
            <input
              type="checkbox"
              checked={value.repeat}
              onChange={(event) => set({ repeat: event.target.checked })}
            />
            {words.repeat}
          </label>
          {value.repeat ? (
            <div className="field">
              <label className="field__label" htmlFor={`${testId}-months`}>
                {words.monthsLabel}
              </label>
              <input
                id={`${testId}-months`}
                className="field__input"
                inputMode="numeric"
                maxLength={2}
                value={value.months}
                onChange={(event) => set({ months: event.target.value.replace(/\D/g, '') })}
                data-testid={`${testId}-months`}
              />
              <p className="field__hint">{words.monthsHint}</p>
            </div>
          ) : null}
          {props.children}
        </>
      ) : null}
      {error ? (
        <p className="field-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
