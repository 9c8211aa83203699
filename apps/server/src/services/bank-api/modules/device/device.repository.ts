import { sql } from 'kysely';
import type { Executor } from '../../bank-database.ts';

export async function findLiveDevice(db: Executor, customerId: string, hash: string) {
  return db
    .selectFrom('device')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('device_hash', '=', hash)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

/** Whether the customer ever had a device on record (removed ones included). */
export async function hasAnyDevice(db: Executor, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('device')
    .select('id')
    .where('customer_id', '=', customerId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export interface NewDevice {
  id: string;
  customerId: string;
  hash: string;
  tipo: string;
  modelo: string;
  trustedAt: Date;
  pixRegisteredAt: Date;
}

export async function insertDevice(db: Executor, d: NewDevice): Promise<void> {
  await db
    .insertInto('device')
    .values({
      id: d.id,
      customer_id: d.customerId,
      device_hash: d.hash,
      tipo: d.tipo,
      modelo: d.modelo,
      trusted_at: d.trustedAt,
      pix_registered_at: d.pixRegisteredAt,
      last_used_at: d.trustedAt,
    })
    .execute();
}

export async function touchDevice(
  db: Executor,
  deviceId: string,
  use: {
    at: Date;
    tipo?: string;
    modelo?: string;
    barcode?: string;
    latitude?: number | null;
    longitude?: number | null;
  },
): Promise<void> {
  await db
    .updateTable('device')
    .set({
      last_used_at: use.at,
      ...(use.tipo !== undefined ? { tipo: use.tipo } : {}),
      ...(use.modelo !== undefined ? { modelo: use.modelo } : {}),
      ...(use.barcode !== undefined ? { barcode: use.barcode } : {}),
      ...(use.latitude !== undefined ? { latitude: use.latitude, longitude: use.longitude ?? null } : {}),
    })
    .where('id', '=', deviceId)
    .execute();
}

/**
 * The places kept of the customer's logins go when the location consent does (Lei 13.709/2018, art.
 * 15 III and 16: processing ends when consent is revoked, and its data is deleted).
 */
export async function forgetLoginPlaces(db: Executor, customerId: string): Promise<void> {
  await db
    .updateTable('device')
    .set({ latitude: null, longitude: null })
    .where('customer_id', '=', customerId)
    .where('latitude', 'is not', null)
    .execute();
}

export async function findOwnedDevice(db: Executor, customerId: string, deviceId: string) {
  return db
    .selectFrom('device')
    .selectAll()
    .where('id', '=', deviceId)
    .where('customer_id', '=', customerId)
    .where('removed_at', 'is', null)
    .executeTakeFirst();
}

export async function listLiveDevices(db: Executor, customerId: string) {
  return db
    .selectFrom('device')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('removed_at', 'is', null)
    .orderBy('last_used_at', 'desc')
    .orderBy('id')
    .execute();
}

/** Marks the customer's device removed; false when it is not theirs or already removed. */
export async function markRemoved(db: Executor, customerId: string, deviceId: string, now: Date) {
  const row = await db
    .updateTable('device')
    .set({ removed_at: now })
    .where('id', '=', deviceId)
    .where('customer_id', '=', customerId)
    .where('removed_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Ends every live session opened on the device. */
export async function revokeDeviceSessions(db: Executor, deviceId: string, now: Date): Promise<number> {
  const rows = await db
    .updateTable('session')
    .set({ revoked_at: now })
    .where('device_id', '=', deviceId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return rows.length;
}

export async function insertChallenge(
  db: Executor,
  c: {
    id: string;
    customerId: string;
    challengeHash: string;
    deviceHash: string;
    tipo: string;
    modelo: string;
    at: Date;
    expiresAt: Date;
  },
): Promise<void> {
  await db
    .insertInto('device_challenge')
    .values({
      id: c.id,
      customer_id: c.customerId,
      challenge_hash: c.challengeHash,
      device_hash: c.deviceHash,
      tipo: c.tipo,
      modelo: c.modelo,
      created_at: c.at,
      expires_at: c.expiresAt,
    })
    .execute();
}

/** The live (unused, unexpired) challenge a key names, locked for the caller's transaction. */
export async function lockLiveChallenge(db: Executor, challengeHash: string, now: Date) {
  return db
    .selectFrom('device_challenge')
    .selectAll()
    .where('challenge_hash', '=', challengeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .forUpdate()
    .executeTakeFirst();
}

export async function useChallenge(db: Executor, id: string, now: Date): Promise<void> {
  await db.updateTable('device_challenge').set({ used_at: now }).where('id', '=', id).execute();
}

/** Challenges that ended more than a day ago go. */
export async function purgeChallenges(db: Executor, now: Date): Promise<void> {
  await db
    .deleteFrom('device_challenge')
    .where('expires_at', '<', new Date(now.getTime() - 86_400_000))
    .execute();
}

/** The device's row locked for a Pix (the new-device day count). */
export async function lockDevice(db: Executor, deviceId: string) {
  return db
    .selectFrom('device')
    .select(['id', 'pix_registered_at', 'pix_day', 'pix_day_spent', 'removed_at'])
    .where('id', '=', deviceId)
    .forUpdate()
    .executeTakeFirst();
}

export async function findDevice(db: Executor, deviceId: string) {
  return db
    .selectFrom('device')
    .select(['id', 'pix_registered_at', 'pix_day', 'pix_day_spent', 'removed_at'])
    .where('id', '=', deviceId)
    .executeTakeFirst();
}

export async function addPixSpent(db: Executor, deviceId: string, day: string, spent: number): Promise<void> {
  await db
    .updateTable('device')
    .set({ pix_day: day, pix_day_spent: spent })
    .where('id', '=', deviceId)
    .execute();
}

/** The live session's device is new for Pix at `now`: the at-once payment leaves such a payment to the step-by-step path. */
export function deviceNewForPix(now: Date) {
  return sql<boolean>`exists (select 1 from "device" d where d."id" = "session"."device_id"
    and d."pix_registered_at" > ${now})`;
}
