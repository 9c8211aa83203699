import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { importGatewayPublicKey, openAnswer, type SealedAnswer, sealRequest } from '@carteira/core/envelope';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO } from './test/bank-helpers.ts';
import { SANDBOX_DEVICE_METADATA } from './test/sandbox-fixtures.ts';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));
const URL_ = process.env.TEST_DATABASE_URL;

/** One HTTP call on a connection of its own, so node:cluster hands it to the next worker. */
function once(
  port: number,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; worker: string; json: unknown }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: payload
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
          : {},
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += String(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          let json: unknown;
          try {
            json = text ? JSON.parse(text) : undefined;
          } catch {
            json = undefined; // a proxy's or a closing server's page
          }
          resolve({
            status: res.statusCode ?? 0,
            worker: String(res.headers['x-carteira-worker'] ?? ''),
            json,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const address = probe.address();
  await new Promise((done) => probe.close(done));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * WORKERS=2 on PostgreSQL: the real server, its primary process and two node:cluster workers on one
 * port, on a database of its own. Runs in the PostgreSQL run of the suite (TEST_DATABASE_URL).
 */
describe.skipIf(!URL_)('WORKERS: several server processes behind one port', () => {
  const database = `${new URL(URL_ ?? 'postgres://x/y').pathname.slice(1)}_workers_${randomBytes(3).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: URL_ });
  let child: ChildProcess;
  let exited: Promise<number | null>;
  let port: number;
  let out = '';

  beforeAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`create database ${database}`);
    await c.end();
    port = await freePort();
    const url = new URL(URL_ ?? '');
    url.pathname = `/${database}`;
    child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        PATH: process.env.PATH,
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: url.toString(),
        WORKERS: '2',
        WEB_DIST: '/nonexistent',
        SANDBOX_LOGINS: 'false',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk) => {
        out += String(chunk);
        if (/listening on http:\/\/\S+ \(2 worker processes/.test(out)) resolve();
      });
      child.stderr?.on('data', (chunk) => {
        out += String(chunk);
      });
      void exited.then((code) => reject(new Error(`the server exited (${code}): ${out.slice(-500)}`)));
    });
  }, 120_000);

  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    const c = admin();
    await c.connect();
    await c.query(`drop database if exists ${database} with (force)`);
    await c.end();
  });

  it('refuses WORKERS on the embedded database, saying why', () => {
    let message = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', SERVER], {
        env: { PATH: process.env.PATH, WORKERS: '2', DATA_DIR: '/nonexistent' },
        stdio: 'pipe',
      });
    } catch (err) {
      message = String((err as { stderr?: Buffer }).stderr);
    }
    expect(message).toContain('WORKERS=2 needs PostgreSQL (DATABASE_URL)');
  }, 60_000);

  it('spreads calls over both workers; a login on one serves a call on the other; SIGTERM stops them all', async () => {
    const key = (await once(port, 'GET', '/api/gateway/public-key')).json as {
      keyId: string;
      publicKey: string;
    };
    const publicKey = await importGatewayPublicKey(key.publicKey);
    const bank = async (path: string, body: Record<string, unknown>, token?: string) => {
      const full = { metadados: SANDBOX_DEVICE_METADATA, organizationUnitId: 1, ...body };
      const { envelope, answerKey } = await sealRequest(publicKey, key.keyId, {
        path,
        method: 'POST',
        body: full,
        token,
      });
      const res = await once(port, 'POST', '/api/gateway', envelope);
      if (res.status !== 200) return { worker: res.worker, answer: undefined, status: res.status };
      const answer = await openAnswer<{ success: boolean; result?: unknown }>(
        answerKey,
        res.json as SealedAnswer,
      );
      return { worker: res.worker, answer, status: res.status };
    };

    const login = await bank('autenticar/cliente', {
      identificacaoFiscal: ANA.cpf,
      senha: ANA.senha,
      chaveDeIdempotencia: randomUUID(),
    });
    const session = login.answer?.result as { accessToken: string; contas: Array<{ chaveDeConta: string }> };
    const account = session.contas[0]?.chaveDeConta ?? '';
    const balance = () => bank('conta/consultar-saldo', { chaveDeConta: account }, session.accessToken);
    // The next connection goes to the other worker: the session made on one serves the call there.
    let other = await balance();
    for (let i = 0; other.worker === login.worker && i < 4; i++) other = await balance();
    expect(other.worker).not.toBe(login.worker);
    expect(other.answer?.success).toBe(true);
    const saldoOf = (answer: { result?: unknown } | undefined) =>
      Math.round(((answer?.result as { saldo?: number } | undefined)?.saldo ?? Number.NaN) * 100);
    const before = saldoOf(other.answer);

    // 20 transfers, each sent twice at once (the copies on whichever workers they land on).
    const keys = Array.from({ length: 20 }, () => randomUUID());
    const pay = (chave: string) =>
      bank(
        'transferencias/efetuar-transferencia-entre-contas-arbi',
        {
          chaveDeConta: account,
          pin: ANA.pin,
          valor: 0.01,
          agenciaDestino: '0001',
          contaDestino: BRUNO.conta,
          chaveDeIdempotencia: chave,
        },
        session.accessToken,
      );
    const answers = await Promise.all([...keys, ...keys].map(pay));
    for (const a of answers) expect(a.answer?.success).toBe(true);
    const served = new Map<string, number>();
    for (const a of [login, other, ...answers]) served.set(a.worker, (served.get(a.worker) ?? 0) + 1);
    expect([...served.keys()].sort()).toEqual(['0', '1']);
    for (const n of served.values()) expect(n).toBeGreaterThanOrEqual(10);
    const after = saldoOf((await balance()).answer);
    expect(after).toBe(before - keys.length);

    // SIGTERM to the primary: both workers close, then it exits 0.
    const workers = execFileSync('pgrep', ['-P', String(child.pid), '-f', 'server.ts'])
      .toString()
      .trim()
      .split('\n')
      .map(Number);
    expect(workers).toHaveLength(2);
    const inFlight = Promise.allSettled(keys.slice(0, 6).map(pay));
    await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // The replays sent as it closed were answered (the same answers) or refused before any work.
    for (const a of await inFlight) {
      if (a.status === 'fulfilled' && a.value.status === 200) expect(a.value.answer?.success).toBe(true);
    }
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
    console.info(`WORKERS=2: calls served by worker ${[...served].map(([w, n]) => `${w}: ${n}`).join(', ')}`);
  }, 120_000);
});
