import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createGatewayClient } from '../../test/gateway-client.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { keyEncryptionKey, openAtRest, sealAtRest } from './key-at-rest.ts';

const storedKey = async (t: TestApp) =>
  (
    await sql<{ private_pkcs8: string; public_spki: string }>`
      select private_pkcs8, public_spki from gateway_key where id = 'current'`.execute(t.db)
  ).rows[0];

describe("the gateway's private key at rest", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('is stored sealed under the key-encryption key, which the database never holds', async () => {
    const row = await storedKey(t);
    expect(row?.private_pkcs8).toMatch(/^kek1\$[\w-]+\$[\w-]+\$[\w-]+$/);
    const plain = openAtRest(keyEncryptionKey(t.config.gatewayKeyKek), 'current', row?.private_pkcs8 ?? '');
    expect(plain).toMatch(/^MII/); // a PKCS#8 key, base64
    const dump = JSON.stringify((await sql`select * from gateway_key`.execute(t.db)).rows);
    expect(dump).not.toContain(plain.slice(0, 64));
    expect(dump).not.toContain(t.config.gatewayKeyKek);
    // and the gateway still opens what is sealed for it
    const client = await createGatewayClient(t.app);
    const answer = await client.call('utilidades/consultar-proximo-dia-util', { data: '2026-12-24' });
    expect(answer).toMatchObject({ success: true });
  });

  it('a key stored in plain text before is sealed in place on the next start, the same pair', async () => {
    const row = await storedKey(t);
    const kek = keyEncryptionKey(t.config.gatewayKeyKek);
    const plain = openAtRest(kek, 'current', row?.private_pkcs8 ?? '');
    await sql`update gateway_key set private_pkcs8 = ${plain} where id = 'current'`.execute(t.db);
    const restarted = await buildApp({ db: t.db, config: t.config, logger: false });
    try {
      await restarted.ready();
      const after = await storedKey(t);
      expect(after?.private_pkcs8).toMatch(/^kek1\$/);
      expect(after?.public_spki).toBe(row?.public_spki);
      expect(openAtRest(kek, 'current', after?.private_pkcs8 ?? '')).toBe(plain);
      const client = await createGatewayClient(restarted);
      expect(
        await client.call('utilidades/consultar-proximo-dia-util', { data: '2026-12-24' }),
      ).toMatchObject({ success: true });
    } finally {
      await restarted.close();
    }
  });

  it('a server with another key-encryption key refuses to start and changes nothing', async () => {
    const before = await storedKey(t);
    await expect(
      buildApp({
        db: t.db,
        config: { ...t.config, gatewayKeyKek: 'another-secret-of-forty-characters-0000' },
        logger: false,
      }),
    ).rejects.toThrow(/GATEWAY_KEY_KEK does not open the stored gateway key/);
    expect(await storedKey(t)).toEqual(before);
  });

  it('is bound to its row: a sealed key moved to another row does not open', () => {
    const kek = keyEncryptionKey('a-secret-of-at-least-thirty-two-chars!!');
    const sealed = sealAtRest(kek, 'current', 'MIIEv...');
    expect(openAtRest(kek, 'current', sealed)).toBe('MIIEv...');
    expect(() => openAtRest(kek, 'previous', sealed)).toThrow(/does not open/);
  });
});
