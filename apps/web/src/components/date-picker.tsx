import {
  addMonths,
  compareIsoDates,
  dayOfWeek,
  daysInMonth,
  formatDate,
  type IsoDate,
  isoDate,
  parseIsoDate,
  startOfMonth,
} from '@carteira/core/calendar';
import { type ReactNode, useState } from 'react';
import { monthName } from '../lib/format-date-time.ts';
import type { Locale } from '../lib/i18n/locale-store.ts';
import { BottomSheet } from './bottom-sheet.tsx';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import './date-picker.css';

export interface DatePickerProps {
  /** The chosen day, or null. */
  value: IsoDate | null;
  /** First and last selectable days (inclusive). */
  min: IsoDate;
  max: IsoDate;
  /** Days that cannot be picked inside the range (weekends, for example). */
  isDisabled?: (date: IsoDate) => boolean;
  onChange: (date: IsoDate) => void;
  locale: Locale;
  /** Accessible names of the month arrows, already translated. */
  previousLabel: string;
  nextLabel: string;
  /**
   * With it, the month title opens a bottom sheet of the years in range (wallet.md section 2, reusable
   * screen 3); `title` names the sheet, `label` the title button ("Choose the year").
   */
  yearPicker?: { title: string; label: string };
  /** A line under the days (the chosen due day, or why it cannot be taken), reusable screen 3's footer. */
  footer?: ReactNode;
  /** With it, a secondary Cancel button under the calendar (reusable screen 3), already translated. */
  cancel?: { label: string; onCancel: () => void };
}

/** The month shown after choosing a year: the same month that year, kept inside [min, max]. */
export function monthForYear(shown: IsoDate, year: number, min: IsoDate, max: IsoDate): IsoDate {
  const wanted = isoDate(year, parseIsoDate(shown).month, 1);
  if (compareIsoDates(wanted, startOfMonth(min)) < 0) return startOfMonth(min);
  if (compareIsoDates(wanted, startOfMonth(max)) > 0) return startOfMonth(max);
  return wanted;
}

/** Weekday initials, Sunday first, in the locale. */
function weekdayNames(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'narrow', timeZone: 'UTC' });
  // 2023-01-01 was a Sunday
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2023, 0, 1 + i)));
}

/** The cells of a month: leading blanks up to its first weekday, then each day. */
export function monthCells(month: IsoDate): Array<IsoDate | null> {
  const { year, month: m } = parseIsoDate(month);
  const first = isoDate(year, m, 1);
  const blanks: null[] = Array.from({ length: dayOfWeek(first) }, () => null);
  const days = Array.from({ length: daysInMonth(year, m) }, (_, i) => isoDate(year, m, i + 1));
  return [...blanks, ...days];
}

/** A month calendar: days outside [min, max] or refused by isDisabled are shown but cannot be picked. */
export function DatePicker({
  value,
  min,
  max,
  isDisabled,
  onChange,
  locale,
  previousLabel,
  nextLabel,
  yearPicker,
  footer,
  cancel,
}: DatePickerProps) {
  const [month, setMonth] = useState(() => startOfMonth(value ?? min));
  const [choosingYear, setChoosingYear] = useState(false);
  const { year, month: m } = parseIsoDate(month);
  const canPrevious = compareIsoDates(month, startOfMonth(min)) > 0;
  const canNext = compareIsoDates(month, startOfMonth(max)) < 0;
  const selectable = (date: IsoDate) =>
    compareIsoDates(date, min) >= 0 && compareIsoDates(date, max) <= 0 && !isDisabled?.(date);
  const title = `${monthName(m, locale)} ${year}`;
  return (
    <div className="date-picker" data-testid="date-picker">
      <div className="date-picker__header">
        <button
          type="button"
          className="icon-button"
          aria-label={previousLabel}
          disabled={!canPrevious}
          onClick={() => setMonth(addMonths(month, -1))}
          data-testid="date-picker-previous"
        >
          <Icon name="back" />
        </button>
        {yearPicker ? (
          <button
            type="button"
            className="date-picker__title date-picker__title--button"
            aria-label={`${title}. ${yearPicker.label}`}
            aria-haspopup="dialog"
            onClick={() => setChoosingYear(true)}
            data-testid="date-picker-month"
          >
            <span aria-live="polite">{title}</span>
            <span className="date-picker__caret" aria-hidden="true">
              <Icon name="chevron-right" size={18} />
            </span>
          </button>
        ) : (
          <p className="date-picker__title" aria-live="polite" data-testid="date-picker-month">
            {title}
          </p>
        )}
        <button
          type="button"
          className="icon-button"
          aria-label={nextLabel}
          disabled={!canNext}
          onClick={() => setMonth(addMonths(month, 1))}
          data-testid="date-picker-next"
        >
          <Icon name="chevron-right" />
        </button>
      </div>
      <div className="date-picker__grid">
        {weekdayNames(locale).map((name, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the seven weekdays are fixed
          <span key={`w${i}`} className="date-picker__weekday" aria-hidden="true">
            {name}
          </span>
        ))}
        {monthCells(month).map((date, i) =>
          date === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: blanks before the first day
            <span key={`b${i}`} />
          ) : (
            <button
              key={date}
              type="button"
              className="date-picker__day"
              aria-label={formatDate(date)}
              aria-pressed={value === date}
              disabled={!selectable(date)}
              onClick={() => onChange(date)}
              data-testid={`date-picker-day-${date}`}
            >
              {parseIsoDate(date).day}
            </button>
          ),
        )}
      </div>
      {footer ? (
        <div className="date-picker__footer" data-testid="date-picker-footer">
          {footer}
        </div>
      ) : null}
      {cancel ? (
        <div className="date-picker__cancel">
          <Button variant="outlined" onClick={cancel.onCancel} data-testid="date-picker-cancel">
            {cancel.label}
          </Button>
        </div>
      ) : null}
      {yearPicker ? (
        <BottomSheet open={choosingYear} title={yearPicker.title} onClose={() => setChoosingYear(false)}>
          <div className="date-picker__years">
            {yearsBetween(min, max).map((y) => (
              <button
                key={y}
                type="button"
                className="date-picker__year"
                aria-pressed={y === year}
                onClick={() => {
                  setMonth(monthForYear(month, y, min, max));
                  setChoosingYear(false);
                }}
                data-testid={`date-picker-year-${y}`}
              >
                {y}
              </button>
            ))}
          </div>
        </BottomSheet>
      ) : null}
    </div>
  );
}

function yearsBetween(min: IsoDate, max: IsoDate): number[] {
  const first = parseIsoDate(min).year;
  return Array.from({ length: parseIsoDate(max).year - first + 1 }, (_, i) => first + i);
}
