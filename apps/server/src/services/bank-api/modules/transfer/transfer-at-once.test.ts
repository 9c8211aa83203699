import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  byRole,
  expectRefusedAlike,
  movementLeft,
  type Parties,
  payersLeft,
  withAtOnce,
} from '../../../../test/at-once.ts';
import { resultOf, transfer } from '../../../../test/bank-helpers.ts';
import { openCustomer } from '../../../../test/fixtures.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { atOnceTally } from '../../at-once/at-once.service.ts';
import type { BankAnswer } from '../../bank-answer.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';

// A transfer between accounts of this bank that goes through is done in one database call; anything
// else runs step by step (decision 0011). These tests make the same transfer both ways and compare what
// each leaves and answers. The bank's clock is pinned, so both ways carry the same time.
const clock = new Date('2026-03-10T15:00:00Z');
let t: TestApp;

async function parties(balance = 100_000): Promise<Parties> {
  return { payer: await openCustomer(t, balance), payee: await openCustomer(t, 0) };
}

const send = (p: Parties, valor = 12.34, options: { pin?: string; key?: string; descricao?: string } = {}) =>
  transfer(t.app, p.payer, p.payee, valor, { pin: p.payer.pin, ...options });

const atOnceCount = () => atOnceTally.count('transfer_at_once');

/** An answer without its ids, which differ from transfer to transfer. */
function comparable(answer: BankAnswer) {
  if (!answer.success) return answer;
  const { idTransacao: _t, idComprovante: _c, ...rest } = answer.result as Record<string, unknown>;
  return { ...answer, result: rest };
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t?.close());

describe('a transfer between accounts of this bank at once', () => {
  it('goes through in one call and leaves exactly the rows and answer of the step-by-step path', async () => {
    const [fast, slow] = await Promise.all([parties(), parties()]);
    const before = atOnceCount();
    const fastAnswer = await send(fast, 12.34, { descricao: '  Aluguel ' });
    expect(atOnceCount()).toBe(before + 1);
    const slowAnswer = await withAtOnce(t, false, () => send(slow, 12.34, { descricao: '  Aluguel ' }));
    expect(atOnceCount()).toBe(before + 1);

    const left = async (p: Parties, answer: BankAnswer) => {
      const id = resultOf<{ idTransacao: string }>(answer).idTransacao;
      return byRole(p, [[id, 'movement']])(await movementLeft(t, p, id));
    };
    const [fastLeft, slowLeft] = [await left(fast, fastAnswer), await left(slow, slowAnswer)];
    expect(comparable(fastAnswer)).toEqual(comparable(slowAnswer));
    expect(fastLeft).toEqual(slowLeft);
    expect(fastLeft).toMatchObject({
      movement: { kind: 'TRANSFERENCIA_INTERNA', description: 'Aluguel', customer_id: 'payer' },
      postings: [
        {
          account_id: 'payer account',
          amount: -1234,
          counterparty_name: 'payee name',
          description: 'Aluguel',
        },
        {
          account_id: 'payee account',
          amount: 1234,
          counterparty_name: 'payer name',
          description: 'Aluguel',
        },
      ],
      receipt: {
        reason: 'Transferência entre contas Carteira',
        amount: 1234,
        payer: { nome: 'payer name', identificacaoFiscalMascarada: '***.payer cpf-**', banco: 'Carteira' },
        destination: {
          nome: 'payee name',
          identificacaoFiscalMascarada: '***.payee cpf-**',
          conta: 'payee conta',
        },
      },
      key: { state: 'done', status: 200, answer: { result: { status: 'EFETIVADA', valor: 12.34 } } },
      balances: [
        ['payee account', 1234],
        ['payer account', 100_000 - 1234],
      ],
    });
    expect((await ledgerAudit(asBank(t.db))).mismatched).toEqual([]);
  });

  it('a refusal or a case it does not cover answers and keeps exactly as step by step; the balance’s in the same call', async () => {
    const refusals: Array<[string, (p: Parties) => Promise<BankAnswer>]> = [
      ['wrong PIN', (p) => send(p, 1, { pin: p.payer.pin === '1111' ? '2222' : '1111' })],
      ['unknown account', (p) => transfer(t.app, p.payer, { conta: '99999999' }, 1, { pin: p.payer.pin })],
      ['the same account', (p) => transfer(t.app, p.payer, p.payer, 1, { pin: p.payer.pin })],
      ['over the balance', (p) => send(p, 1000.01)],
    ];
    await expectRefusedAlike(t, refusals, () => parties(), atOnceCount, new Set(['over the balance']));
  });

  it('a repeated key answers what it stored and moves nothing more', async () => {
    const p = await parties();
    const key = randomUUID();
    const first = await send(p, 10, { key });
    expect(await send(p, 10, { key })).toEqual(first);
    expect(await send(p, 11, { key })).toMatchObject({ success: false, status: 409 });
    expect(await payersLeft(t, [p.payer])).toEqual([[100_000 - 1000, 0]]);
  });
});
