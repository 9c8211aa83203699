import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  balanceOf,
  call,
  DANIEL,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';
import { qrIdOf } from './qr-code-text.ts';
import { allowedReturn } from './qr-payment.service.ts';

let clock = new Date('2026-03-11T15:00:00Z');
let t: TestApp;
let ana: LoggedIn;
let daniel: LoggedIn;

interface Issued {
  qrCode: string;
  link: string;
  pedido: string;
  dataExpiracao: string;
}

async function issue(body: Record<string, unknown>): Promise<Issued> {
  const res = await t.app.inject({ method: 'POST', url: '/api/sandbox/qr-payments', payload: body });
  expect(res.statusCode).toBe(200);
  return res.json().result as Issued;
}
const validate = (who: LoggedIn, qrCode: string) =>
  call(t.app, 'dimoqrcode/validar', { chaveDeConta: who.accountId, qrCode }, who.token);
const pay = (who: LoggedIn, pin: string, qrCode: string, valor: number, key?: string) =>
  call(
    t.app,
    'dimoqrcode/efetuar-pagamento',
    { chaveDeConta: who.accountId, pin, qrCode, valor, ...(key ? { chaveDeIdempotencia: key } : {}) },
    who.token,
  );
const statementTypes = async (who: LoggedIn) => {
  const rows = await t.db
    .selectFrom('posting')
    .innerJoin('movement', 'movement.id', 'posting.movement_id')
    .innerJoin('account', 'account.id', 'posting.account_id')
    .select(['movement.type_id', 'posting.amount', 'account.code'])
    .where('movement.kind', '=', 'QR_PAGAMENTO')
    .execute();
  return { rows, who };
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  [ana, daniel] = await Promise.all([login(t.app, ANA), login(t.app, DANIEL)]);
});
afterAll(() => t.close());

describe('the QR code text', () => {
  it('is the scheme marker, pay/ and a 20-character id, read in any case', () => {
    expect(qrIdOf('dimo:pay/ABCDEFGHJKLMNPQRSTUV')).toBe('ABCDEFGHJKLMNPQRSTUV');
    expect(qrIdOf(' DIMO:PAY/abcdefghjklmnpqrstuv ')).toBe('ABCDEFGHJKLMNPQRSTUV');
    expect(qrIdOf('dimo:pay/ABC')).toBeNull();
    expect(qrIdOf('00020126360014br.gov.bcb.pix')).toBeNull();
  });
});

describe('dimoqrcode/validar', () => {
  it('shows merchant, amount and expiry of an open code', async () => {
    const code = await issue({ valor: 49.9, validadeSegundos: 600, descricao: 'Camiseta' });
    const r = resultOf(await validate(ana, code.qrCode));
    expect(r).toMatchObject({
      qrCode: code.qrCode,
      estabelecimento: { nome: 'Shopping Exemplo', cidade: 'São Paulo - SP' },
      valor: 49.9,
      descricao: 'Camiseta',
      dataExpiracao: '2026-03-11T12:10:00-03:00',
      situacao: 'ABERTO',
    });
    expect((r.estabelecimento as { cnpj: string }).cnpj).toMatch(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
  });
  it('refuses unreadable, unknown and expired codes clearly', async () => {
    expectError(await validate(ana, 'https://example.com'), 400, 40170);
    expectError(await validate(ana, 'dimo:pay/ZZZZZZZZZZZZZZZZZZZZ'), 404, 40470);
    const code = await issue({ valor: 10, validadeSegundos: 60 });
    clock = new Date(clock.getTime() + 60_000);
    expectError(await validate(ana, code.qrCode), 400, 40171);
  });
  it('lists the fixed sandbox codes: the same texts every time, one open and one expired', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/sandbox/qr-payments' });
    const second = await t.app.inject({ method: 'GET', url: '/api/sandbox/qr-payments' });
    const codes = first.json().result.codigos as { pedido: string; qrCode: string }[];
    expect(second.json().result.codigos).toEqual(first.json().result.codigos);
    const open = codes.find((c) => c.pedido === 'demo-aberto');
    const expired = codes.find((c) => c.pedido === 'demo-vencido');
    if (!open || !expired) throw new Error('missing fixed codes');
    expect(resultOf(await validate(ana, open.qrCode))).toMatchObject({ valor: 12.5 });
    expectError(await validate(ana, expired.qrCode), 400, 40171);
  });
});

describe('dimoqrcode/efetuar-pagamento', () => {
  it('pays once through the ledger into the merchant settlement account, type 4078, with a receipt', async () => {
    const code = await issue({ valor: 25.5, loja: 'cafe-da-praca' });
    const before = await balanceOf(t.app, ana);
    const [key1, key2] = [randomUUID(), randomUUID()];
    const paid = resultOf(await pay(ana, ANA.pin, code.qrCode, 25.5, key1));
    expect(paid).toMatchObject({ status: 'EFETIVADO', tipoTransacao: 4078, valor: 25.5 });
    expect(await balanceOf(t.app, ana)).toBe(before - 25.5);
    // The same key again: the same answer, no second movement.
    expect(resultOf(await pay(ana, ANA.pin, code.qrCode, 25.5, key1))).toEqual(paid);
    expect(await balanceOf(t.app, ana)).toBe(before - 25.5);
    // Another key: the code is paid.
    expectError(await pay(ana, ANA.pin, code.qrCode, 25.5, key2), 409, 40172);
    expectError(await validate(daniel, code.qrCode), 409, 40172);
    const { rows } = await statementTypes(ana);
    const legs = rows.filter((r) => Math.abs(Number(r.amount)) === 2550);
    expect(legs.map((l) => l.type_id)).toEqual([4078, 4078]);
    expect(legs.find((l) => Number(l.amount) > 0)?.code).toBe('sandbox-qr-cafe-da-praca');
    const receipt = resultOf(
      await call(
        t.app,
        'comprovante/consultar-comprovantes-por-id-transacao',
        { chaveDeConta: ana.accountId, idTransacao: paid.idTransacao },
        ana.token,
      ),
    );
    expect(JSON.stringify(receipt)).toContain('Café da Praça');
    const audit = await ledgerAudit(asBank(t.db));
    expect(audit.mismatched).toEqual([]);
    expect(Number(audit.total)).toBe(0);
  });
  it('refuses a wrong PIN, another amount, an empty balance and an expired code, moving nothing', async () => {
    const code = await issue({ valor: 150, validadeSegundos: 120 });
    const before = await balanceOf(t.app, daniel);
    expectError(await pay(daniel, '0000', code.qrCode, 150), 400, 10007);
    expectError(await pay(daniel, DANIEL.pin, code.qrCode, 1), 400, 40173);
    // Daniel holds R$ 100,00.
    expectError(await pay(daniel, DANIEL.pin, code.qrCode, 150), 400, 17000);
    clock = new Date(clock.getTime() + 120_000);
    expectError(await pay(ana, ANA.pin, code.qrCode, 150), 400, 40171);
    expect(await balanceOf(t.app, daniel)).toBe(before);
  });
  it('two payments of one code at once: one is paid, the other refused', async () => {
    const code = await issue({ valor: 5 });
    const answers = await Promise.all([
      pay(ana, ANA.pin, code.qrCode, 5, randomUUID()),
      pay(ana, ANA.pin, code.qrCode, 5, randomUUID()),
    ]);
    const ok = answers.filter((a) => a.success);
    expect(ok).toHaveLength(1);
    expectError(answers.find((a) => !a.success) ?? answers[0], 409, 40172);
  });
});

describe('dimoqrcode/validar-retorno: the partner link never opens a foreign address', () => {
  const check = (body: Record<string, unknown>) =>
    call(t.app, 'dimoqrcode/validar-retorno', { chaveDeConta: ana.accountId, ...body }, ana.token);
  it("accepts the partner's addresses and defaults the abort to its checkout page", async () => {
    const code = await issue({ valor: 10, pedido: 'A-1' });
    const link = new URL(code.link, 'https://app.example');
    expect(link.pathname).toBe('/dimoPayComponent');
    expect(Number(link.searchParams.get('expira'))).toBe(Date.parse(code.dataExpiracao));
    const r = resultOf(
      await check({
        enderecoRetorno: link.searchParams.get('retorno'),
        enderecoAbandono: link.searchParams.get('abandono'),
      }),
    );
    expect(r).toEqual({
      enderecoRetorno: 'https://shopping.example/checkout/concluido?pedido=A-1',
      enderecoAbandono: 'https://shopping.example/checkout/pagamento?pedido=A-1',
    });
    expect(resultOf(await check({}))).toEqual({
      enderecoRetorno: 'https://shopping.example/checkout/pagamento',
      enderecoAbandono: 'https://shopping.example/checkout/pagamento',
    });
  });
  it('refuses a foreign return or abort address', async () => {
    expectError(await check({ enderecoRetorno: 'https://evil.example/phish' }), 400, 40174);
    expectError(await check({ enderecoAbandono: 'https://shopping.example.evil.example/x' }), 400, 40174);
    expectError(await check({ enderecoAbandono: 'javascript:alert(1)' }), 400, 40174);
  });
  it('allows only https origins on the list, without credentials', () => {
    const origins = ['https://shopping.example'];
    expect(allowedReturn('https://shopping.example/a?b=1', origins)).toBe('https://shopping.example/a?b=1');
    expect(allowedReturn('http://shopping.example/a', origins)).toBeNull();
    expect(allowedReturn('https://user:pw@shopping.example/a', origins)).toBeNull();
    expect(allowedReturn('https://shopping.example:8443/a', origins)).toBeNull();
    expect(allowedReturn('//shopping.example/a', origins)).toBeNull();
    expect(allowedReturn('/dimoPayComponent', origins)).toBeNull();
    expect(allowedReturn('http://localhost:5173/x', ['http://localhost:5173'])).toBe(
      'http://localhost:5173/x',
    );
  });
});
