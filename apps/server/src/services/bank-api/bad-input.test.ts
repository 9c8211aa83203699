import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { gatewayRoutes as bankRoutes } from '../../gateway-routes.ts';
import { call } from '../../test/bank-helpers.ts';
import { type FixtureCustomer, openCustomer } from '../../test/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { BankAnswer } from './bank-answer.ts';

// Every bank operation, every field of its body at once, with the inputs an outside test found
// answering 500: NUL, lone surrogates, 10 KB strings and __proto__ keys. None may answer 5xx; the
// characters no field may carry are refused at the boundary with 40007 for every route alike.

let t: TestApp;
let who: FixtureCustomer;
/** The gift-card token: the only one the gift-card routes take (bearer 'gift-card'). */
let giftCardToken: string;
beforeAll(async () => {
  t = await createTestApp();
  who = await openCustomer(t, 100_00);
  const device = await call(t.app, 'autenticar/device', {}, who.token);
  if (!device.success) throw new Error('no gift-card token');
  giftCardToken = (device.result as { accessToken: string }).accessToken;
});
afterAll(async () => t?.close());

/** The top-level fields of a route's body schema (an object, maybe wrapped in a pipe or a refine). */
function fieldsOf(schema: z.ZodType): string[] {
  let s: unknown = schema;
  for (let i = 0; i < 5 && s; i++) {
    const def = (s as { def?: Record<string, unknown> }).def;
    if (!def) break;
    if (def.shape && typeof def.shape === 'object') return Object.keys(def.shape as object);
    s = def.in ?? def.innerType ?? def.schema;
  }
  return [];
}

const COMMON = ['chaveDeConta', 'chave', 'identificacaoFiscal', 'idTransacao', 'valor', 'pin', 'texto'];

const giftCardPaths = new Set(bankRoutes.filter((r) => r.bearer === 'gift-card').map((r) => r.path));

function send(path: string, method: string, body: unknown): Promise<BankAnswer> {
  return t.app.bank.dispatch({
    path,
    method,
    body,
    token: giftCardPaths.has(path) ? giftCardToken : who.token,
  });
}

function bodyWith(fields: string[], value: unknown): Record<string, unknown> {
  const body: Record<string, unknown> = { chaveDeIdempotencia: randomUUID() };
  for (const f of fields) body[f] = value;
  return body;
}

const routes = bankRoutes.map((r) => ({
  path: r.path,
  method: r.method,
  fields: [...new Set([...fieldsOf(r.schema), ...COMMON])],
}));

describe('bad input on every bank operation', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', 'a\uD800b'],
    ['a lone low surrogate', '\uDC00'],
    ['ESC', '\u001b[2J'],
  ])('refuses %s in any field with 40007 before the route runs', async (_name, bad) => {
    const answers = await Promise.all(
      routes.map(async (r) => ({
        route: r.path,
        answer: await send(r.path, r.method, bodyWith(r.fields, bad)),
      })),
    );
    for (const { route, answer } of answers) {
      expect({ route, code: answer.success ? 0 : answer.error.code }).toEqual({ route, code: 40007 });
    }
  });

  it('refuses NUL nested in a list and in a key', async () => {
    const nested = await send('conta/consultar-saldo', 'POST', {
      chaveDeConta: who.accountId,
      x: [{ y: 'a\u0000' }],
    });
    const key = await send('conta/consultar-saldo', 'POST', JSON.parse('{"a\\u0000b": 1}'));
    expect([nested, key].map((a) => (a.success ? 0 : a.error.code))).toEqual([40007, 40007]);
  });

  it('never answers 5xx to 10 KB strings in every field, with the account right', async () => {
    const long = 'x'.repeat(10 * 1024);
    let reached = 0;
    for (const r of routes) {
      const body = { ...bodyWith(r.fields, long), chaveDeConta: who.accountId };
      const answer = await send(r.path, r.method, body);
      expect({ route: r.path, status: answer.status < 500 }).toEqual({ route: r.path, status: true });
      if (answer.success || answer.error.code !== 40007) reached += 1;
    }
    // some operations take long text or ignore the field: they ran their handler, not only the schema
    expect(reached).toBeGreaterThan(5);
  });

  it('never answers 5xx to __proto__ and constructor keys, and pollutes nothing', async () => {
    for (const r of routes) {
      const body = JSON.parse(
        `{"__proto__": {"polluted": true}, "constructor": {"prototype": {"polluted": true}}, "chaveDeConta": "${who.accountId}", "chaveDeIdempotencia": "${randomUUID()}"}`,
      );
      for (const f of r.fields)
        if (f !== 'chaveDeConta') body[f] = JSON.parse('{"__proto__": {"polluted": true}}');
      const answer = await send(r.path, r.method, body);
      expect({ route: r.path, status: answer.status < 500 }).toEqual({ route: r.path, status: true });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(routes.length).toBeGreaterThanOrEqual(bankRoutes.length);
  });
});
