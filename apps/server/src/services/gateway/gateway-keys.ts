import { type GatewayKeyPair, generateGatewayKeyPair, importGatewayKeyPair } from '@carteira/core/envelope';
import type { Kysely } from 'kysely';
import type { GatewayTables } from './gateway.table.ts';
import { isSealedAtRest, openAtRest, sealAtRest } from './key-at-rest.ts';

const CURRENT = 'current';

/**
 * The gateway's RSA key pair lives in the database so every server behind a load balancer uses the
 * same one, its private half sealed under the key-encryption key (key-at-rest.ts). The first server
 * to start makes it; a race between two first starts is settled by the primary key, and both then
 * read the winner's. A private key stored in plain text (before keys were sealed) is sealed in place
 * on the first start that finds it: the same pair, so calls sealed for it keep opening.
 */
export async function loadOrCreateGatewayKey(
  db: Kysely<GatewayTables>,
  kek: Buffer,
): Promise<GatewayKeyPair> {
  const existing = await readKey(db);
  if (existing) return openStored(db, kek, existing);
  const fresh = await generateGatewayKeyPair();
  await db
    .insertInto('gateway_key')
    .values({
      id: CURRENT,
      public_spki: fresh.spkiBase64,
      private_pkcs8: sealAtRest(kek, CURRENT, fresh.pkcs8Base64),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const stored = await readKey(db);
  if (!stored) throw new Error('the gateway key was not stored');
  return openStored(db, kek, stored);
}

function readKey(db: Kysely<GatewayTables>) {
  return db
    .selectFrom('gateway_key')
    .select(['public_spki', 'private_pkcs8'])
    .where('id', '=', CURRENT)
    .executeTakeFirst();
}

async function openStored(
  db: Kysely<GatewayTables>,
  kek: Buffer,
  row: { public_spki: string; private_pkcs8: string },
): Promise<GatewayKeyPair> {
  if (isSealedAtRest(row.private_pkcs8)) {
    return importGatewayKeyPair(row.public_spki, openAtRest(kek, CURRENT, row.private_pkcs8));
  }
  const pair = await importGatewayKeyPair(row.public_spki, row.private_pkcs8);
  await db
    .updateTable('gateway_key')
    .set({ private_pkcs8: sealAtRest(kek, CURRENT, row.private_pkcs8) })
    .where('id', '=', CURRENT)
    .where('private_pkcs8', '=', row.private_pkcs8)
    .execute();
  return pair;
}
