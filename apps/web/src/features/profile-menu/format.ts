const TIME_ZONE = 'America/Sao_Paulo';

/** An instant as a day in São Paulo, as the locale writes it ("05/10/2026", "10/05/2026"). */
export function formatInstant(value: string, locale: string): string {
  const when = new Date(value);
  if (Number.isNaN(when.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: TIME_ZONE }).format(when);
}

/** A calendar day (YYYY-MM-DD) as the locale writes it. */
export function formatDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' }).format(
    Date.UTC(y, m - 1, d),
  );
}
