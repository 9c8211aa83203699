import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { importGatewayPublicKey, openAnswer, type SealedAnswer, sealRequest } from '@carteira/core/envelope';
import { buildApp } from '@carteira/server/src/app.ts';
import { testConfig } from '@carteira/server/src/platform/config.ts';
import { openDatabase } from '@carteira/server/src/platform/database/database.ts';
import { migrateToLatest } from '@carteira/server/src/platform/database/migrate.ts';
import { DEMO_CUSTOMERS, SANDBOX_DEVICE_METADATA } from '@carteira/server/src/sandbox/customers.ts';
import { seedSandbox } from '@carteira/server/src/sandbox/seed.ts';
import type { Database } from '@carteira/server/src/tables.ts';
import { median, percentile } from './stats.ts';

// Valid-call latency while one address floods the gateway with envelopes that carry the right key id
// and a random wrapped key (each costs an RSA decryption if it gets that far), with the per-address
// limit on and, for comparison, off. Run: npx tsx bench/flood.bench.ts (FLOOD_SECONDS, FLOOD_CLIENTS).

const SECONDS = Number(process.env.FLOOD_SECONDS ?? 5);
const ATTACKERS = Number(process.env.FLOOD_CLIENTS ?? 32);
const VALID_ADDRESS = '198.51.100.7';
const FLOOD_ADDRESS = '203.0.113.9';

interface Phase {
  name: string;
  validMedianMs: number;
  validP95Ms: number;
  validCalls: number;
  validFailures: number;
  floodPerSecond: number;
  flood429: number;
  flood400: number;
}

/** ATTACKERS connections posting the forged envelopes from FLOOD_ADDRESS until stopped. */
function startFlood(url: string, samplesFile: string) {
  const script = `
    const samples = JSON.parse(require('fs').readFileSync(process.argv[1], 'utf8'));
    let stop = false, sent = 0, s429 = 0, s400 = 0;
    process.on('message', () => { stop = true; });
    const loop = async (i) => {
      while (!stop) {
        const res = await fetch(${JSON.stringify(url)}, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '${FLOOD_ADDRESS}' }, body: JSON.stringify(samples[(sent + i) % samples.length]) });
        await res.arrayBuffer();
        sent++; if (res.status === 429) s429++; else if (res.status === 400) s400++;
      }
    };
    Promise.all(Array.from({ length: ${ATTACKERS} }, (_, i) => loop(i))).then(() => process.send({ sent, s429, s400 }, () => process.exit(0)));
  `;
  const child = spawn(process.execPath, ['-e', script, samplesFile], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return {
    stop: () =>
      new Promise<{ sent: number; s429: number; s400: number }>((resolve) => {
        child.once('message', (m) => resolve(m as { sent: number; s429: number; s400: number }));
        child.send('stop');
      }),
  };
}

async function run(limit: number, flood: boolean, name: string): Promise<Phase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'carteira-flood-'));
  const handle = await openDatabase<Database>({ dataDir, poolSize: 8 });
  const config = testConfig({
    gatewayRateLimit: { max: limit, windowMs: 60_000 },
    trustProxy: ['127.0.0.1'],
  });
  await migrateToLatest(handle.db);
  await seedSandbox(handle.db, { pinPepper: config.pinPepper, history: false });
  const app = await buildApp({ db: handle.db, config, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const key = (await (await fetch(`${address}/api/gateway/public-key`)).json()) as {
    keyId: string;
    publicKey: string;
  };
  const publicKey = await importGatewayPublicKey(key.publicKey);

  const post = (body: unknown, from: string) =>
    fetch(`${address}/api/gateway`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
      body: JSON.stringify(body),
    });
  async function call<T>(
    path: string,
    body: object,
    token?: string,
  ): Promise<{ success: boolean; result?: T }> {
    const { envelope, answerKey } = await sealRequest(publicKey, key.keyId, {
      path,
      method: 'POST',
      body,
      token,
    });
    const res = await post(envelope, VALID_ADDRESS);
    if (res.status !== 200) return { success: false };
    return openAnswer(answerKey, (await res.json()) as SealedAnswer);
  }

  const ana = DEMO_CUSTOMERS[0];
  if (!ana) throw new Error('no demo customer');
  const login = await call<{ accessToken: string; contas: { chaveDeConta: string }[] }>(
    'autenticar/cliente',
    {
      identificacaoFiscal: ana.cpf,
      senha: ana.senha,
      metadados: SANDBOX_DEVICE_METADATA,
    },
  );
  if (!login.result) throw new Error('login failed');
  const { accessToken, contas } = login.result;

  const forged = async () => {
    const { envelope } = await sealRequest(publicKey, key.keyId, {
      path: 'conta/consultar-saldo',
      method: 'POST',
      body: {},
    });
    const e = envelope as unknown as Record<string, string>;
    return { ...e, j: randomBytes(Buffer.from(e.j ?? '', 'base64').length).toString('base64') };
  };
  const samples = await Promise.all(Array.from({ length: 64 }, forged));

  // The flood runs in its own process, so its client work does not slow the measuring client's loop.
  const samplesFile = join(dataDir, 'flood.json');
  writeFileSync(samplesFile, JSON.stringify(samples));
  const attacker = flood ? startFlood(`${address}/api/gateway`, samplesFile) : undefined;
  const end = Date.now() + SECONDS * 1000;
  const latencies: number[] = [];
  let failures = 0;
  const valid = (async () => {
    while (Date.now() < end) {
      const started = performance.now();
      const answer = await call(
        'conta/consultar-saldo',
        { chaveDeConta: contas[0]?.chaveDeConta },
        accessToken,
      );
      latencies.push(performance.now() - started);
      if (!answer.success) failures += 1;
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  await valid;
  const counts = attacker ? await attacker.stop() : { sent: 0, s429: 0, s400: 0 };
  await app.close();
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
  return {
    name,
    validMedianMs: median(latencies),
    validP95Ms: percentile(latencies, 95),
    validCalls: latencies.length,
    validFailures: failures,
    floodPerSecond: counts.sent / SECONDS,
    flood429: counts.s429,
    flood400: counts.s400,
  };
}

const phases = [
  await run(600, false, 'no flood'),
  await run(600, true, `flood, limit 600/min per address`),
  await run(1_000_000_000, true, 'flood, no limit'),
];
console.log(
  `valid calls (conta/consultar-saldo, one client) during ${SECONDS} s, ${ATTACKERS} flooding connections:`,
);
for (const p of phases) {
  console.log(
    `  ${p.name.padEnd(34)} valid median ${p.validMedianMs.toFixed(1)} ms, p95 ${p.validP95Ms.toFixed(1)} ms ` +
      `(${p.validCalls} calls, ${p.validFailures} failed); flood ${p.floodPerSecond.toFixed(0)}/s, ` +
      `${p.flood429} answered 429, ${p.flood400} opened and refused 400`,
  );
  if (p.validFailures > 0) process.exitCode = 1;
}
