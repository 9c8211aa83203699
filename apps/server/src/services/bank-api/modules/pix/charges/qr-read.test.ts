import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  balanceOf,
  CARLA,
  call,
  expectError,
  type LoggedIn,
  login,
  registerEvp,
  resultOf,
} from '../../../../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';
import { LOOKUP_END_TO_END_TTL_MS } from '../keys/lookup-end-to-end.ts';

let clock = new Date('2026-03-10T15:00:00Z');
let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
let carla: LoggedIn;
let brunoKey: string;

interface Reading {
  endToEnd: string;
  referenciaInterna: string | null;
  tipoQRCode: number;
  chave: string | null;
}

const staticCode = async (valor?: number) =>
  resultOf<{ qrCode: string }>(
    await call(
      t.app,
      'pix/qrcode/gerar-qrcode-estatico',
      { chaveDeConta: bruno.accountId, chave: brunoKey, ...(valor ? { valor } : {}) },
      bruno.token,
    ),
  ).qrCode;
const read = async (who: LoggedIn, qrCode: string) =>
  resultOf<Reading>(await call(t.app, 'pix/qrcode/processar-qrcode', { qrCode }, who.token));
/** The spec's payload: the reading's id and its echo, no code. */
const pay = (who: LoggedIn, pin: string, reading: Reading, extra: Record<string, unknown> = {}) =>
  call(
    t.app,
    'pix/operacao/enviar-ordem-pagamento-por-qrcode',
    {
      chaveDeConta: who.accountId,
      pin,
      endToEnd: reading.endToEnd,
      tipoQRCode: reading.tipoQRCode,
      chaveEnderecamento: reading.chave,
      referenciaInterna: reading.referenciaInterna,
      ...extra,
    },
    who.token,
  );

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  [ana, bruno, carla] = await Promise.all([login(t.app, ANA), login(t.app, BRUNO), login(t.app, CARLA)]);
  brunoKey = await registerEvp(t.app, bruno);
});
afterAll(() => t.close());

describe("a Pix by QR code carries its reading's end-to-end id", () => {
  it('the reading hands out an id; the payment names it (no code) and is made under it', async () => {
    const reading = await read(ana, await staticCode(12.5));
    expect(reading.endToEnd).toMatch(/^E\d{8}\d{12}[A-Za-z0-9]{11}$/);
    const before = await balanceOf(t.app, ana);
    const order = resultOf<{ endToEnd: string; valorOperacao: number }>(await pay(ana, ANA.pin, reading));
    expect(order).toMatchObject({ endToEnd: reading.endToEnd, valorOperacao: 12.5 });
    expect(await balanceOf(t.app, ana)).toBeCloseTo(before - 12.5, 2);
    const paid = await t.db
      .selectFrom('pix_payment')
      .select('end_to_end')
      .where('end_to_end', '=', reading.endToEnd)
      .execute();
    expect(paid).toHaveLength(1);
  });

  it('a code without an amount is paid with valorOperacao', async () => {
    const reading = await read(ana, await staticCode());
    const order = resultOf<{ valorOperacao: number }>(
      await pay(ana, ANA.pin, reading, { valorOperacao: 3.25 }),
    );
    expect(order.valorOperacao).toBe(3.25);
  });

  it("pays once, and refuses another customer's reading, an old one and an echo that is not the code's", async () => {
    const reading = await read(ana, await staticCode(1));
    expectError(await pay(carla, CARLA.pin, reading), 400, 40007);
    expectError(await pay(ana, ANA.pin, reading, { chaveEnderecamento: 'ana@example.com' }), 400, 40007);
    expectError(await pay(ana, ANA.pin, reading, { tipoQRCode: 2 }), 400, 40007);
    expectError(await pay(ana, ANA.pin, reading, { qrCode: await staticCode(2) }), 400, 40007);
    const before = await balanceOf(t.app, ana);
    resultOf(await pay(ana, ANA.pin, reading));
    expectError(await pay(ana, ANA.pin, reading), 400, 40007);
    expect(await balanceOf(t.app, ana)).toBeCloseTo(before - 1, 2);

    const old = await read(ana, await staticCode(1));
    const saved = clock;
    clock = new Date(clock.getTime() + LOOKUP_END_TO_END_TTL_MS + 1_000);
    try {
      expectError(await pay(ana, ANA.pin, old), 400, 40007);
    } finally {
      clock = saved;
    }
  });

  it('a wrong PIN leaves the reading good for the next try', async () => {
    const reading = await read(ana, await staticCode(2));
    expectError(await pay(ana, '0000', reading), 400, 10007);
    expect(resultOf<{ endToEnd: string }>(await pay(ana, ANA.pin, reading)).endToEnd).toBe(reading.endToEnd);
  });

  it('needs the reading or the code', async () => {
    expectError(
      await call(
        t.app,
        'pix/operacao/enviar-ordem-pagamento-por-qrcode',
        { chaveDeConta: ana.accountId, pin: ANA.pin, valor: 1 },
        ana.token,
      ),
      400,
      40007,
    );
  });
});
