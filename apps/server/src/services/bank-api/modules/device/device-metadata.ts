import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * metadados, as every bank call carries them (wallet.md section 3): type 1 device type, 2 model, 12
 * device id. app/login carries its own list (cross-cutting.md section 3: 1 barcode, 2 model, 8
 * latitude, 9 longitude), with the device id as every call: see `appLoginReportOf`.
 */
export const metadadosSchema = z
  .array(z.object({ tipo: z.number().int(), valor: z.string().max(200) }))
  .max(20)
  .optional();

export type Metadados = z.output<typeof metadadosSchema>;

export interface DeviceMetadata {
  /** The app's device id (type 12): a random id per browser profile or the shell's device id. */
  id: string | undefined;
  tipo: string;
  modelo: string;
  latitude: number | undefined;
  longitude: number | undefined;
}

const META = { TIPO: 1, MODELO: 2, LATITUDE: 8, LONGITUDE: 9, ID: 12 } as const;

function coordinate(text: string | undefined, max: number): number | undefined {
  if (text === undefined || !/^-?\d{1,3}(\.\d{1,8})?$/.test(text.trim())) return undefined;
  const n = Number(text);
  return Math.abs(n) <= max ? n : undefined;
}

/** The device a call comes from, read from its metadados; unknown type and model read as such. */
export function deviceOf(metadados: Metadados): DeviceMetadata {
  const value = (tipo: number) => metadados?.find((m) => m.tipo === tipo)?.valor.trim() || undefined;
  const latitude = coordinate(value(META.LATITUDE), 90);
  const longitude = coordinate(value(META.LONGITUDE), 180);
  const located = latitude !== undefined && longitude !== undefined;
  return {
    id: value(META.ID),
    tipo: (value(META.TIPO) ?? 'desconhecido').slice(0, 40),
    modelo: (value(META.MODELO) ?? 'desconhecido').slice(0, 80),
    latitude: located ? latitude : undefined,
    longitude: located ? longitude : undefined,
  };
}

/** A maker's phone barcode (its serial: letters and digits, as the maker prints it on the label). */
const BARCODE = /^[A-Z0-9]{6,20}$/;

/** What app/login reports of the device it runs on (decision 0033). */
export interface AppLoginReport {
  /** Type 1 on this call: the barcode the maker's app reads off its phone; undefined elsewhere. */
  barcode: string | undefined;
  /** Type 2. */
  modelo: string | undefined;
  /** Types 8 and 9, both or neither; the app sends them only with the customer's location consent. */
  latitude: number | undefined;
  longitude: number | undefined;
}

/**
 * app/login's metadados: type 1 is the barcode here (cross-cutting.md section 3, the login's list),
 * not the device type every other call sends; a value that is not a barcode (an older app's "web")
 * is no barcode.
 */
export function appLoginReportOf(metadados: Metadados): AppLoginReport {
  const value = (tipo: number) => metadados?.find((m) => m.tipo === tipo)?.valor.trim() || undefined;
  const barcode = value(META.TIPO);
  const { latitude, longitude } = deviceOf(metadados);
  return {
    barcode: barcode && BARCODE.test(barcode) ? barcode : undefined,
    modelo: value(META.MODELO)?.slice(0, 80),
    latitude,
    longitude,
  };
}

/** What the database keeps of a device id: its SHA-256, so a copy of the table names no device. */
export function deviceHash(id: string): string {
  return createHash('sha256').update(`device:${id}`).digest('hex');
}
