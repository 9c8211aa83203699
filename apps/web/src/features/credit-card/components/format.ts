import type { Locale } from '../../../lib/i18n/locale-store.ts';

/** A YYYY-MM-DD date as the customer reads it: 03/12/2026 in Portuguese, 12/03/2026 in English. */
export function showDate(iso: string, locale: Locale): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return locale === 'en' ? `${m}/${d}/${y}` : `${d}/${m}/${y}`;
}
