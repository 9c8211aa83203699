/**
 * A login's place as /securityComp shows it: two decimals (about a kilometre, enough to know the town),
 * latitude then longitude, in the page's number format.
 */
export function placeText(place: { latitude: number; longitude: number }, locale: string): string {
  const f = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `${f.format(place.latitude)}; ${f.format(place.longitude)}`;
}
