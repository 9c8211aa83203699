import { type GatewayKeyPair, generateGatewayKeyPair, importGatewayKeyPair } from '@carteira/core/envelope';
import type { Kysely } from 'kysely';
import type { GatewayTables } from './gateway.table.ts';

const CURRENT = 'current';

/**
 * The gateway's RSA key pair lives in the database so every server behind a load balancer uses the
 * same one. The first server to start makes it; a race between two first starts is settled by the
 * primary key, and both then read the winner's.
 */
export async function loadOrCreateGatewayKey(db: Kysely<GatewayTables>): Promise<GatewayKeyPair> {
  const existing = await db
    .selectFrom('gateway_key')
    .selectAll()
    .where('id', '=', CURRENT)
    .executeTakeFirst();
  if (existing) return importGatewayKeyPair(existing.public_spki, existing.private_pkcs8);
  const fresh = await generateGatewayKeyPair();
  await db
    .insertInto('gateway_key')
    .values({ id: CURRENT, public_spki: fresh.spkiBase64, private_pkcs8: fresh.pkcs8Base64 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const stored = await db
    .selectFrom('gateway_key')
    .selectAll()
    .where('id', '=', CURRENT)
    .executeTakeFirstOrThrow();
  return importGatewayKeyPair(stored.public_spki, stored.private_pkcs8);
}
