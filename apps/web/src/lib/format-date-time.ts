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
