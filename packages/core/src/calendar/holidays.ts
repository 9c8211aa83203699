import { addDays, type IsoDate, isoDate, parseIsoDate } from './iso-date.ts';

/**
 * Brazilian national banking holidays (days without interbank settlement).
 *
 * Fixed: 1 Jan, 21 Apr, 1 May, 7 Sep, 12 Oct, 2 Nov, 15 Nov, 20 Nov (a national holiday from 2024,
 * Lei 14.759/2023; not a holiday before), 25 Dec.
 * Movable, from Easter Sunday: Carnival Monday and Tuesday (48 and 47 days before; optional days
 * for other employers but banking holidays), Good Friday (2 days before), Corpus Christi (60 days
 * after).
 * State and city holidays are not included: settlement follows the national calendar.
 *
 * `id` is stable for code; `name` is the holiday's official Portuguese name, a proper noun that is
 * sent as data (for example in the next-working-day answer), not a UI text.
 */
export type HolidayId =
  | 'newYear'
  | 'carnivalMonday'
  | 'carnivalTuesday'
  | 'goodFriday'
  | 'tiradentes'
  | 'labourDay'
  | 'corpusChristi'
  | 'independence'
  | 'ourLadyAparecida'
  | 'allSouls'
  | 'republic'
  | 'blackConsciousness'
  | 'christmas';

export interface Holiday {
  date: IsoDate;
  id: HolidayId;
  name: string;
}

const NAMES: Record<HolidayId, string> = {
  newYear: 'Confraternização Universal',
  carnivalMonday: 'Carnaval',
  carnivalTuesday: 'Carnaval',
  goodFriday: 'Sexta-feira Santa',
  tiradentes: 'Tiradentes',
  labourDay: 'Dia do Trabalho',
  corpusChristi: 'Corpus Christi',
  independence: 'Independência do Brasil',
  ourLadyAparecida: 'Nossa Senhora Aparecida',
  allSouls: 'Finados',
  republic: 'Proclamação da República',
  blackConsciousness: 'Dia Nacional de Zumbi e da Consciência Negra',
  christmas: 'Natal',
};

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus, Meeus/Jones/Butcher). */
export function easterSunday(year: number): IsoDate {
  if (!Number.isInteger(year) || year < 1583 || year > 9999) throw new RangeError(`unsupported year ${year}`);
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoDate(year, month, day);
}

const cache = new Map<number, readonly Holiday[]>();

/** The banking holidays of a year, in date order. */
export function bankingHolidays(year: number): readonly Holiday[] {
  const cached = cache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const fixed = (month: number, day: number, id: HolidayId): Holiday => ({
    date: isoDate(year, month, day),
    id,
    name: NAMES[id],
  });
  const movable = (offset: number, id: HolidayId): Holiday => ({
    date: addDays(easter, offset),
    id,
    name: NAMES[id],
  });
  const list: Holiday[] = [
    fixed(1, 1, 'newYear'),
    movable(-48, 'carnivalMonday'),
    movable(-47, 'carnivalTuesday'),
    movable(-2, 'goodFriday'),
    fixed(4, 21, 'tiradentes'),
    fixed(5, 1, 'labourDay'),
    movable(60, 'corpusChristi'),
    fixed(9, 7, 'independence'),
    fixed(10, 12, 'ourLadyAparecida'),
    fixed(11, 2, 'allSouls'),
    fixed(11, 15, 'republic'),
    ...(year >= 2024 ? [fixed(11, 20, 'blackConsciousness')] : []),
    fixed(12, 25, 'christmas'),
  ];
  // ISO text sorts in date order. Tiradentes can fall on Good Friday (Easter on 23 April): keep one entry per day.
  list.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  const unique = list.filter((holiday, index) => index === 0 || list[index - 1]?.date !== holiday.date);
  const frozen = Object.freeze(unique.map((holiday) => Object.freeze(holiday)));
  cache.set(year, frozen);
  return frozen;
}

/** The holiday on that day, if any. */
export function holidayOn(date: IsoDate): Holiday | undefined {
  const { year } = parseIsoDate(date);
  return bankingHolidays(year).find((holiday) => holiday.date === date);
}

export function isHoliday(date: IsoDate): boolean {
  return holidayOn(date) !== undefined;
}

/** The holiday's official name ("Carnaval"), or undefined on an ordinary day. */
export function holidayName(date: IsoDate): string | undefined {
  return holidayOn(date)?.name;
}
