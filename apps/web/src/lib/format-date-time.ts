import type { Locale } from './i18n/locale-store.ts';

const TIME_ZONE = 'America/Sao_Paulo';

/** "14:05" in São Paulo time. */
export function formatTime(value: string | number | Date): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit' }).format(
    new Date(value),
  );
}

/** The month's name in the locale ("junho", "June"). */
export function monthName(month: number, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  );
}

/** A whole hour as each locale writes it: "20h" in pt-BR, "8 pm" in English (0 is "12 am"). */
export function formatHour(hour: number, locale: Locale): string {
  if (locale === 'pt-BR') return `${hour}h`;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve} ${hour < 12 ? 'am' : 'pm'}`;
}

/** A bank time "HH:MM" as the locale writes it: a whole hour as formatHour, else "HH:MM" as it came. */
export function formatClockTime(value: string, locale: Locale): string {
  const [hh, mm] = value.split(':');
  return mm === '00' && hh !== undefined ? formatHour(Number(hh), locale) : value;
}
