import { formatDate } from '@carteira/core/calendar';

/**
 * A day ("2026-10-05") or an instant, as the app writes every date in both languages: "05/10/2026",
 * the day in São Paulo (docs/decisions/0014); the text itself when it is neither.
 */
export function formatDay(value: string): string {
  try {
    return formatDate(value);
  } catch {
    return value;
  }
}
