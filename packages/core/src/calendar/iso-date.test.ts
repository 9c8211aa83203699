import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareIsoDates,
  dayNumber,
  dayOfWeek,
  daysBetween,
  daysInMonth,
  endOfMonth,
  formatDate,
  formatTypedDate,
  fromDayNumber,
  isIsoDate,
  isoDate,
  parseDisplayDate,
  parseIsoDate,
  startOfMonth,
  todayInSaoPaulo,
  toSaoPauloDate,
} from './index.ts';

describe('ISO dates', () => {
  it('validates real calendar days', () => {
    expect(isIsoDate('2026-02-16')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2026-04-31')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-00-10')).toBe(false);
    expect(isIsoDate('2026-1-10')).toBe(false);
    expect(isIsoDate('2026-01-10T00:00:00Z')).toBe(false);
    expect(isIsoDate(20260110)).toBe(false);
    expect(() => parseIsoDate('2026-02-30')).toThrow(RangeError);
    expect(() => isoDate(2026, 2, 29)).toThrow(RangeError);
    expect(parseIsoDate('2026-02-16')).toEqual({ year: 2026, month: 2, day: 16 });
  });

  it('counts days in a month', () => {
    expect(daysInMonth(2026, 2)).toBe(28);
    expect(daysInMonth(2028, 2)).toBe(29);
    expect(daysInMonth(2100, 2)).toBe(28);
    expect(daysInMonth(2026, 4)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('does day arithmetic across months, years and leap days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-03-10', -90)).toBe('2025-12-10');
    expect(() => addDays('2026-03-10', 0.5)).toThrow(RangeError);
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(fromDayNumber(dayNumber('2026-02-16'))).toBe('2026-02-16');
    expect(compareIsoDates('2026-01-02', '2026-01-10')).toBe(-1);
    expect(compareIsoDates('2026-01-10', '2026-01-10')).toBe(0);
    expect(['2026-01-10', '2025-12-31', '2026-01-02'].sort(compareIsoDates)).toEqual([
      '2025-12-31',
      '2026-01-02',
      '2026-01-10',
    ]);
  });

  it('knows the weekday', () => {
    expect(dayOfWeek('1970-01-01')).toBe(4);
    expect(dayOfWeek('2026-02-16')).toBe(1);
    expect(dayOfWeek('2026-02-15')).toBe(0);
    expect(dayOfWeek('2026-02-21')).toBe(6);
    expect(dayOfWeek('1600-01-01')).toBe(6);
  });

  it('moves by months and finds month bounds', () => {
    expect(startOfMonth('2026-02-16')).toBe('2026-02-01');
    expect(endOfMonth('2026-02-16')).toBe('2026-02-28');
    expect(endOfMonth('2028-02-03')).toBe('2028-02-29');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-03-31', -13)).toBe('2025-02-28');
    expect(addMonths('2026-11-30', 14)).toBe('2028-01-30');
  });
});

describe('São Paulo time (UTC-3)', () => {
  it('reads instants as UTC minus 3 hours', () => {
    expect(toSaoPauloDate(new Date('2026-02-16T02:59:59.999Z'))).toBe('2026-02-15');
    expect(toSaoPauloDate(new Date('2026-02-16T03:00:00.000Z'))).toBe('2026-02-16');
    expect(toSaoPauloDate(Date.UTC(2026, 0, 1, 2, 0))).toBe('2025-12-31');
    expect(todayInSaoPaulo(new Date('2026-06-01T12:00:00Z'))).toBe('2026-06-01');
  });

  it('ignores the old DST: a January instant is also UTC-3', () => {
    expect(toSaoPauloDate('2026-01-15T02:30:00Z')).toBe('2026-01-14');
  });

  it('reads wire strings', () => {
    expect(toSaoPauloDate('2026-02-16')).toBe('2026-02-16');
    expect(toSaoPauloDate('2026-02-16T01:30:00Z')).toBe('2026-02-15');
    expect(toSaoPauloDate('2026-02-16T01:30:00.123z')).toBe('2026-02-15');
    expect(toSaoPauloDate('2026-02-16T23:30:00-03:00')).toBe('2026-02-16');
    expect(toSaoPauloDate('2026-02-16T22:30:00-04:00')).toBe('2026-02-16');
    expect(toSaoPauloDate('2026-02-16T23:30:00-04:00')).toBe('2026-02-17');
    expect(toSaoPauloDate('2026-02-16T01:00:00+01:00')).toBe('2026-02-15');
    expect(toSaoPauloDate('2026-02-16T04:00:00+0100')).toBe('2026-02-16');
    expect(toSaoPauloDate('2026-02-16T02:00:00+01')).toBe('2026-02-15');
    expect(toSaoPauloDate('2026-02-16 23:59')).toBe('2026-02-16');
    // Without an offset the text is São Paulo wall time.
    expect(toSaoPauloDate('2026-02-16T23:59:59')).toBe('2026-02-16');
    expect(toSaoPauloDate('2026-02-16T00:00:00')).toBe('2026-02-16');
  });

  it('refuses malformed values', () => {
    for (const bad of [
      '',
      '16/02/2026',
      '2026-02-30T10:00:00Z',
      '2026-02-16T24:00:00Z',
      '2026-02-16T10:60Z',
      'x',
    ]) {
      expect(() => toSaoPauloDate(bad)).toThrow(RangeError);
    }
    expect(() => toSaoPauloDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => toSaoPauloDate(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('DD/MM/YYYY', () => {
  it('formats days and instants', () => {
    expect(formatDate('2026-02-16')).toBe('16/02/2026');
    expect(['1', '16', '160', '1602', '160220', '16022026', '160220261'].map(formatTypedDate)).toEqual([
      '1',
      '16',
      '16/0',
      '16/02',
      '16/02/20',
      '16/02/2026',
      '16/02/2026',
    ]);
    expect(formatDate('2026-01-01T02:00:00Z')).toBe('31/12/2025');
    expect(formatDate(new Date('2026-07-04T15:00:00Z'))).toBe('04/07/2026');
  });

  it('parses typed dates', () => {
    expect(parseDisplayDate('16/02/2026')).toBe('2026-02-16');
    expect(parseDisplayDate(' 29/02/2028 ')).toBe('2028-02-29');
    expect(parseDisplayDate('29/02/2026')).toBeNull();
    expect(parseDisplayDate('16/2/2026')).toBeNull();
    expect(parseDisplayDate('2026-02-16')).toBeNull();
  });
});
