import { randomUUID } from 'node:crypto';
import { centavos } from '@carteira/core/money';
import { buildBrCode, parseBrCode } from '@carteira/core/pix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../../../platform/database/transaction.ts';
import {
  ANA,
  BRUNO,
  balanceOf,
  CARLA,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../../test/bank-helpers.ts';
import { asBank } from '../../../../../test/own-tables.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';
import { readBalance } from '../../account/account.repository.ts';
import { insertAccount } from '../../ledger/ledger.repository.ts';
import { createPixCharge, getPixCharge, type NewPixCharge } from './pix-charge.service.ts';

let clock = new Date('2026-03-10T15:00:00Z');
let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
let carla: LoggedIn;
let systemAccount: string;

const cents = (reais: number) => Math.round(reais * 100);
const balance = async (who: LoggedIn) => cents(await balanceOf(t.app, who));
const inAnHour = () => new Date(clock.getTime() + 3_600_000);

async function charge(overrides: Partial<NewPixCharge> = {}) {
  return withTransaction(t.db, (trx) =>
    createPixCharge(
      asBank(trx),
      {
        receiverAccountId: bruno.accountId,
        amountCents: 12_345,
        expiresAt: inAnHour(),
        description: 'Entrada do financiamento',
        purpose: 'financing-down-payment',
        reference: randomUUID(),
        ...overrides,
      },
      { now: clock },
    ),
  );
}

const processQr = (who: LoggedIn, qrCode: string) =>
  call(t.app, 'pix/qrcode/processar-qrcode', { qrCode }, who.token);
const payQr = (who: LoggedIn, pin: string, qrCode: string, extra: Record<string, unknown> = {}) =>
  call(
    t.app,
    'pix/operacao/enviar-ordem-pagamento-por-qrcode',
    { chaveDeConta: who.accountId, pin, qrCode, ...extra },
    who.token,
  );
const sandboxPays = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/sandbox/pix/receive', payload });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  [ana, bruno, carla] = await Promise.all([login(t.app, ANA), login(t.app, BRUNO), login(t.app, CARLA)]);
  systemAccount = randomUUID();
  await withTransaction(t.db, (trx) =>
    insertAccount(asBank(trx), {
      id: systemAccount,
      kind: 'system',
      customerId: null,
      code: 'test-financing-receipts',
      agencia: null,
      numero: null,
      descricao: 'Carteira Financiamentos',
      allowNegative: false,
      openedAt: clock,
    }),
  );
});
afterAll(() => t.close());

describe('createPixCharge and getPixCharge', () => {
  it('writes a dynamic code with the location, amount, receiver, txid and CRC, and the charge is ATIVA', async () => {
    const created = await charge();
    expect(created.txid).toMatch(/^[A-Za-z0-9]{25}$/);
    expect(created.location).toMatch(/^pix\.carteira\.example\/qr\/v2\/[0-9a-f]{32}$/);
    const parsed = parseBrCode(created.qrCode);
    expect(parsed.ok && parsed.code).toMatchObject({
      kind: 'dynamic',
      url: created.location,
      amount: 12_345,
      txid: created.txid,
      merchantName: 'BRUNO HENRIQUE LIMA',
      singleUse: true,
    });
    const read = await getPixCharge(asBank(t.db), created.txid, clock);
    expect(read).toMatchObject({
      txid: created.txid,
      status: 'ATIVA',
      amountCents: 12_345,
      paidAt: null,
      endToEnd: null,
      purpose: 'financing-down-payment',
    });
    expect(await getPixCharge(asBank(t.db), 'unknown', clock)).toBeUndefined();
    expect((await getPixCharge(asBank(t.db), created.txid, new Date(inAnHour().getTime() + 1)))?.status).toBe(
      'EXPIRADA',
    );
  });

  it('refuses a bad amount, a past expiry or an unknown receiver', async () => {
    await expect(charge({ amountCents: 0 })).rejects.toThrow(RangeError);
    await expect(charge({ amountCents: 1.5 })).rejects.toThrow(RangeError);
    await expect(charge({ expiresAt: clock })).rejects.toThrow(RangeError);
    await expect(charge({ receiverAccountId: randomUUID() })).rejects.toMatchObject({ code: 40401 });
  });
});

describe('processar-qrcode with a dynamic code', () => {
  it("answers the charge's amount, receiver, txid and expiry", async () => {
    const created = await charge({ amountCents: 5_000 });
    const answer = resultOf(await processQr(ana, created.qrCode));
    expect(answer).toMatchObject({
      tipoQRCode: 2,
      valor: 50,
      nome: 'Bruno Henrique Lima',
      txid: created.txid,
      descricao: 'Entrada do financiamento',
      dataExpiracao: '2026-03-10T13:00:00-03:00',
      beneficiario: { nome: 'Bruno Henrique Lima', instituicao: 'Carteira', ispb: '99999999' },
    });
  });

  it('refuses an expired charge (40077), a paid one (40078) and an unknown location (40072)', async () => {
    const expiring = await charge({ expiresAt: new Date(clock.getTime() + 60_000) });
    const saved = clock;
    clock = new Date(clock.getTime() + 60_000);
    expectError(await processQr(ana, expiring.qrCode), 400, 40077);
    expectError(await payQr(ana, ANA.pin, expiring.qrCode), 400, 40077);
    clock = saved;

    const paid = await charge();
    resultOf(await payQr(ana, ANA.pin, paid.qrCode));
    expectError(await processQr(carla, paid.qrCode), 409, 40078);

    const foreign = (await charge()).qrCode;
    const other = parseBrCode(foreign);
    if (!other.ok) throw new Error('unreadable');
    await t.db
      .deleteFrom('pix_charge')
      .where('location', '=', other.code.url ?? '')
      .execute();
    expectError(await processQr(ana, foreign), 400, 40072);
  });
});

describe("another institution's dynamic code", () => {
  // the central bank manual's dynamic code: valid, its payload at another institution's location
  const foreign = buildBrCode({
    kind: 'dynamic',
    url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
    merchantName: 'Fulano de Tal',
    merchantCity: 'BRASILIA',
    letterCase: 'as-given',
  });

  it('is not called invalid: its payer is told the details could not be loaded (40086), and nothing moves', async () => {
    const before = await balance(ana);
    expectError(await processQr(ana, foreign), 502, 40086);
    expectError(await payQr(ana, ANA.pin, foreign), 502, 40086);
    expect(await balance(ana)).toBe(before);
  });

  it('paid to this bank by another institution, it is refused as not one of its charges (40072)', async () => {
    const answer = await sandboxPays({ qrCode: foreign, valor: 10 });
    expect(answer.json()).toMatchObject({ error: { code: 40072 } });
  });
});

describe('enviar-ordem-pagamento-por-qrcode with a dynamic code', () => {
  it('pays the charge once: the money moves and the charge is CONCLUIDA in the same transaction', async () => {
    const created = await charge({ amountCents: 7_777 });
    const [anaBefore, brunoBefore] = [await balance(ana), await balance(bruno)];
    const order = resultOf<{
      endToEnd: string;
      tipoQRCode: number;
      referenciaInterna: string;
      valorOperacao: number;
    }>(await payQr(ana, ANA.pin, created.qrCode));
    expect(order).toMatchObject({ tipoQRCode: 2, referenciaInterna: created.txid, valorOperacao: 77.77 });
    expect(await balance(ana)).toBe(anaBefore - 7_777);
    expect(await balance(bruno)).toBe(brunoBefore + 7_777);
    expect(await getPixCharge(asBank(t.db), created.txid, clock)).toMatchObject({
      status: 'CONCLUIDA',
      endToEnd: order.endToEnd,
      paidAt: clock,
    });

    expectError(await payQr(ana, ANA.pin, created.qrCode), 409, 40078);
    expectError(await payQr(carla, CARLA.pin, created.qrCode), 409, 40078);
    expect(await balance(ana)).toBe(anaBefore - 7_777);
  });

  it('refuses an amount other than the charge, a wrong PIN and paying oneself, and moves nothing', async () => {
    const created = await charge({ amountCents: 1_000 });
    const before = await balance(ana);
    expectError(await payQr(ana, ANA.pin, created.qrCode, { valor: 10.01 }), 400, 40007);
    expectError(await payQr(ana, '0000', created.qrCode), 400, 10007);
    expectError(await payQr(bruno, BRUNO.pin, created.qrCode), 400, 40010);
    expect(await balance(ana)).toBe(before);
    expect((await getPixCharge(asBank(t.db), created.txid, clock))?.status).toBe('ATIVA');
    resultOf(await payQr(ana, ANA.pin, created.qrCode, { valor: 10 }));
  });

  it("the spec's payload: the reading's end-to-end id (no code) pays the charge under that id", async () => {
    const created = await charge({ amountCents: 2_500 });
    const reading = resultOf<{ endToEnd: string; referenciaInterna: string; tipoQRCode: number }>(
      await processQr(ana, created.qrCode),
    );
    expect(reading).toMatchObject({ tipoQRCode: 2, referenciaInterna: created.txid });
    const order = resultOf<{ endToEnd: string }>(
      await call(
        t.app,
        'pix/operacao/enviar-ordem-pagamento-por-qrcode',
        {
          chaveDeConta: ana.accountId,
          pin: ANA.pin,
          endToEnd: reading.endToEnd,
          tipoQRCode: 2,
          chaveEnderecamento: null,
          referenciaInterna: reading.referenciaInterna,
          valorOperacao: 25,
        },
        ana.token,
      ),
    );
    expect(order.endToEnd).toBe(reading.endToEnd);
    expect((await getPixCharge(asBank(t.db), created.txid, clock))?.status).toBe('CONCLUIDA');
  });

  it('the same idempotency key replays the answer without paying twice', async () => {
    const created = await charge({ amountCents: 2_500 });
    const before = await balance(ana);
    const key = randomUUID();
    const first = await payQr(ana, ANA.pin, created.qrCode, { chaveDeIdempotencia: key });
    const again = await payQr(ana, ANA.pin, created.qrCode, { chaveDeIdempotencia: key });
    expect(again).toEqual(first);
    expect(await balance(ana)).toBe(before - 2_500);
  });

  it('pays a charge of a system account (the receiver is no customer)', async () => {
    const created = await charge({ receiverAccountId: systemAccount, amountCents: 30_000 });
    expect(resultOf(await processQr(ana, created.qrCode))).toMatchObject({
      nome: 'Carteira Financiamentos',
      beneficiario: { identificacaoFiscalMascarada: null },
    });
    const before = await readBalance(asBank(t.db), systemAccount);
    resultOf(await payQr(ana, ANA.pin, created.qrCode));
    expect(await readBalance(asBank(t.db), systemAccount)).toBe(before + 30_000);
    expect((await getPixCharge(asBank(t.db), created.txid, clock))?.status).toBe('CONCLUIDA');
  });

  it('concurrent payers: exactly one wins, the others get 40078, the money moves once', async () => {
    const created = await charge({ receiverAccountId: systemAccount, amountCents: 1_111 });
    const payers: Array<[LoggedIn, string]> = [
      [ana, ANA.pin],
      [bruno, BRUNO.pin],
      [carla, CARLA.pin],
      [ana, ANA.pin],
      [carla, CARLA.pin],
    ];
    const systemBefore = await readBalance(asBank(t.db), systemAccount);
    const answers = await Promise.all(payers.map(([who, pin]) => payQr(who, pin, created.qrCode)));
    expect(answers.filter((a) => a.success)).toHaveLength(1);
    for (const a of answers.filter((x) => !x.success)) expectError(a, 409, 40078);
    expect(await readBalance(asBank(t.db), systemAccount)).toBe(systemBefore + 1_111);
    const payments = await t.db
      .selectFrom('posting')
      .select('movement_id')
      .where('account_id', '=', systemAccount)
      .where('amount', '=', centavos(1_111))
      .execute();
    expect(payments).toHaveLength(1);
  });
});

describe('sandbox: another institution pays a dynamic code', () => {
  it('credits the receiver from the clearing and marks the charge paid; a second payment is refused', async () => {
    const created = await charge({ amountCents: 4_200 });
    const before = await balance(bruno);
    const res = await sandboxPays({ qrCode: created.qrCode, ispb: '90400003' });
    expect(res.statusCode).toBe(200);
    const { result } = res.json() as { result: { endToEnd: string; txid: string } };
    expect(result.endToEnd).toMatch(/^E90400003/);
    expect(result.txid).toBe(created.txid);
    expect(await balance(bruno)).toBe(before + 4_200);
    expect(await getPixCharge(asBank(t.db), created.txid, clock)).toMatchObject({
      status: 'CONCLUIDA',
      endToEnd: result.endToEnd,
    });
    const again = await sandboxPays({ qrCode: created.qrCode });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, error: { code: 40078 } });
    expect(await balance(bruno)).toBe(before + 4_200);
  });

  it('refuses a different amount, an unreadable code and a bad ispb', async () => {
    const created = await charge({ amountCents: 4_200 });
    const wrong = await sandboxPays({ qrCode: created.qrCode, valor: 1 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: { code: 40007 } });
    const bad = await sandboxPays({ qrCode: 'not a code' });
    expect(bad.json()).toMatchObject({ error: { code: 40072 } });
    const ispb = await sandboxPays({ qrCode: created.qrCode, ispb: '1' });
    expect(ispb.json()).toMatchObject({ error: { code: 40007 } });
    expect((await getPixCharge(asBank(t.db), created.txid, clock))?.status).toBe('ATIVA');
  });
});
