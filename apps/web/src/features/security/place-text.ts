import { formatPercent } from '@carteira/core/money';

/**
 * A login's place as /securityComp shows it: two decimals (about a kilometre, enough to know the town),
 * latitude then longitude, written the one way in both languages (decision 0014: a comma before the
 * decimals, through core's decimal formatter).
 */
export function placeText(place: { latitude: number; longitude: number }): string {
  return `${formatPercent(place.latitude, 2)}; ${formatPercent(place.longitude, 2)}`;
}
