import { describe, expect, it } from 'vitest';
import { bankingHolidays, easterSunday, holidayName, holidayOn, isHoliday } from './index.ts';

describe('easterSunday', () => {
  it.each([
    [1818, '1818-03-22'],
    [1943, '1943-04-25'],
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%i -> %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('always falls between 22 March and 25 April, on a Sunday', () => {
    for (let year = 1600; year <= 2600; year++) {
      const easter = easterSunday(year);
      const monthDay = easter.slice(5);
      expect(monthDay >= '03-22' && monthDay <= '04-25').toBe(true);
      expect(new Date(`${easter}T12:00:00Z`).getUTCDay()).toBe(0);
    }
  });

  it('refuses years outside the Gregorian range handled', () => {
    expect(() => easterSunday(1582)).toThrow(RangeError);
    expect(() => easterSunday(2025.5)).toThrow(RangeError);
  });
});

describe('banking holidays', () => {
  it('2025', () => {
    expect(bankingHolidays(2025).map((h) => `${h.date} ${h.id}`)).toEqual([
      '2025-01-01 newYear',
      '2025-03-03 carnivalMonday',
      '2025-03-04 carnivalTuesday',
      '2025-04-18 goodFriday',
      '2025-04-21 tiradentes',
      '2025-05-01 labourDay',
      '2025-06-19 corpusChristi',
      '2025-09-07 independence',
      '2025-10-12 ourLadyAparecida',
      '2025-11-02 allSouls',
      '2025-11-15 republic',
      '2025-11-20 blackConsciousness',
      '2025-12-25 christmas',
    ]);
  });

  it('2026', () => {
    expect(bankingHolidays(2026).map((h) => `${h.date} ${h.id}`)).toEqual([
      '2026-01-01 newYear',
      '2026-02-16 carnivalMonday',
      '2026-02-17 carnivalTuesday',
      '2026-04-03 goodFriday',
      '2026-04-21 tiradentes',
      '2026-05-01 labourDay',
      '2026-06-04 corpusChristi',
      '2026-09-07 independence',
      '2026-10-12 ourLadyAparecida',
      '2026-11-02 allSouls',
      '2026-11-15 republic',
      '2026-11-20 blackConsciousness',
      '2026-12-25 christmas',
    ]);
  });

  it('has 20 November only from 2024', () => {
    expect(isHoliday('2023-11-20')).toBe(false);
    expect(isHoliday('2024-11-20')).toBe(true);
    expect(bankingHolidays(2023)).toHaveLength(12);
    expect(bankingHolidays(2024)).toHaveLength(13);
  });

  it('keeps one entry when Good Friday falls on Tiradentes', () => {
    expect(easterSunday(2079)).toBe('2079-04-23');
    const days = bankingHolidays(2079).map((h) => h.date);
    expect(days.filter((d) => d === '2079-04-21')).toHaveLength(1);
    expect(new Set(days).size).toBe(days.length);
  });

  it('names holidays', () => {
    expect(holidayName('2026-02-16')).toBe('Carnaval');
    expect(holidayName('2026-02-17')).toBe('Carnaval');
    expect(holidayName('2026-04-03')).toBe('Sexta-feira Santa');
    expect(holidayName('2026-06-04')).toBe('Corpus Christi');
    expect(holidayName('2026-11-20')).toBe('Dia Nacional de Zumbi e da Consciência Negra');
    expect(holidayName('2026-12-25')).toBe('Natal');
    expect(holidayName('2026-02-18')).toBeUndefined();
    expect(holidayOn('2026-01-01')).toEqual({
      date: '2026-01-01',
      id: 'newYear',
      name: 'Confraternização Universal',
    });
  });

  it('does not count Ash Wednesday, Christmas Eve or New Year\u2019s Eve', () => {
    expect(isHoliday('2026-02-18')).toBe(false);
    expect(isHoliday('2026-12-24')).toBe(false);
    expect(isHoliday('2026-12-31')).toBe(false);
  });

  it('returns frozen lists', () => {
    expect(Object.isFrozen(bankingHolidays(2026))).toBe(true);
    expect(bankingHolidays(2026)).toBe(bankingHolidays(2026));
  });
});
