/** 2026-03-21 -> 21/03/2026, the way both locales of this app write a day. */
export function displayDay(date: string): string {
  return date.split('-').reverse().join('/');
}
