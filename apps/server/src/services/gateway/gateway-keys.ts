import { type GatewayKeyPair, generateGatewayKeyPair, importGatewayKeyPair } from '@carteira/core/envelope';
import { type Kysely, sql } from 'kysely';
import type { GatewayTables } from './gateway.table.ts';
import { isSealedAtRest, openAtRest, sealAtRest } from './key-at-rest.ts';
import { GatewayKeyCache } from './opened-key-cache.ts';

/** The row name of the first key a database gets; every key made by a rotation is named by its key id. */
const FIRST = 'current';
/** A server re-reads the keys' table at most this often while it serves calls (rotations made elsewhere). */
export const KEY_REFRESH_MS = 10_000;
/** ... and at most this often when asked for its public key, so a rotation is published within a second. */
const PUBLISHED_REFRESH_MS = 1_000;
/** However many envelopes name a key it does not hold, a server asks the database at most this often. */
const UNKNOWN_KEY_RELOAD_MS = 1_000;
/** How long a rotated key still opens calls when the operator names no grace (GATEWAY_KEY_GRACE_SECONDS). */
export const DEFAULT_KEY_GRACE_SECONDS = 3600;

/** A key the gateway can open calls with: the published one, or an older one within its grace. */
export interface HeldKey {
  pair: GatewayKeyPair;
  /** null for the published key. */
  retiresAt: Date | null;
  /** The AES keys unwrapped under this RSA key (decision 0002's cache), kept per key. */
  cache: GatewayKeyCache<Buffer>;
}

export type KeyLookup = { kind: 'open'; key: HeldKey } | { kind: 'retired' } | { kind: 'unknown' };

type KeyRow = {
  id: string;
  key_id: string;
  public_spki: string;
  private_pkcs8: string | null;
  retires_at: Date | null;
};

/**
 * The gateway's RSA keys live in the database so every server behind one address uses the same ones,
 * each private half sealed under the key-encryption key (key-at-rest.ts). One key is published
 * (`GET /api/gateway/public-key`); a rotation (rotateGatewayKey) publishes a new one and gives the
 * old one a grace period, during which calls sealed for it still open; then it retires: its private
 * half is erased and a call sealed for it is answered "key retired" (the client fetches the key again).
 *
 * Every server reads the table at start; again at most every KEY_REFRESH_MS while it serves calls (in
 * the background: no call waits for it); when asked for the public key, if its last read is older than
 * a second; and at once (at most once a second) when an envelope names a key it does not hold, so a
 * call sealed for a key just published elsewhere opens on any server.
 * Retirement needs no read: each server compares the key's `retires_at` with its own clock.
 */
export class GatewayKeyRing {
  readonly #keys = new Map<string, HeldKey>();
  readonly #retired = new Set<string>();
  #published: HeldKey | undefined;
  #loadedAt = Number.NEGATIVE_INFINITY;
  #loading: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<GatewayTables>,
    private readonly kek: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  /** Reads the keys, making the first one when the database has none. */
  async start(): Promise<void> {
    await ensureFirstKey(this.db, this.kek);
    await this.#load();
  }

  /** The key clients should seal for now. */
  get published(): GatewayKeyPair {
    if (!this.#published) throw new Error('the gateway keys are not loaded');
    return this.#published.pair;
  }

  /** The published key, after a re-read of the table when the last one is older than a second. */
  async current(): Promise<GatewayKeyPair> {
    if (this.now() - this.#loadedAt >= PUBLISHED_REFRESH_MS) await this.#reload(0);
    return this.published;
  }

  /** What the gateway does with an envelope that names `keyId`. */
  async lookup(keyId: string): Promise<KeyLookup> {
    if (this.now() - this.#loadedAt >= KEY_REFRESH_MS) {
      // In the background: a rotation made elsewhere is seen within KEY_REFRESH_MS of serving calls.
      this.#reload(0).catch(() => undefined);
    }
    const found = this.#find(keyId);
    if (found.kind !== 'unknown') return found;
    await this.#reload(UNKNOWN_KEY_RELOAD_MS);
    return this.#find(keyId);
  }

  /** Forgets the private halves of the keys whose grace has ended, here and in the database. */
  async retireDue(): Promise<void> {
    await retireDueKeys(this.db, new Date(this.now()));
    this.#sweep();
  }

  #sweep(): void {
    const at = this.now();
    for (const [id, key] of this.#keys) {
      if (key.retiresAt && key.retiresAt.getTime() <= at) {
        this.#keys.delete(id);
        this.#retired.add(id);
      }
    }
  }

  #find(keyId: string): KeyLookup {
    this.#sweep();
    const key = this.#keys.get(keyId);
    if (key) return { kind: 'open', key };
    return this.#retired.has(keyId) ? { kind: 'retired' } : { kind: 'unknown' };
  }

  /** One read at a time; a read asked for within `minGapMs` of the last waits for the next one. */
  #reload(minGapMs: number): Promise<void> {
    this.#loading ??= (async () => {
      const wait = this.#loadedAt + minGapMs - this.now();
      if (wait > 0) await new Promise((done) => setTimeout(done, wait));
      await this.#load();
    })().finally(() => {
      this.#loading = undefined;
    });
    return this.#loading;
  }

  async #load(): Promise<void> {
    const rows = await this.db
      .selectFrom('gateway_key')
      .select([
        'id',
        'key_id',
        'public_spki',
        'retires_at',
        // The private half only of a key not yet held: a re-read costs no unsealing.
        sql<
          string | null
        >`case when key_id in (${sql.join([...this.#keys.keys(), ''])}) then null else private_pkcs8 end`.as(
          'private_pkcs8',
        ),
      ])
      .execute();
    const at = this.now();
    for (const row of rows as KeyRow[]) {
      const over = row.retires_at !== null && row.retires_at.getTime() <= at;
      const held = this.#keys.get(row.key_id);
      if (over || (!held && row.private_pkcs8 === null)) {
        this.#keys.delete(row.key_id);
        this.#retired.add(row.key_id);
        continue;
      }
      if (held) {
        held.retiresAt = row.retires_at;
      } else if (row.private_pkcs8 !== null) {
        const pair = await openStored(this.db, this.kek, { ...row, private_pkcs8: row.private_pkcs8 });
        this.#keys.set(row.key_id, { pair, retiresAt: row.retires_at, cache: new GatewayKeyCache<Buffer>() });
      }
      if (row.retires_at === null) this.#published = this.#keys.get(row.key_id);
    }
    this.#loadedAt = at;
  }
}

/** The first key of a database; a race between two first starts is settled by the primary key. */
async function ensureFirstKey(db: Kysely<GatewayTables>, kek: Buffer): Promise<void> {
  const any = await db.selectFrom('gateway_key').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const fresh = await generateGatewayKeyPair();
  await db
    .insertInto('gateway_key')
    .values({
      id: FIRST,
      key_id: fresh.keyId,
      public_spki: fresh.spkiBase64,
      private_pkcs8: sealAtRest(kek, FIRST, fresh.pkcs8Base64),
      retires_at: null,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/**
 * A private key stored in plain text (before keys were sealed) is sealed in place on the first start
 * that finds it: the same pair, so calls sealed for it keep opening.
 */
async function openStored(
  db: Kysely<GatewayTables>,
  kek: Buffer,
  row: { id: string; public_spki: string; private_pkcs8: string },
): Promise<GatewayKeyPair> {
  if (isSealedAtRest(row.private_pkcs8)) {
    return importGatewayKeyPair(row.public_spki, openAtRest(kek, row.id, row.private_pkcs8));
  }
  const pair = await importGatewayKeyPair(row.public_spki, row.private_pkcs8);
  await db
    .updateTable('gateway_key')
    .set({ private_pkcs8: sealAtRest(kek, row.id, row.private_pkcs8) })
    .where('id', '=', row.id)
    .where('private_pkcs8', '=', row.private_pkcs8)
    .execute();
  return pair;
}

/** The published key and the ones still in their grace, for the operator. */
export interface KeyRotation {
  published: string;
  retiring: Array<{ keyId: string; retiresAt: string }>;
}

/**
 * Publishes a new gateway key: the key published until now opens calls for `graceSeconds` more, then
 * retires. Refused when GATEWAY_KEY_KEK does not open the published key (the servers, started with
 * the right one, could not open the new key either). Two rotations at once: the second fails on the
 * one-published index and changes nothing.
 */
export async function rotateGatewayKey(
  db: Kysely<GatewayTables>,
  kek: Buffer,
  graceSeconds: number,
  now: Date = new Date(),
): Promise<KeyRotation> {
  if (!Number.isInteger(graceSeconds) || graceSeconds < 0) {
    throw new Error('the grace period is a whole number of seconds, 0 or more');
  }
  const published = await db
    .selectFrom('gateway_key')
    .select(['id', 'private_pkcs8'])
    .where('retires_at', 'is', null)
    .executeTakeFirst();
  if (published?.private_pkcs8 && isSealedAtRest(published.private_pkcs8)) {
    openAtRest(kek, published.id, published.private_pkcs8); // throws KeyAtRestError with a wrong KEK
  }
  const fresh = await generateGatewayKeyPair();
  const retiresAt = new Date(now.getTime() + graceSeconds * 1000);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('gateway_key')
      .set({ retires_at: retiresAt })
      .where('retires_at', 'is', null)
      .execute();
    await trx
      .insertInto('gateway_key')
      .values({
        id: fresh.keyId,
        key_id: fresh.keyId,
        public_spki: fresh.spkiBase64,
        private_pkcs8: sealAtRest(kek, fresh.keyId, fresh.pkcs8Base64),
        retires_at: null,
      })
      .execute();
  });
  await retireDueKeys(db, now);
  const retiring = await db
    .selectFrom('gateway_key')
    .select(['key_id', 'retires_at'])
    .where('retires_at', '>', now)
    .orderBy('retires_at')
    .execute();
  return {
    published: fresh.keyId,
    retiring: retiring.map((r) => ({ keyId: r.key_id, retiresAt: (r.retires_at as Date).toISOString() })),
  };
}

/** Erases the private half of every key whose grace has ended (any server may run it, any number of times). */
export async function retireDueKeys(db: Kysely<GatewayTables>, now: Date): Promise<void> {
  await db
    .updateTable('gateway_key')
    .set({ private_pkcs8: null })
    .where('retires_at', '<=', now)
    .where('private_pkcs8', 'is not', null)
    .execute();
}
