const TIME_ZONE = 'America/Sao_Paulo';
/** Two-digit day and month, four-digit year: "05/10/2026" in pt-BR, "10/05/2026" in English. */
const DAY = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;

/** An instant as a day in São Paulo, as the locale writes it ("05/10/2026" in pt-BR, "10/05/2026" in English). */
export function formatInstant(value: string, locale: string): string {
  const when = new Date(value);
  if (Number.isNaN(when.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { ...DAY, timeZone: TIME_ZONE }).format(when);
}

/** A calendar day (YYYY-MM-DD) as the locale writes it. */
export function formatDay(day: string, locale: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Intl.DateTimeFormat(locale, { ...DAY, timeZone: 'UTC' }).format(Date.UTC(y, m - 1, d));
}
