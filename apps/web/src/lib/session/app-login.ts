import type { DeviceInfo } from '../../native/bridge-types.ts';
import type { Metadado } from '../bank/bank-client.ts';

/** A place as the browser or the shell gives it, in degrees. */
export interface Place {
  latitude: number;
  longitude: number;
}

/** Six decimals: about 10 cm, all a phone's fix ever means. */
const degrees = (n: number) => String(Math.round(n * 1e6) / 1e6);

/**
 * app/login's metadados, the login's own list (cross-cutting.md section 3; decision 0033): type 1 the
 * barcode the maker's app reads off its phone (the NM app and a browser have none, so send none), 2 the
 * model, 8 latitude and 9 longitude only for a place the customer consented to share, and 12 the device
 * id every call carries.
 */
export function appLoginMetadata(device: DeviceInfo, place: Place | null): Metadado[] {
  return [
    ...(device.variant === 'maker' && device.barcode ? [{ tipo: 1, valor: device.barcode }] : []),
    { tipo: 2, valor: device.model },
    ...(place
      ? [
          { tipo: 8, valor: degrees(place.latitude) },
          { tipo: 9, valor: degrees(place.longitude) },
        ]
      : []),
    { tipo: 12, valor: device.deviceId },
  ];
}

export interface AppLoginDeps {
  device: () => DeviceInfo;
  /** Whether the customer's location consent (/locationConsent, kept by the product backend) is given. */
  locationConsented: () => Promise<boolean>;
  /** The device's place now, or null (no permission, no fix, no API). */
  place: () => Promise<Place | null>;
  send: (metadados: Metadado[]) => Promise<unknown>;
}

/**
 * app/login: after a login the device tells the bank about it. The place is read only when the customer
 * consented: without the consent the device's position is never even asked for. Fire and forget: the
 * login never waits on it or fails with it.
 */
export async function reportAppLogin(deps?: AppLoginDeps): Promise<void> {
  try {
    const d = deps ?? (await defaultDeps());
    const place = (await d.locationConsented().catch(() => false)) ? await d.place().catch(() => null) : null;
    await d.send(appLoginMetadata(d.device(), place));
  } catch {
    // a report: the login goes on whatever it answers
  }
}

/** Whether the page may read the position without a prompt: granted, or no way to know (the shell asks). */
async function positionAllowed(): Promise<boolean> {
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state === 'granted';
  } catch {
    return true;
  }
}

/**
 * The position within 5 seconds when the device already allows it: a login never opens a permission
 * prompt (/locationConsent is where the customer is asked).
 */
async function currentPlace(): Promise<Place | null> {
  if (!('geolocation' in navigator) || !(await positionAllowed())) return null;
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { timeout: 5000, maximumAge: 600_000 },
    ),
  );
}

async function defaultDeps(): Promise<AppLoginDeps> {
  const [{ bridge }, { bank }, { engageCall }] = await Promise.all([
    import('../../native/bridge.ts'),
    import('../bank/bank.ts'),
    import('../engage/engage-call.ts'),
  ]);
  return {
    device: () => bridge.deviceInfo(),
    locationConsented: async () =>
      (await engageCall<{ status: string }>('/api/product/getOptinStatus/location')).status === 'OPTED_IN',
    place: currentPlace,
    send: (metadados) => bank.call('app/login', { metadados }),
  };
}
