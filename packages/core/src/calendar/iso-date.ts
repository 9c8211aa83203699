/**
 * Calendar days as ISO text ("2026-02-16") and the São Paulo clock.
 *
 * Days are plain `YYYY-MM-DD` strings, the form the wire uses; every helper validates them
 * (a month 13 or a 30 February throws a RangeError). Arithmetic goes through a day number
 * (days since 1970-01-01 in the proleptic Gregorian calendar), so there are no time zones,
 * no DST and no float surprises in day counts. Years 1583 to 9999 are supported.
 *
 * São Paulo time: Brazil abolished daylight saving time in 2019 (Decreto 9.772/2019), so
 * America/Sao_Paulo is a fixed UTC-3 for every instant this product handles. The calendar day of
 * an instant is therefore the UTC day of (instant - 3 hours). This is written out instead of using
 * Intl time zones so it behaves the same in every browser and in Node, including builds without
 * full ICU. Instants before 2019 would need the historical DST rules and are read as UTC-3 too.
 */
export type IsoDate = string;

export const SAO_PAULO_UTC_OFFSET_MINUTES = -180;
const OFFSET_MS = SAO_PAULO_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

export interface DateParts {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function validParts(year: number, month: number, day: number): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    year >= 1583 &&
    year <= 9999 &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

export function isIsoDate(text: unknown): text is IsoDate {
  if (typeof text !== 'string') return false;
  const match = ISO_DATE.exec(text);
  return match !== null && validParts(Number(match[1]), Number(match[2]), Number(match[3]));
}

export function parseIsoDate(date: IsoDate): DateParts {
  const match = ISO_DATE.exec(date);
  const parts = match && { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (!parts || !validParts(parts.year, parts.month, parts.day)) {
    throw new RangeError(`not an ISO calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  }
  return parts;
}

/** 2026, 2, 16 -> "2026-02-16"; throws on an impossible day. */
export function isoDate(year: number, month: number, day: number): IsoDate {
  if (!validParts(year, month, day)) throw new RangeError(`not a calendar date: ${year}-${month}-${day}`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Days since 1970-01-01. */
export function dayNumber(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function fromDayNumber(days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`not a whole day number: ${days}`);
  const d = new Date(days * DAY_MS);
  return isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`days must be whole, got ${days}`);
  return fromDayNumber(dayNumber(date) + days);
}

/** How many days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

/** -1, 0 or 1; also valid as a sort comparator. */
export function compareIsoDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  const diff = dayNumber(a) - dayNumber(b);
  return diff < 0 ? -1 : diff > 0 ? 1 : 0;
}

/** 0 Sunday ... 6 Saturday. */
export function dayOfWeek(date: IsoDate): number {
  // 1970-01-01 was a Thursday (4).
  return (((dayNumber(date) + 4) % 7) + 7) % 7;
}

export function startOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parseIsoDate(date);
  return isoDate(year, month, 1);
}

export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parseIsoDate(date);
  return isoDate(year, month, daysInMonth(year, month));
}

/** Adds calendar months, keeping the day when it exists and else the month's last day (31 Jan + 1 -> 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  if (!Number.isInteger(months)) throw new RangeError(`months must be whole, got ${months}`);
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  return isoDate(y, m, Math.min(day, daysInMonth(y, m)));
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(?:(Z)|([+-])(\d{2})(?::?(\d{2}))?)?$/i;

/**
 * The São Paulo calendar day of an instant or a wire value:
 * - a Date or epoch milliseconds: the day in UTC-3;
 * - "YYYY-MM-DD": that day, as is;
 * - an ISO date-time with an offset or Z ("2026-02-16T01:30:00Z" -> "2026-02-15"): converted;
 * - an ISO date-time without an offset: read as São Paulo wall time, so its own date part.
 * Throws a RangeError on anything else.
 */
export function toSaoPauloDate(value: Date | number | string): IsoDate {
  let epoch: number;
  if (typeof value === 'string') {
    if (ISO_DATE.test(value)) {
      parseIsoDate(value);
      return value;
    }
    const match = DATE_TIME.exec(value);
    if (!match) throw new RangeError(`not an ISO date or date-time: ${JSON.stringify(value)}`);
    const [, y, mo, d, h, mi, sec = '0', fraction = '0', zulu, sign, offH = '0', offM = '0'] = match;
    const date = isoDate(Number(y), Number(mo), Number(d));
    const [hour, minute, second] = [Number(h), Number(mi), Number(sec)];
    if (hour > 23 || minute > 59 || second > 59 || Number(offH) > 23 || Number(offM) > 59) {
      throw new RangeError(`not a time of day: ${JSON.stringify(value)}`);
    }
    if (zulu === undefined && sign === undefined) return date;
    const offsetMinutes =
      sign === undefined ? 0 : (sign === '-' ? -1 : 1) * (Number(offH) * 60 + Number(offM));
    const millis = Number(fraction.slice(0, 3).padEnd(3, '0'));
    epoch = dayNumber(date) * DAY_MS + ((hour * 60 + minute - offsetMinutes) * 60 + second) * 1000 + millis;
  } else {
    epoch = value instanceof Date ? value.getTime() : value;
  }
  if (!Number.isFinite(epoch)) throw new RangeError(`not a valid instant: ${String(value)}`);
  return fromDayNumber(Math.floor((epoch + OFFSET_MS) / DAY_MS));
}

/** Today in São Paulo. */
export function todayInSaoPaulo(now: Date = new Date()): IsoDate {
  return toSaoPauloDate(now);
}

/** "2026-02-16" (or any value toSaoPauloDate reads) -> "16/02/2026". */
export function formatDate(value: Date | number | string): string {
  const { year, month, day } = parseIsoDate(toSaoPauloDate(value));
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/**
 * A date field's display as its digits are typed, the same DD/MM/YYYY as formatDate: "1602" -> "16/02",
 * "16022026" -> "16/02/2026"; digits past the eighth are ignored.
 */
export function formatTypedDate(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** "16/02/2026" -> "2026-02-16"; null when it is not a real DD/MM/YYYY date. */
export function parseDisplayDate(text: string): IsoDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[3]), Number(match[2]), Number(match[1])];
  return validParts(year, month, day) ? isoDate(year, month, day) : null;
}
