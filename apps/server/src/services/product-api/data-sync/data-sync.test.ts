import { DATA_SYNC_INTERVAL_MS } from '@carteira/core/shell-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, BRUNO, login } from '../../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

const NOW = new Date('2026-11-28T12:00:00Z');

let t: TestApp;
let clock = NOW;
let ana: string;
let bruno: string;

/** Moves the clock and logs both in again (a bank session lasts 1440 minutes). */
async function at(date: Date) {
  clock = date;
  ana = (await login(t.app, ANA)).token;
  bruno = (await login(t.app, BRUNO)).token;
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await at(NOW);
});
afterAll(() => t.close());

const properties = (variant: string, bearer = ana) =>
  t.app.inject({
    method: 'GET',
    url: `/api/product/getDataSyncProperties/${variant}`,
    headers: { authorization: `Bearer ${bearer}` },
  });
const sync = (payload: object, bearer = ana) =>
  t.app.inject({
    method: 'POST',
    url: '/api/product/dataSync',
    headers: { authorization: `Bearer ${bearer}` },
    payload,
  });
const counts = { CPF: 1, CNPJ: 0, PHONE: 1, EMAIL: 0, EVP: 2 };

describe('data sync', () => {
  it('asks a shell for the card status in the phone wallet and the Pix key metrics; a browser for the metrics', async () => {
    const shell = await properties('nm');
    expect(shell.statusCode).toBe(200);
    expect(shell.json()).toEqual({
      neededDataProperties: ['GET_CARD_STATUS_IN_GPAY', 'GET_PIX_KEY_METRICS'],
      syncIntervalMs: 604_800_000,
      lastSyncAt: null,
    });
    expect((await properties('browser')).json().neededDataProperties).toEqual(['GET_PIX_KEY_METRICS']);
    expect((await properties('tablet')).statusCode).toBe(400);
    expect((await properties('nm', 'not-a-token')).statusCode).toBe(401);
  });

  it('keeps one sync a customer every 604800000 ms: a sooner one is 429 with the time the next is due', async () => {
    const first = await sync({
      variant: 'maker',
      GET_CARD_STATUS_IN_GPAY: { phoneWalletAvailable: true },
      GET_PIX_KEY_METRICS: counts,
    });
    expect(first.statusCode).toBe(202);
    await at(new Date(NOW.getTime() + DATA_SYNC_INTERVAL_MS - 1));
    const soon = await sync({ variant: 'maker', GET_PIX_KEY_METRICS: counts });
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toMatchObject({
      reason: 'dataSyncTooSoon',
      nextAt: NOW.getTime() + DATA_SYNC_INTERVAL_MS,
    });
    // another customer's week is their own
    expect((await sync({ variant: 'browser', GET_PIX_KEY_METRICS: counts }, bruno)).statusCode).toBe(202);
    await at(new Date(NOW.getTime() + DATA_SYNC_INTERVAL_MS));
    expect((await sync({ variant: 'maker', GET_PIX_KEY_METRICS: counts })).statusCode).toBe(202);
    expect((await properties('maker')).json().lastSyncAt).toBe(clock.getTime());
  });

  it('a browser cannot report a phone wallet, and bad input keeps nothing', async () => {
    await at(new Date(NOW.getTime() + 10 * DATA_SYNC_INTERVAL_MS));
    for (const bad of [
      { variant: 'browser', GET_PIX_KEY_METRICS: { ...counts, CPF: 21 } },
      { variant: 'browser', GET_PIX_KEY_METRICS: { ...counts, key: 'x' } },
      { variant: 'browser', extra: true },
    ]) {
      expect((await sync(bad, bruno)).statusCode).toBe(400);
    }
    expect(
      (await sync({ variant: 'browser', GET_CARD_STATUS_IN_GPAY: { phoneWalletAvailable: true } }, bruno))
        .statusCode,
    ).toBe(202);
    const rows = await t.db
      .selectFrom('data_sync_report')
      .select(['phone_wallet_available'])
      .orderBy('received_at', 'desc')
      .limit(1)
      .execute();
    expect(rows[0]?.phone_wallet_available).toBeNull();
  });
});
