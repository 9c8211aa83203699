import { SAO_PAULO_UTC_OFFSET_MINUTES } from '@carteira/core/calendar';

// TODO move to core: a date-time in São Paulo time with its offset belongs beside toSaoPauloDate.
/** ISO 8601 date-time in São Paulo time with its offset: 2025-03-14T09:30:00-03:00. */
export function toSaoPauloDateTime(value: Date): string {
  const shifted = new Date(value.getTime() + SAO_PAULO_UTC_OFFSET_MINUTES * 60_000);
  const sign = SAO_PAULO_UTC_OFFSET_MINUTES < 0 ? '-' : '+';
  const abs = Math.abs(SAO_PAULO_UTC_OFFSET_MINUTES);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${shifted.toISOString().slice(0, 19)}${offset}`;
}

/** The instant a São Paulo calendar day starts (YYYY-MM-DD at 00:00 local). */
export function startOfSaoPauloDay(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - SAO_PAULO_UTC_OFFSET_MINUTES * 60_000);
}
