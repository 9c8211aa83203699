import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byRole,
  expectRefusedAlike,
  movementLeft,
  type Parties,
  withAtOnce,
} from '../../../../../test/at-once.ts';
import { call, type LoggedIn, registerEvp, resultOf, transfer } from '../../../../../test/bank-helpers.ts';
import { openCustomer } from '../../../../../test/fixtures.ts';
import { asBank } from '../../../../../test/own-tables.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';
import { atOnceTally } from '../../../at-once/at-once.service.ts';
import type { BankAnswer } from '../../../bank-answer.ts';
import { ledgerAudit } from '../../ledger/ledger.repository.ts';

// A Pix by key that goes through is done in one database call; anything else runs step by step
// (decision 0011). These tests pay the same way both ways and compare what each leaves and answers.
// The bank's clock is pinned to an afternoon in São Paulo (outside the nocturnal period), and moved
// into a night where a test says so.
const AFTERNOON = new Date('2026-03-10T15:00:00Z');
let clock = AFTERNOON;
let t: TestApp;

const PAY = 'pix/operacao/enviar-ordem-pagamento-por-chave';

interface Pair extends Parties {
  key: string;
}

async function pair(balance = 100_000): Promise<Pair> {
  const payer = await openCustomer(t, balance);
  const payee = await openCustomer(t, 0);
  return { payer, payee, key: await registerEvp(t.app, payee) };
}

const lookup = async (who: LoggedIn, chave: string) =>
  resultOf<{ endToEndId: string }>(
    await call(t.app, 'pix/enderecamento/consultar-dados-por-chave', { chave }, who.token),
  ).endToEndId;

function pay(p: Pair, extra: Record<string, unknown> = {}) {
  return call(
    t.app,
    PAY,
    { chaveDeConta: p.payer.accountId, pin: p.payer.pin, valor: 12.34, chave: p.key, ...extra },
    p.payer.token,
  );
}

const atOnceCount = () => atOnceTally.count('pix_send_to_key_at_once');

/** Everything a Pix left: its movement (movementLeft), its Pix row and the payer's hourly totals. */
async function leftBy(p: Pair, movementId: string) {
  const left = await movementLeft(t, p, movementId);
  const { end_to_end: endToEnd, ...pix } = await t.db
    .selectFrom('pix_payment')
    .selectAll()
    .where('movement_id', '=', movementId)
    .executeTakeFirstOrThrow();
  const { endToEnd: answered, ...result } = left.key.answer.result;
  expect(answered).toBe(endToEnd);
  const { rows: spent } = await sql<{ hour_start: Date; amount: string }>`select hour_start, amount
    from pix_spent_hour where account_id = ${p.payer.accountId}`.execute(t.db);
  return byRole(p, [
    [p.key, 'key'],
    [movementId, 'movement'],
  ])({ ...left, key: { ...left.key, answer: { ...left.key.answer, result } }, pix, spent });
}

/** An answer without what differs from payment to payment (its ids, its payee's name). */
function comparable(answer: BankAnswer, p: Pair) {
  if (!answer.success) return answer;
  const {
    idTransacao: _t,
    idComprovante: _c,
    endToEnd: _e,
    ...rest
  } = answer.result as Record<string, unknown>;
  expect(rest.nomeBeneficiario).toBe(p.payee.nome);
  return { ...answer, result: { ...rest, nomeBeneficiario: 'payee name' } };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t?.close());

describe('a Pix by key at once', () => {
  it('goes through in one call and leaves exactly the rows and answer of the step-by-step path', async () => {
    const [fast, slow] = await Promise.all([pair(), pair()]);
    const before = atOnceCount();
    const body = { descricao: '  Almoço de domingo ' };
    const paidFast = await pay(fast, { ...body, endToEnd: await lookup(fast.payer, fast.key) });
    expect(atOnceCount()).toBe(before + 1);
    const paidSlow = await withAtOnce(t, false, async () =>
      pay(slow, { ...body, endToEnd: await lookup(slow.payer, slow.key) }),
    );
    expect(atOnceCount()).toBe(before + 1);

    expect(comparable(paidFast, fast)).toEqual(comparable(paidSlow, slow));
    const fastId = resultOf<{ idTransacao: string }>(paidFast).idTransacao;
    const slowId = resultOf<{ idTransacao: string }>(paidSlow).idTransacao;
    const fastRows = await leftBy(fast, fastId);
    expect(fastRows).toEqual(await leftBy(slow, slowId));
    // what the rows say, once
    expect(fastRows).toMatchObject({
      movement: { kind: 'PIX_INTERNO', type_id: 40, description: 'Almoço de domingo', customer_id: 'payer' },
      postings: [
        { account_id: 'payer account', amount: -1234, counterparty_name: 'payee name' },
        { account_id: 'payee account', amount: 1234, counterparty_name: 'payer name' },
      ],
      pix: { movement_id: 'movement', chave: 'key', institution_ispb: null },
      receipt: {
        operation: 'Pix',
        amount: 1234,
        payer: { nome: 'payer name', identificacaoFiscalMascarada: '***.payer cpf-**', banco: 'Carteira' },
        destination: {
          nome: 'payee name',
          identificacaoFiscalMascarada: '***.payee cpf-**',
          banco: 'Carteira',
        },
      },
      key: { state: 'done', status: 200 },
      balances: [
        ['payee account', 1234],
        ['payer account', 100_000 - 1234],
      ],
    });
    expect((await ledgerAudit(asBank(t.db))).mismatched).toEqual([]);
  });

  it("the payee hears of it as of a Pix paid step by step: one unread notification, with the payer's name", async () => {
    const [fast, slow] = await Promise.all([pair(), pair()]);
    const before = atOnceCount();
    const paidFast = await pay(fast, { endToEnd: await lookup(fast.payer, fast.key) });
    expect(atOnceCount()).toBe(before + 1);
    const paidSlow = await withAtOnce(t, false, async () =>
      pay(slow, { endToEnd: await lookup(slow.payer, slow.key) }),
    );
    const told = async (p: Pair, answer: BankAnswer) => {
      const movementId = resultOf<{ idTransacao: string }>(answer).idTransacao;
      const rows = await t.db
        .selectFrom('notification')
        .select(['customer_id', 'kind', 'movement_id', 'amount', 'counterparty', 'read_at'])
        .where('customer_id', 'in', [p.payer.customerId, p.payee.customerId])
        .where('movement_id', '=', movementId)
        .execute();
      return rows.map((r) => ({
        who: r.customer_id === p.payee.customerId ? 'payee' : 'payer',
        kind: r.kind,
        same: r.movement_id === movementId,
        amount: Number(r.amount),
        from: r.counterparty === p.payer.nome,
        read: r.read_at !== null,
      }));
    };
    const expected = [
      { who: 'payee', kind: 'PIX_RECEIVED', same: true, amount: 1234, from: true, read: false },
    ];
    expect(await told(fast, paidFast)).toEqual(expected);
    expect(await told(slow, paidSlow)).toEqual(expected);
  });

  it('a refusal or a case it does not cover answers and keeps exactly as step by step, in the same order; the balance’s in the same call', async () => {
    const refusals: Array<[string, (p: Pair) => Promise<BankAnswer>]> = [
      ['wrong PIN', (p) => pay(p, { pin: p.payer.pin === '1111' ? '2222' : '1111' })],
      ['unknown key', (p) => pay(p, { chave: randomUUID() })],
      ['own key', async (p) => pay(p, { chave: await registerEvp(t.app, p.payer) })],
      ['another customer’s account', (p) => pay(p, { chaveDeConta: p.payee.accountId })],
      ['over the daily limit', (p) => pay(p, { valor: 5000.01 })],
      ['over the balance', (p) => pay(p, { valor: 1000.01 })],
      [
        'an end-to-end id never handed out',
        (p) => pay(p, { endToEnd: `E${'9'.repeat(8)}202603101500${'a'.repeat(11)}` }),
      ],
      [
        'no live session',
        (p) =>
          call(
            t.app,
            PAY,
            { chaveDeConta: p.payer.accountId, pin: p.payer.pin, valor: 1, chave: p.key },
            'x'.repeat(43),
          ),
      ],
    ];
    await expectRefusedAlike(t, refusals, () => pair(), atOnceCount, new Set(['over the balance']));
  });

  it('a repeated key answers what it stored, and the same key with another body is refused, as step by step', async () => {
    const p = await pair();
    const chaveDeIdempotencia = randomUUID();
    const first = await pay(p, { chaveDeIdempotencia });
    expect(await pay(p, { chaveDeIdempotencia })).toEqual(first);
    const other = await pay(p, { chaveDeIdempotencia, valor: 1 });
    expect(other).toMatchObject({ success: false, status: 409 });
    const moved = await t.db
      .selectFrom('movement')
      .select('id')
      .where('idempotency_key', '=', chaveDeIdempotencia)
      .execute();
    expect(moved).toHaveLength(1);
  });

  it('after a wrong PIN the good one goes step by step (it clears the count), then payments go at once again', async () => {
    const p = await pair();
    await pay(p, { pin: p.payer.pin === '1111' ? '2222' : '1111' });
    const before = atOnceCount();
    resultOf(await pay(p));
    expect(atOnceCount()).toBe(before);
    resultOf(await pay(p));
    expect(atOnceCount()).toBe(before + 1);
  });

  it('a PIN stored in the earlier keyed form goes step by step once, is stored again, then goes at once', async () => {
    const p = await pair();
    // the earlier form: HMAC-SHA-256 under the pepper of the salt and the PIN, `hmac$salt$mac`
    const { createHmac, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const mac = createHmac('sha256', t.config.pinPepper).update(salt).update(p.payer.pin).digest();
    await t.db
      .updateTable('account_pin')
      .set({ pin_hash: `hmac$${salt.toString('base64url')}$${mac.toString('base64url')}` })
      .where('account_id', '=', p.payer.accountId)
      .execute();
    const before = atOnceCount();
    resultOf(await pay(p));
    expect(atOnceCount()).toBe(before);
    const row = await t.db
      .selectFrom('account_pin')
      .select('pin_hash')
      .where('account_id', '=', p.payer.accountId)
      .executeTakeFirstOrThrow();
    expect(row.pin_hash).toMatch(/^pinmac\$/);
    resultOf(await pay(p));
    expect(atOnceCount()).toBe(before + 1);
  });

  it('parallel payments from one account, Pix and transfers at once and Pix by agency step by step, pay exactly what the balance holds', async () => {
    const p = await pair(100_000);
    const before = atOnceCount();
    const byAgency = {
      chaveDeConta: p.payer.accountId,
      pin: p.payer.pin,
      valor: 50,
      codInstituicaoBeneficiario: '99999999',
      agenciaBeneficiario: '0001',
      contaBeneficiario: p.payee.conta,
      tipoContaBeneficiario: 1,
      identificacaoFiscalBeneficiario: p.payee.cpf,
      nomeBeneficiario: p.payee.nome,
    };
    // 30 payments of R$ 50,00 against R$ 1.000,00 to the same payee, in turn a Pix by key and a transfer
    // (both at once) and a Pix by agency (step by step, with the same locks)
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        i % 3 === 0
          ? call(t.app, 'pix/operacao/enviar-ordem-pagamento-por-agencia', byAgency, p.payer.token)
          : i % 3 === 1
            ? transfer(t.app, p.payer, p.payee, 50, { pin: p.payer.pin })
            : pay(p, { valor: 50 }),
      ),
    );
    const paid = answers.filter((a) => a.success);
    expect(paid).toHaveLength(20);
    for (const a of answers.filter((x) => !x.success))
      expect(a).toMatchObject({ status: 400, error: { code: 17000 } });
    expect(atOnceCount()).toBeGreaterThan(before);
    // none met a deadlock or another error in the database: each went at once or was refused there
    expect([...atOnceTally.stepByStep.keys()].filter((why) => why.includes(': error'))).toEqual([]);
    const audit = await ledgerAudit(asBank(t.db));
    expect(audit.mismatched).toEqual([]);
    expect(audit.negativeCustomerAccounts).toBe(0);
    const balances = await t.db
      .selectFrom('account')
      .select(['id', 'balance'])
      .where('id', 'in', [p.payer.accountId, p.payee.accountId])
      .execute();
    expect(Object.fromEntries(balances.map((b) => [b.id, Number(b.balance)]))).toEqual({
      [p.payer.accountId]: 0,
      [p.payee.accountId]: 100_000,
    });
  });

  it('at night the nocturnal limit holds at once as step by step: within it goes at once, past it is refused alike', async () => {
    clock = new Date('2026-03-11T02:30:00Z'); // 23:30 in São Paulo: the night that started at 20h
    try {
      const [fast, slow] = await Promise.all([pair(200_000), pair(200_000)]);
      const before = atOnceCount();
      resultOf(await pay(fast, { valor: 600 }));
      expect(atOnceCount()).toBe(before + 1);
      resultOf(await withAtOnce(t, false, () => pay(slow, { valor: 600 })));
      const refused = [
        await pay(fast, { valor: 400.01 }),
        await withAtOnce(t, false, () => pay(slow, { valor: 400.01 })),
      ];
      expect(refused[0]).toMatchObject({ success: false, status: 400, error: { code: 40076 } });
      expect(refused[0]).toEqual(refused[1]);
      resultOf(await pay(fast, { valor: 400 }));
      expect(atOnceCount()).toBe(before + 2);
    } finally {
      clock = AFTERNOON;
    }
  });
});
