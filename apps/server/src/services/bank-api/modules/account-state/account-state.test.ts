import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import {
  ANA,
  BRUNO,
  balanceOf,
  call,
  expectError,
  type LoggedIn,
  login,
  registerEvp,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { lastCode } from '../../../../test/onboarding-helpers.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { DEMO_CUSTOMERS, depositFromOutside, sandboxBoletos } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { setStatusByBank } from './account-state.service.ts';

// A Wednesday, 10:00 in São Paulo: inside the TED and boleto windows, so only the status refuses.
const clock = new Date('2026-11-25T13:00:00Z');
const demo = (key: string) => {
  const found = DEMO_CUSTOMERS.find((c) => c.key === key);
  if (!found) throw new Error(`no demo customer ${key}`);
  return found;
};
const KLEBER = demo('kleber');
const LARA = demo('lara');
const MATEUS = demo('mateus');

let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
let kleber: LoggedIn;
let lara: LoggedIn;
let mateus: LoggedIn;
let anaKey: string;

/** A selfie the bank takes: a JPEG's first bytes, then 2 KB of a fixed pattern. */
const selfie = () => {
  const bytes = Buffer.alloc(2048);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + 7) & 0xff;
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes.toString('base64');
};

const status = (who: LoggedIn, accountId = who.accountId) =>
  t.app.bank.dispatch({
    path: 'gestao-contas/conta-corrente/status',
    method: 'GET',
    body: { chaveDeConta: accountId },
    token: who.token,
  });
const unblock = (who: LoggedIn, imagem = selfie(), accountId = who.accountId) =>
  call(t.app, 'gestao-contas/conta-corrente/desbloquear', { chaveDeConta: accountId, imagem }, who.token);
const cancelCode = (who: LoggedIn, accountId = who.accountId) =>
  call(t.app, 'token/gerar-2fa-cancelamento-de-conta-multipla', { chaveDeConta: accountId }, who.token);
const cancel = (who: LoggedIn, token: string, accountId = who.accountId) =>
  call(t.app, 'conta/cancelar-conta', { chaveDeConta: accountId, token, motivo: 'OUTRO_BANCO' }, who.token);
const statusId = async (accountId: string) =>
  (await t.db.selectFrom('account').select('status').where('id', '=', accountId).executeTakeFirstOrThrow())
    .status;
const movements = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from movement`.execute(t.db)).rows[0]?.n);

/** Every way a customer moves money out of the account, each as the customer would send it. */
function payments(who: LoggedIn, pin: string): Array<[string, () => ReturnType<typeof call>]> {
  const pay = (path: string, body: Record<string, unknown>) => () =>
    call(t.app, path, { chaveDeConta: who.accountId, pin, ...body }, who.token);
  const boleto = sandboxBoletos('2026-11-25').find((b) => b.id === '001');
  return [
    [
      'Pix by key (at once, then step by step)',
      pay('pix/operacao/enviar-ordem-pagamento-por-chave', { chave: anaKey, valor: 1 }),
    ],
    [
      'Pix by agency and account',
      pay('pix/operacao/enviar-ordem-pagamento-por-agencia', {
        valor: 1,
        codInstituicaoBeneficiario: '99999999',
        agenciaBeneficiario: '0001',
        contaBeneficiario: ANA.conta,
        tipoContaBeneficiario: 1,
        identificacaoFiscalBeneficiario: ANA.cpf,
        nomeBeneficiario: 'Ana',
      }),
    ],
    [
      'transfer between accounts of this bank (at once, then step by step)',
      pay('transferencias/efetuar-transferencia-entre-contas-arbi', {
        valor: 1,
        agenciaDestino: '0001',
        contaDestino: ANA.conta,
      }),
    ],
    [
      'TED to another bank',
      pay('transferencias/efetuar-ted', {
        valor: 1,
        banco: '901',
        agencia: '12',
        conta: '4567890-1',
        tipoConta: 1,
        nome: 'Marcos Vinícius Rocha',
        identificacaoFiscal: '418.203.576-35',
      }),
    ],
    [
      'phone recharge',
      pay('recarga/recarregar-celular', {
        ddi: '55',
        ddd: '11',
        numero: '987654321',
        provedorId: 'vivo',
        valor: 20,
      }),
    ],
    ['boleto payment', pay('pagamento/pagar-boleto', { linhaDigitavel: boleto?.linhaDigitavel ?? '' })],
  ];
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  [ana, bruno, kleber, lara, mateus] = await Promise.all([
    login(t.app, ANA),
    login(t.app, BRUNO),
    login(t.app, KLEBER),
    login(t.app, LARA),
    login(t.app, MATEUS),
  ]);
  anaKey = await registerEvp(t.app, ana);
});
afterAll(async () => t?.close());

describe('gestao-contas/conta-corrente/status', () => {
  it("answers the account's status, whether a selfie lifts it, and what keeps it open", async () => {
    expect(resultOf(await status(kleber))).toMatchObject({
      chaveDeConta: kleber.accountId,
      idStatusConta: 2,
      descricaoStatusConta: 'Bloqueada a pedido do cliente',
      categoria: 'blocked',
      podeDesbloquearPorSelfie: true,
      pendenciasEncerramento: ['SALDO'],
    });
    expect(resultOf(await status(ana))).toMatchObject({
      idStatusConta: 1,
      categoria: 'active',
      dataEncerramento: null,
    });
  });

  it("answers another customer's account as none (40401) on every path, and changes nothing", async () => {
    const before = await movements();
    const product = () =>
      t.db
        .selectFrom('account')
        .select('product_key')
        .where('id', '=', kleber.accountId)
        .executeTakeFirstOrThrow();
    const kleberProduct = await product();
    // another customer's key, and a key no account has, answer alike (decision 0033)
    for (const other of [kleber.accountId, randomUUID()]) {
      expectError(await status(ana, other), 404, 40401);
      expectError(await unblock(ana, selfie(), other), 404, 40401);
      expectError(
        await call(
          t.app,
          'conta/migracao-de-produtos',
          { chaveDeConta: other, chaveDeProdutoNovo: 'CONTA_CORRENTE_DIGITAL' },
          ana.token,
        ),
        404,
        40401,
      );
    }
    for (const other of [mateus.accountId, randomUUID()]) {
      expectError(await cancelCode(ana, other), 404, 40401);
      expectError(await cancel(ana, '123456', other), 404, 40401);
    }
    expect(await product()).toEqual(kleberProduct);
    expect(await statusId(kleber.accountId)).toBe(2);
    expect(await statusId(mateus.accountId)).toBe(1);
    expect(await movements()).toBe(before);
    const attempts = await t.db.selectFrom('account_unblock_attempt').selectAll().execute();
    expect(attempts).toEqual([]);
  });
});

describe('a blocked account moves no money', () => {
  it('refuses every payment path with 40190, and nothing moves', async () => {
    const before = { balance: await balanceOf(t.app, kleber), movements: await movements() };
    for (const [name, pay] of payments(kleber, KLEBER.pin)) {
      const answer = await pay();
      expect({ name, answer: answer.success ? 'ok' : answer.error.code }).toEqual({ name, answer: 40190 });
    }
    expect(await balanceOf(t.app, kleber)).toBe(before.balance);
    expect(await movements()).toBe(before.movements);
  });

  it('still receives money while blocked; the database itself refuses a debit of it', async () => {
    const before = await balanceOf(t.app, kleber);
    await withTransaction(t.db, (trx) => depositFromOutside(trx, kleber.accountId, 1_000));
    expect(await balanceOf(t.app, kleber)).toBe(before + 10);
    const clearing = await t.db
      .selectFrom('account')
      .select('id')
      .where('kind', '=', 'system')
      .executeTakeFirstOrThrow();
    const legs = JSON.stringify([
      { account_id: kleber.accountId, amount: -100, counterparty_name: null, description: null },
      { account_id: clearing.id, amount: 100, counterparty_name: null, description: null },
    ]);
    await expect(
      sql`select ledger_write_movement(${randomUUID()}, 'PIX_ENVIADO', 40, null, null, null, now(), ${legs}::json)`.execute(
        t.db,
      ),
    ).rejects.toMatchObject({ code: 'CF001' });
    expect(await balanceOf(t.app, kleber)).toBe(before + 10);
  });
});

describe('gestao-contas/conta-corrente/desbloquear', () => {
  it('refuses an image that is not a JPEG or PNG (40030), and one over 2 MB (40031)', async () => {
    expectError(await unblock(kleber, Buffer.from('GIF89a not a selfie').toString('base64')), 400, 40030);
    expectError(
      await unblock(kleber, Buffer.alloc(2 * 1024 * 1024 + 10, 0xff).toString('base64')),
      400,
      40031,
    );
    expect(await statusId(kleber.accountId)).toBe(2);
  });

  it('keeps a refused selfie (40193), the account stays blocked, and after 5 in a day the next waits (46001)', async () => {
    for (let i = 0; i < 5; i++) expectError(await unblock(lara), 400, 40193);
    expectError(await unblock(lara), 429, 46001);
    expect(await statusId(lara.accountId)).toBe(2);
    const attempts = await t.db
      .selectFrom('account_unblock_attempt')
      .select(['approved', 'message_code'])
      .where('account_id', '=', lara.accountId)
      .execute();
    expect(attempts).toHaveLength(5);
    expect(attempts.every((a) => !a.approved && a.message_code === 400)).toBe(true);
  });

  it('lifts a block the customer asked for by face, with the check kept; then money moves again', async () => {
    const done = resultOf<{ idStatusConta: number; imagem: { jwt: string; base64: string } }>(
      await unblock(kleber),
    );
    expect(done.idStatusConta).toBe(1);
    expect(done.imagem.jwt.split('.')).toHaveLength(3);
    expect(done.imagem.base64).toBe(selfie());
    const change = await t.db
      .selectFrom('account_status_change')
      .selectAll()
      .where('account_id', '=', kleber.accountId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({ from_status: 2, to_status: 1, actor: 'customer-face' });
    expect(change.face_request_id).toMatch(/^[0-9a-f-]{36}$/);
    const before = await balanceOf(t.app, kleber);
    const [, pixByKey] = payments(kleber, KLEBER.pin)[0] ?? [];
    if (!pixByKey) throw new Error('no payment path');
    resultOf(await pixByKey());
    expect(await balanceOf(t.app, kleber)).toBe(before - 1);
    // again: nothing to lift
    expect(resultOf(await unblock(kleber))).toMatchObject({ idStatusConta: 1, imagem: null });
  });

  it('never lifts a block by court order or for fraud (40194): decision 0019', async () => {
    for (const blocked of [3, 4, 5, 6, 7, 8, 9, 10]) {
      await withTransaction(t.db, (trx) =>
        setStatusByBank(asBank(trx), {
          accountId: lara.accountId,
          status: blocked,
          reason: 'teste',
          now: clock,
        }),
      );
      expect(resultOf(await status(lara))).toMatchObject({
        idStatusConta: blocked,
        podeDesbloquearPorSelfie: false,
      });
      expectError(await unblock(lara), 403, 40194);
      const [, pixByAgency] = payments(lara, LARA.pin)[1] ?? [];
      if (!pixByAgency) throw new Error('no payment path');
      expectError(await pixByAgency(), 403, 40190);
    }
    expect(await statusId(lara.accountId)).toBe(10);
  });
});

describe('closing the account', () => {
  it('names what keeps it open: a balance, a scheduled payment', async () => {
    const balance = await cancelCode(mateus);
    expectError(balance, 409, 40192);
    expect(balance.success ? '' : balance.error.details).toBe('SALDO');
    resultOf(
      await call(
        t.app,
        'pix/operacao/efetuar-agendamento-pix-chave',
        {
          chaveDeConta: bruno.accountId,
          pin: BRUNO.pin,
          chave: anaKey,
          valor: 10,
          dataPagamento: '2026-12-10',
        },
        bruno.token,
      ),
    );
    const scheduled = await cancelCode(bruno);
    expect(scheduled.success ? '' : scheduled.error.details).toBe('SALDO,AGENDAMENTO');
    expect(resultOf(await status(bruno))).toMatchObject({ pendenciasEncerramento: ['SALDO', 'AGENDAMENTO'] });
  });

  it('closes an empty account with the SMS code: history kept, Pix keys released, no login', async () => {
    const key = await registerEvp(t.app, mateus);
    // the balance goes to Ana: nothing left
    resultOf(
      await call(
        t.app,
        'transferencias/efetuar-transferencia-entre-contas-arbi',
        {
          chaveDeConta: mateus.accountId,
          pin: MATEUS.pin,
          valor: 25,
          agenciaDestino: '0001',
          contaDestino: ANA.conta,
        },
        mateus.token,
      ),
    );
    const sent = resultOf(await cancelCode(mateus));
    expect(sent).toMatchObject({
      enviado: true,
      canal: 'sms',
      celularMascarado: '*****1357',
      validadeSegundos: 600,
    });
    const code = await lastCode(t.app, `+55${MATEUS.ddd}${MATEUS.telefone}`);
    expectError(await cancel(mateus, code === '000000' ? '111111' : '000000'), 400, 23003);
    expect(await statusId(mateus.accountId)).toBe(1);
    const closed = resultOf(await cancel(mateus, code));
    expect(closed).toMatchObject({ idStatusConta: 11, chavesPixLiberadas: 1 });
    const row = await t.db
      .selectFrom('account')
      .select(['status', 'closed_at', 'close_reason', 'balance'])
      .where('id', '=', mateus.accountId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 11, close_reason: 'OUTRO_BANCO' });
    expect(row.closed_at).not.toBeNull();
    expect(Number(row.balance)).toBe(0);
    expect(
      await t.db.selectFrom('pix_key').select('chave').where('chave', '=', key).executeTakeFirst(),
    ).toBeUndefined();
    const history = await t.db
      .selectFrom('posting')
      .select('id')
      .where('account_id', '=', mateus.accountId)
      .execute();
    expect(history.length).toBeGreaterThan(1);
    // signed out everywhere, and no new session
    expectError(await status(mateus), 401, 40100);
    expectError(
      await call(t.app, 'autenticar/cliente', { identificacaoFiscal: MATEUS.cpf, senha: MATEUS.senha }),
      403,
      40191,
    );
    // a wrong password still answers as any wrong password
    expectError(
      await call(t.app, 'autenticar/cliente', { identificacaoFiscal: MATEUS.cpf, senha: 'errada123' }),
      400,
      47029,
    );
    // money sent to it finds no account
    const before = await movements();
    await expect(
      withTransaction(t.db, (trx) => depositFromOutside(trx, mateus.accountId, 100)),
    ).rejects.toMatchObject({
      code: 40191,
    });
    expect(await movements()).toBe(before);
  });
});

describe('conta/migracao-de-produtos', () => {
  const migration = (who: LoggedIn, body: Record<string, unknown> = {}) =>
    call(t.app, 'conta/migracao-de-produtos', { chaveDeConta: who.accountId, ...body }, who.token);

  it('says whether the account needs the current product, and moves it once', async () => {
    expect(resultOf(await migration(ana))).toEqual({
      chaveDeConta: ana.accountId,
      chaveDeProduto: 'CONTA_CORRENTE_DIGITAL',
      precisaMigracao: false,
      chaveDeProdutoNovo: null,
    });
    expect(resultOf(await migration(kleber))).toMatchObject({
      chaveDeProduto: 'CONTA_PAGAMENTO',
      precisaMigracao: true,
      chaveDeProdutoNovo: 'CONTA_CORRENTE_DIGITAL',
    });
    expectError(await migration(kleber, { chaveDeProdutoNovo: 'OUTRO' }), 400, 40007);
    const moved = {
      chaveDeProduto: 'CONTA_CORRENTE_DIGITAL',
      precisaMigracao: false,
      chaveDeProdutoNovo: null,
    };
    expect(resultOf(await migration(kleber, { chaveDeProdutoNovo: 'CONTA_CORRENTE_DIGITAL' }))).toMatchObject(
      moved,
    );
    expect(resultOf(await migration(kleber, { chaveDeProdutoNovo: 'CONTA_CORRENTE_DIGITAL' }))).toMatchObject(
      moved,
    );
  });
});
