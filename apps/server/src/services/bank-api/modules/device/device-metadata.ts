import { createHash } from 'node:crypto';
import { z } from 'zod';

/**
 * metadados, as every bank call carries them (wallet.md section 3): type 1 device type, 2 model, 12
 * device id; app/login adds 8 latitude and 9 longitude when the customer consented to location.
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

/** What the database keeps of a device id: its SHA-256, so a copy of the table names no device. */
export function deviceHash(id: string): string {
  return createHash('sha256').update(`device:${id}`).digest('hex');
}
