/**
 * Mobile country codes (MCC) the app knows: 724 Brazil, 404 and 405 India, 310, 311 and 316 the
 * United States, 732 Colombia. Values are ISO 3166-1 alpha-2 country codes.
 */
export const MOBILE_COUNTRY_CODES = {
  724: 'BR',
  404: 'IN',
  405: 'IN',
  310: 'US',
  311: 'US',
  316: 'US',
  732: 'CO',
} as const;

export type KnownCountry = (typeof MOBILE_COUNTRY_CODES)[keyof typeof MOBILE_COUNTRY_CODES];

export const BRAZIL_MCC = 724;

/** 724 or "724" -> 'BR'; an unknown or malformed code gives undefined. */
export function countryOfMcc(mcc: number | string): KnownCountry | undefined {
  const code = typeof mcc === 'string' ? mcc.trim() : String(mcc);
  if (!/^\d{3}$/.test(code)) return undefined;
  return (MOBILE_COUNTRY_CODES as Record<string, KnownCountry>)[code];
}

/** Brazil is detected by mobile country code 724 or by the ship (SIM/device) country 'BR'. */
export function isBrazil(source: { mcc?: number | string | null; shipCountry?: string | null }): boolean {
  if (source.mcc !== undefined && source.mcc !== null && countryOfMcc(source.mcc) === 'BR') return true;
  return source.shipCountry?.trim().toUpperCase() === 'BR';
}
