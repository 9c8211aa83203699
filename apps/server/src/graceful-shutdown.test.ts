import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { importGatewayPublicKey, openAnswer, type SealedAnswer, sealRequest } from '@carteira/core/envelope';
import { afterAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO } from './test/bank-helpers.ts';
import { SANDBOX_DEVICE_METADATA } from './test/sandbox-fixtures.ts';

const SERVER = fileURLToPath(new URL('./server.ts', import.meta.url));

/** The real server in a process of its own, on the embedded database in `dataDir`. */
async function startServer(
  dataDir: string,
): Promise<{ child: ChildProcess; base: string; exited: Promise<number | null>; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      PATH: process.env.PATH,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      SANDBOX_LOGINS: 'false',
      LOG_LEVEL: 'warn',
      // the date matrix's pinned clock, so the envelopes' timestamps agree with this process's
      ...(process.env.BANK_CLOCK_AT ? { BANK_CLOCK_AT: process.env.BANK_CLOCK_AT } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let out = '';
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk) => {
      out += String(chunk);
      const found = /listening on (http:\/\/\S+)/.exec(out);
      if (found?.[1]) resolve(found[1]);
    });
    child.stderr?.on('data', (chunk) => {
      out += String(chunk);
    });
    void exited.then((code) => reject(new Error(`the server exited (${code}): ${out.slice(-500)}`)));
  });
  return { child, base, exited, output: () => out };
}

/** Sealed bank calls over real HTTP, as the web app makes them. */
async function bankClient(base: string) {
  const key = (await (await fetch(`${base}/api/gateway/public-key`)).json()) as {
    keyId: string;
    publicKey: string;
  };
  const publicKey = await importGatewayPublicKey(key.publicKey);
  return async (path: string, body: Record<string, unknown>, token?: string) => {
    const full = { metadados: SANDBOX_DEVICE_METADATA, organizationUnitId: 1, ...body };
    const { envelope, answerKey } = await sealRequest(publicKey, key.keyId, {
      path,
      method: 'POST',
      body: full,
      token,
    });
    const res = await fetch(`${base}/api/gateway`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(envelope),
    });
    if (res.status !== 200) return { refused: res.status } as const;
    return {
      answer: await openAnswer<{ success: boolean; result?: unknown }>(
        answerKey,
        (await res.json()) as SealedAnswer,
      ),
    };
  };
}

// The server process runs on its embedded database: once, in the PGlite run of the suite.
describe.skipIf(process.env.TEST_DATABASE_URL)('a server stopped with SIGTERM under load', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'carteira-sigterm-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes the calls in flight, refuses the rest, and loses or doubles no payment', async () => {
    let server = await startServer(dataDir);
    let call = await bankClient(server.base);
    const login = async () => {
      const { answer } = await call('autenticar/cliente', {
        identificacaoFiscal: ANA.cpf,
        senha: ANA.senha,
        chaveDeIdempotencia: randomUUID(),
      });
      const result = answer?.result as
        | { accessToken: string; contas: Array<{ chaveDeConta: string }> }
        | undefined;
      return { token: result?.accessToken ?? '', account: result?.contas[0]?.chaveDeConta ?? '' };
    };
    let ana = await login();
    const balance = async () => {
      const { answer } = await call('conta/consultar-saldo', { chaveDeConta: ana.account }, ana.token);
      const result = answer?.result as { saldo: number } | undefined;
      return Math.round((result?.saldo ?? Number.NaN) * 100);
    };
    const before = await balance();
    const payments = Array.from({ length: 50 }, () => randomUUID());
    const pay = (key: string) =>
      call(
        'transferencias/efetuar-transferencia-entre-contas-arbi',
        {
          chaveDeConta: ana.account,
          pin: ANA.pin,
          valor: 0.01,
          agenciaDestino: '0001',
          contaDestino: BRUNO.conta,
          chaveDeIdempotencia: key,
        },
        ana.token,
      ).catch(() => ({ refused: 'connection' }) as const);

    // 40 payments under way, then SIGTERM, then 10 more while it closes
    const first = payments.slice(0, 40).map(pay);
    await new Promise((r) => setTimeout(r, 100));
    server.child.kill('SIGTERM');
    const late = payments.slice(40).map(pay);
    const answers = await Promise.all([...first, ...late]);
    expect(await server.exited, server.output().split('SIGTERM')[1]).toBe(0);
    for (const a of answers) {
      if ('answer' in a) expect(a.answer?.success).toBe(true);
      else expect([503, 'connection']).toContain(a.refused);
    }
    const done = answers.filter((a) => 'answer' in a).length;
    expect(done).toBeGreaterThan(0);

    // back up: every payment not answered is sent again with its key; the answered ones too
    server = await startServer(dataDir);
    call = await bankClient(server.base);
    ana = await login();
    const again = await Promise.all(payments.map(pay));
    for (const a of again) expect('answer' in a && a.answer?.success).toBe(true);
    expect(await balance()).toBe(before - 50);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
