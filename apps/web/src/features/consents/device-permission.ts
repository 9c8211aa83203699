/** What the device said to showing notifications: asked in the browser; 'unsupported' without the API. */
export type DevicePermission = 'granted' | 'denied' | 'default' | 'unsupported';

export async function askNotificationPermission(): Promise<DevicePermission> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  try {
    return await Notification.requestPermission();
  } catch {
    return 'default';
  }
}

/** What the device says to giving its position: 'prompt' when it has not been asked yet. */
export type LocationPermission = 'granted' | 'denied' | 'prompt' | 'unsupported';

/** The device's answer so far, without asking. */
export async function locationPermission(): Promise<LocationPermission> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator)) return 'unsupported';
  try {
    return (await navigator.permissions.query({ name: 'geolocation' })).state;
  } catch {
    return 'prompt';
  }
}

/**
 * Asks the device for its position, which opens its permission prompt the first time. A fix that does
 * not come (no signal, a time-out) is still a yes: only a refusal is a no.
 */
export function askLocationPermission(): Promise<LocationPermission> {
  if (typeof navigator === 'undefined' || !('geolocation' in navigator))
    return Promise.resolve('unsupported');
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      () => resolve('granted'),
      (error) => resolve(error.code === error.PERMISSION_DENIED ? 'denied' : 'granted'),
      { timeout: 10_000, maximumAge: 600_000 },
    ),
  );
}
