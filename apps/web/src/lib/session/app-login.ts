import { bridge } from '../../native/bridge.ts';
import { bank } from '../bank/bank.ts';
import { deviceMetadata } from '../bank/metadata.ts';

/** Where the customer's answer on /locationConsent is kept: 'granted' lets app/login carry the place. */
export const LOCATION_CONSENT_KEY = 'carteira.locationConsent';

function consented(): boolean {
  try {
    return localStorage.getItem(LOCATION_CONSENT_KEY) === 'granted';
  } catch {
    return false;
  }
}

/** The browser's position, within 5 seconds, or null (no permission, no fix, no API). */
function position(): Promise<GeolocationPosition | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), {
      timeout: 5000,
      maximumAge: 600_000,
    }),
  );
}

/**
 * app/login: after a login, the device tells the bank about it: metadados types 1, 2 and 12 as on
 * every call, and 8 latitude and 9 longitude only when the customer consented to location. Fire and
 * forget: the login never waits on it or fails with it.
 */
export async function reportAppLogin(): Promise<void> {
  const metadados = deviceMetadata(bridge.deviceInfo());
  const where = consented() ? await position() : null;
  if (where) {
    metadados.push(
      { tipo: 8, valor: String(Math.round(where.coords.latitude * 1e6) / 1e6) },
      { tipo: 9, valor: String(Math.round(where.coords.longitude * 1e6) / 1e6) },
    );
  }
  try {
    await bank.call('app/login', { metadados });
  } catch {
    // a report: the login goes on whatever it answers
  }
}
