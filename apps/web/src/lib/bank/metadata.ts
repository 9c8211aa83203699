import type { DeviceInfo } from '../../native/bridge-types.ts';
import type { Metadado } from './bank-client.ts';

/** metadados of every bank call: type 1 device type, type 2 device model, type 12 device id. */
export function deviceMetadata(device: DeviceInfo): Metadado[] {
  return [
    { tipo: 1, valor: device.deviceType },
    { tipo: 2, valor: device.model },
    { tipo: 12, valor: device.deviceId },
  ];
}
