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
