import { BankCode } from '@carteira/core/errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  balanceOf,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { lastCode } from '../../../../test/onboarding-helpers.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { DEMO_CUSTOMERS, sandboxFgtsOperator } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';
import { withdrawalLegs } from './fgts-wire.ts';

const demo = (key: string) => {
  const found = DEMO_CUSTOMERS.find((c) => c.key === key);
  if (!found) throw new Error(`no demo customer ${key}`);
  return found;
};
const HELIO = demo('helio');
const CONTRACT = 'conta/antecipacao/fgts/proposta/faceauth/contrato';
const WITHDRAW = 'conta/antecipacao/fgts/contrato/desistir';

// Tuesday 10 March 2026, 10:00 in São Paulo: the deadline of a contract made today is Tuesday 17 March.
let clock = new Date('2026-03-10T13:00:00Z');
let t: TestApp;

const selfie = () => {
  const bytes = Buffer.alloc(2048);
  for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 31 + 7) & 0xff;
  bytes.set([0xff, 0xd8, 0xff, 0xe0]);
  return bytes.toString('base64');
};

interface WireContract {
  contrato: string;
  localizador: string;
  valorLiberado: number;
  valorIof: number;
  statusContratoAntecipacao: string;
  dataLimiteDesistencia: string;
  podeDesistir: boolean;
  parcelas: { parcela: number; valor: number; status: string }[];
}

/** Hélio contracts an advance of `valor` on the clock's day. */
async function contract(who: LoggedIn, valor: number): Promise<WireContract> {
  const proposal = resultOf<{ propostaId: string }>(
    await call(
      t.app,
      'conta/antecipacao/fgts/proposta',
      { chaveDeConta: who.accountId, valorSolicitado: valor },
      who.token,
    ),
  );
  const face = resultOf<{ faceAuthId: string }>(
    await call(t.app, 'clientes/faceauth', { imagemBase64: selfie() }, who.token),
  );
  resultOf(await call(t.app, 'token/gerar-2fa-antecipacao-fgts', { chaveDeConta: who.accountId }, who.token));
  const token = await lastCode(t.app, `+55${HELIO.ddd}${HELIO.telefone}`);
  return resultOf<WireContract>(
    await call(
      t.app,
      CONTRACT,
      {
        chaveDeConta: who.accountId,
        propostaId: proposal.propostaId,
        faceAuthId: face.faceAuthId,
        token,
        pin: HELIO.pin,
      },
      who.token,
    ),
  );
}

const withdraw = (who: LoggedIn, contrato: string, pin = HELIO.pin) =>
  call(t.app, WITHDRAW, { chaveDeConta: who.accountId, contrato, pin }, who.token);

const list = async (who: LoggedIn) =>
  resultOf<{ contratos: WireContract[]; total: number }>(
    await t.app.bank.dispatch({
      path: 'conta/antecipacao/fgts/contratos',
      method: 'GET',
      body: { chaveDeConta: who.accountId },
      token: who.token,
    }),
  );

const payAnniversary = (contrato: string) =>
  t.app.inject({ method: 'POST', url: '/api/sandbox/fgts/aniversario', payload: { contrato } });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t?.close();
});

describe('withdrawing from an FGTS advance (CDC art. 49)', () => {
  it('pays the release back on the 7th day, hides the contract, releases the pledge; once', async () => {
    let helio = await login(t.app, HELIO);
    const before = await balanceOf(t.app, helio);
    const c = await contract(helio, 600);
    expect(c.dataLimiteDesistencia).toBe('2026-03-17');
    expect(c.podeDesistir).toBe(true);
    expect(await balanceOf(t.app, helio)).toBeCloseTo(before + c.valorLiberado, 2);

    // another customer's contract is not found, and nothing moves
    const ana = await login(t.app, demo('ana'));
    expectError(await withdraw(ana, c.contrato, demo('ana').pin), 404, BankCode.FgtsNotFound);
    // a wrong PIN moves nothing
    expectError(await withdraw(helio, c.contrato, '0000'), 400, BankCode.IncorrectPin);
    // the operator refuses to release the pledge: nothing is kept
    const release = vi.spyOn(sandboxFgtsOperator, 'release').mockResolvedValueOnce({ released: false });
    expectError(await withdraw(helio, c.contrato), 502, BankCode.FgtsOperatorFailure);
    expect(await balanceOf(t.app, helio)).toBeCloseTo(before + c.valorLiberado, 2);
    expect((await list(helio)).contratos[0]?.statusContratoAntecipacao).toBe('ATIVO');

    // Tuesday 17 March, 23:59 in São Paulo: the last minute of the 7th day
    clock = new Date('2026-03-18T02:59:00Z');
    helio = await login(t.app, HELIO);
    const done = resultOf<{ statusContratoAntecipacao: string; valorDevolvido: number; idTransacao: string }>(
      await withdraw(helio, c.contrato),
    );
    expect(done.statusContratoAntecipacao).toBe('CANCELADO');
    expect(done.valorDevolvido).toBe(c.valorLiberado);
    expect(release).toHaveBeenLastCalledWith({ cpf: HELIO.cpf, contractId: c.contrato });
    expect(await balanceOf(t.app, helio)).toBeCloseTo(before, 2);
    // sent again with another key: the same answer, nothing moves twice
    const again = resultOf<{ idTransacao: string }>(await withdraw(helio, c.contrato));
    expect(again.idTransacao).toBe(done.idTransacao);
    expect(await balanceOf(t.app, helio)).toBeCloseTo(before, 2);
    // CANCELADO is hidden from the list; the operator has nothing to pay on it
    expect((await list(helio)).contratos).toEqual([]);
    expect((await payAnniversary(c.contrato)).statusCode).toBe(404);
    const movement = await t.db
      .selectFrom('movement')
      .select(['type_id'])
      .where('id', '=', done.idTransacao)
      .executeTakeFirstOrThrow();
    expect(movement.type_id).toBe(9004);
    expect((await ledgerAudit(asBank(t.db))).mismatched).toEqual([]);
  });

  it('gives back an anniversary the operator already paid, and refuses after the 7 days', async () => {
    // Wednesday 18 March: a new advance (the withdrawn one no longer counts as open); its deadline is the 25th
    clock = new Date('2026-03-18T13:00:00Z');
    let helio = await login(t.app, HELIO);
    const before = await balanceOf(t.app, helio);
    const c = await contract(helio, 600);
    expect(c.dataLimiteDesistencia).toBe('2026-03-25');
    expect((await payAnniversary(c.contrato)).json().result.status).toBe('PAGA');
    const done = resultOf<{ valorDevolvido: number; valorIofEstornado: number }>(
      await withdraw(helio, c.contrato),
    );
    const first = c.parcelas[0]?.valor ?? 0;
    // the release back, less the R$ 500,00 anniversary that was the worker's
    expect(done.valorDevolvido).toBeCloseTo(c.valorLiberado - first, 2);
    expect(done.valorIofEstornado).toBe(c.valorIof);
    expect(await balanceOf(t.app, helio)).toBeCloseTo(before + first, 2);
    expect((await ledgerAudit(asBank(t.db))).mismatched).toEqual([]);

    clock = new Date('2026-03-18T13:05:00Z'); // a minute between SMS codes
    const late = await contract(helio, 300);
    // Thursday 26 March, 00:00 in São Paulo: the 7 days are over
    clock = new Date('2026-03-26T03:00:00Z');
    helio = await login(t.app, HELIO);
    const balance = await balanceOf(t.app, helio);
    const refused = await withdraw(helio, late.contrato);
    expectError(refused, 409, BankCode.FgtsWithdrawalClosed);
    expect(!refused.success && refused.error.details).toMatch(/25\/03\/2026/);
    expect(await balanceOf(t.app, helio)).toBe(balance);
    const listed = (await list(helio)).contratos;
    expect(listed.map((x) => [x.statusContratoAntecipacao, x.podeDesistir])).toEqual([['ATIVO', false]]);
  });

  it('balances every case of its legs (hand-computed)', () => {
    // released 600,00, IOF 12,34, financed 612,34; nothing paid: the account gives back 600,00
    expect(withdrawalLegs({ released: 60_000, financed: 61_234, iof: 1_234 }, [])).toEqual({
      account: -60_000,
      portfolio: 61_234,
      iof: -1_234,
    });
    // one anniversary of 500,00 paid: the account gives back 100,00, the portfolio gets 112,34
    expect(
      withdrawalLegs({ released: 60_000, financed: 61_234, iof: 1_234 }, [
        { status: 'PAGA', value: 50_000 },
        { status: 'ABERTA', value: 10_000 },
      ]),
    ).toEqual({ account: -10_000, portfolio: 11_234, iof: -1_234 });
    // a single anniversary of 500,00 paid on an advance that released 470,00: 30,00 come to the account
    expect(
      withdrawalLegs({ released: 47_000, financed: 48_000, iof: 1_000 }, [{ status: 'PAGA', value: 50_000 }]),
    ).toEqual({ account: 3_000, portfolio: -2_000, iof: -1_000 });
  });
});

describe('the FGTS board’s rate cap (Resolução CCFGTS 958/2020 art. 5)', () => {
  it('refuses to simulate or propose at 1,80% a month, and moves nothing', async () => {
    const capped = await createTestApp({
      now: () => new Date('2026-03-10T13:00:00Z'),
      config: { fgtsMonthlyRate: 0.018 },
    });
    try {
      const helio = await login(capped.app, HELIO);
      const simulated = await capped.app.bank.dispatch({
        path: 'conta/antecipacao/fgts/simulacao-autorizadora',
        method: 'GET',
        body: { chaveDeConta: helio.accountId },
        token: helio.token,
      });
      expectError(simulated, 422, BankCode.FgtsRateAboveCap);
      expectError(
        await call(
          capped.app,
          'conta/antecipacao/fgts/proposta',
          { chaveDeConta: helio.accountId, valorSolicitado: 300 },
          helio.token,
        ),
        422,
        BankCode.FgtsRateAboveCap,
      );
      const proposals = await capped.db.selectFrom('fgts_proposal').select('id').execute();
      expect(proposals).toEqual([]);
    } finally {
      await capped.close();
    }
  });
});
