import { describe, expect, it } from 'vitest';
import { formatClockTime, formatHour } from './format-date-time.ts';

describe('hours as each locale writes them', () => {
  it('writes 20h in Portuguese and 8 pm in English, midnight and noon included', () => {
    expect(formatHour(20, 'pt-BR')).toBe('20h');
    expect(formatHour(20, 'en')).toBe('8 pm');
    expect(formatHour(22, 'en')).toBe('10 pm');
    expect(formatHour(6, 'en')).toBe('6 am');
    expect(formatHour(0, 'en')).toBe('12 am');
    expect(formatHour(12, 'en')).toBe('12 pm');
  });

  it('reads a bank time: a whole hour by the locale, anything else as it came', () => {
    expect(formatClockTime('20:00', 'en')).toBe('8 pm');
    expect(formatClockTime('06:00', 'pt-BR')).toBe('6h');
    expect(formatClockTime('21:30', 'en')).toBe('21:30');
  });
});
