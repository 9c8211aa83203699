import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, balanceOf, type LoggedIn, login, registerEvp } from '../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ana: LoggedIn;
let anaKey: string;

const balance = () => balanceOf(t.app, ana);
const receive = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/sandbox/pix/receive', payload: payload as object });

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(t.app, ANA);
  anaKey = await registerEvp(t.app, ana);
});
afterAll(() => t.close());

describe('sandbox: another institution sends a Pix', () => {
  it('credits the key holder through the ledger, with an end-to-end id of the sender', async () => {
    const before = await balance();
    const res = await receive({ chave: anaKey, valor: 37, ispb: '90400002' });
    expect(res.statusCode).toBe(200);
    const { result } = res.json() as { result: { endToEnd: string } };
    expect(result.endToEnd).toMatch(/^E90400002\d{12}[A-Za-z0-9]{11}$/);
    expect(Math.round((await balance()) * 100) - Math.round(before * 100)).toBe(3700);
  });

  it('refuses bad input and an unknown key, and moves nothing', async () => {
    const before = await balance();
    for (const bad of [
      {},
      { chave: anaKey, valor: -1 },
      { chave: anaKey, valor: 1.234 },
      { chave: anaKey, valor: 1, ispb: '1' },
    ]) {
      const res = await receive(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, error: { code: 40007 } });
    }
    const unknown = await receive({ chave: 'nobody@example.com', valor: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: { code: 40013 } });
    expect(await balance()).toBe(before);
  });

  it('does not exist outside the sandbox', async () => {
    const plain = await createTestApp({ config: { seedSandbox: false } });
    try {
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/sandbox/pix/receive',
        payload: { chave: anaKey, valor: 1 },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
