import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO, login, transfer } from '../test/bank-helpers.ts';
import { createGatewayClient } from '../test/gateway-client.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { serveOps } from './ops-server.ts';

describe('metrics for operators (Prometheus text format)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('counts payments by kind and outcome, refusals by reason, HTTP by route, and due work by job', async () => {
    const ana = await login(t.app, ANA);
    await transfer(t.app, ana, BRUNO, 1, { pin: ANA.pin });
    await transfer(t.app, ana, BRUNO, 1, { pin: '0000' });
    const client = await createGatewayClient(t.app);
    await client.call('conta/consultar-saldo', { chaveDeConta: ana.accountId }, ana.token);
    await client.post({ not: 'an envelope' });
    await t.app.pixJobs.runDue();

    const text = await t.app.metrics.registry.metrics();
    const path = 'transferencias/efetuar-transferencia-entre-contas-arbi';
    expect(text).toMatch(
      new RegExp(`carteira_bank_call_duration_seconds_count\\{path="${path}",outcome="ok"\\} 1`),
    );
    expect(text).toMatch(
      new RegExp(`carteira_bank_call_duration_seconds_count\\{path="${path}",outcome="\\d{5}"\\} 1`),
    );
    expect(text).toMatch(
      /carteira_bank_call_duration_seconds_count\{path="conta\/consultar-saldo",outcome="ok"\} 1/,
    );
    expect(text).toMatch(/carteira_requests_refused_total\{reason="[^"]+"\} 1/);
    expect(text).toMatch(
      /carteira_http_request_duration_seconds_count\{method="POST",route="\/api\/gateway",status="200"\} 1/,
    );
    expect(text).toMatch(/carteira_due_work_caught_up\{job="pix schedules"\} 1/);
    expect(text).toMatch(/carteira_due_work_last_run_timestamp_seconds\{job="pix schedules"\} \d/);
    // nothing of a customer: no token, CPF, account or amount in any label
    expect(text).not.toContain(ana.token);
    expect(text).not.toContain(ana.accountId);
    expect(text).not.toMatch(/390\.?533\.?447/);
  });

  it('is served on its own port only: the public one has no /metrics', async () => {
    // With a built web app the public port answers /metrics with the app's page: never the metrics.
    const publicAnswer = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(publicAnswer.body).not.toContain('# TYPE');
    expect(publicAnswer.headers['content-type'] ?? '').not.toMatch(/^text\/plain/);
    const backup = async () => 'carteira-test.tar.gz';
    const rotateGatewayKey = async (grace: number | undefined) => ({ grace: grace ?? null });
    const server = await serveOps(
      { registry: t.app.metrics.registry, backup, rotateGatewayKey },
      0,
      '127.0.0.1',
    );
    try {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(await res.text()).toContain('# TYPE carteira_http_request_duration_seconds histogram');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
      const made = await fetch(`http://127.0.0.1:${port}/backup`, { method: 'POST' });
      expect(await made.json()).toEqual({ file: 'carteira-test.tar.gz' });
      const rotated = await fetch(`http://127.0.0.1:${port}/gateway/rotate-key?grace=30`, { method: 'POST' });
      expect(await rotated.json()).toEqual({ grace: 30 });
      const bad = await fetch(`http://127.0.0.1:${port}/gateway/rotate-key?grace=soon`, { method: 'POST' });
      expect(bad.status).toBe(400);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});
