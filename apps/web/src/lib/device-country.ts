import { countryOfMcc, isBrazil } from '@carteira/core/br';
import type { DeviceInfo } from '../native/bridge-types.ts';

/**
 * The phone's country (cross-cutting.md section 5): Brazil by the network's mobile country code 724 or
 * a ship country BR; another known code or ship country gives its own. A browser, which tells neither,
 * is taken as Brazil: the bank serves Brazil only.
 */
export function deviceCountry(info: Pick<DeviceInfo, 'mcc' | 'shipCountry'>): string {
  if (isBrazil(info)) return 'BR';
  const byCode = info.mcc ? countryOfMcc(info.mcc) : undefined;
  if (byCode) return byCode;
  const shipped = info.shipCountry?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(shipped) ? shipped : 'BR';
}
