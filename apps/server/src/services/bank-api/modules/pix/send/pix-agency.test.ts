import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  balanceOf,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../../test/bank-helpers.ts';
import { asBank } from '../../../../../test/own-tables.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';
import { ledgerAudit } from '../../ledger/ledger.repository.ts';

let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;

const MARCOS = { cod: '90400001', agencia: '0012', conta: '45678901', cpf: '41820357635' };

const balance = (who: LoggedIn) => balanceOf(t.app, who);
const clearing = async () =>
  (
    await t.db
      .selectFrom('account')
      .select('balance')
      .where('code', '=', 'sandbox-clearing')
      .executeTakeFirstOrThrow()
  ).balance;
const movements = async () => (await t.db.selectFrom('movement').select('id').execute()).length;

const toBruno = {
  codInstituicaoBeneficiario: '99999999',
  agenciaBeneficiario: '0001',
  contaBeneficiario: BRUNO.conta,
  tipoContaBeneficiario: 1,
  identificacaoFiscalBeneficiario: BRUNO.cpf,
  nomeBeneficiario: 'Bruno',
};
const pay = (valor: number, to: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
  call(
    t.app,
    'pix/operacao/enviar-ordem-pagamento-por-agencia',
    { chaveDeConta: ana.accountId, pin: ANA.pin, valor, ...to, ...extra },
    ana.token,
  );

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
});
afterAll(async () => t?.close());

describe('pix/operacao/enviar-ordem-pagamento-por-agencia', () => {
  it('pays a Carteira account ledger to ledger, answering as the payment by key', async () => {
    const [anaBefore, brunoBefore] = [await balance(ana), await balance(bruno)];
    const done = resultOf<Record<string, string | number>>(await pay(12.34, toBruno));
    expect(done).toMatchObject({
      valorOperacao: 12.34,
      statusOrdem: 'EFETIVADA',
      nomeBeneficiario: BRUNO.nome,
      instituicaoBeneficiario: 'Carteira',
      codInstituicaoBeneficiario: '99999999',
      agenciaBeneficiario: '0001',
    });
    expect(String(done.endToEnd)).toMatch(/^E99999999\d{12}[A-Za-z0-9]{11}$/);
    expect(Math.round((anaBefore - (await balance(ana))) * 100)).toBe(1234);
    expect(Math.round(((await balance(bruno)) - brunoBefore) * 100)).toBe(1234);
    const receipt = resultOf<Record<string, unknown>>(
      await call(
        t.app,
        'comprovante/consultar-comprovantes-por-id-transacao',
        { chaveDeConta: bruno.accountId, idTransacao: done.idTransacao },
        bruno.token,
      ),
    );
    expect(receipt).toMatchObject({ endToEnd: done.endToEnd, chavePix: null, valor: 12.34 });
  });

  it('pays a holder whose CNPJ has letters (2026), typed with its mask', async () => {
    const done = resultOf<Record<string, string>>(
      await pay(2, {
        codInstituicaoBeneficiario: '901',
        agenciaBeneficiario: '0012',
        contaBeneficiario: '45679036',
        tipoContaBeneficiario: 1,
        identificacaoFiscalBeneficiario: '12.abc.345/01de-35',
        nomeBeneficiario: 'Ateliê Aurora',
      }),
    );
    expect(done).toMatchObject({
      nomeBeneficiario: 'Ateliê Aurora Ltda',
      codInstituicaoBeneficiario: '90400001',
    });
    const wrongDigit = {
      codInstituicaoBeneficiario: '901',
      agenciaBeneficiario: '0012',
      contaBeneficiario: '45679036',
      tipoContaBeneficiario: 1,
      identificacaoFiscalBeneficiario: '12.ABC.345/01DE-36',
      nomeBeneficiario: 'Ateliê Aurora',
    };
    expectError(await pay(2, wrongDigit), 400, 40007);
  });

  it("pays a sandbox institution's account (by ISPB or bank code) through the clearing", async () => {
    const [anaBefore, clearingBefore] = [await balance(ana), await clearing()];
    const to = {
      codInstituicaoBeneficiario: MARCOS.cod,
      agenciaBeneficiario: MARCOS.agencia,
      contaBeneficiario: MARCOS.conta,
      tipoContaBeneficiario: 1,
      identificacaoFiscalBeneficiario: '418.203.576-35',
      nomeBeneficiario: 'Marcos',
    };
    const done = resultOf<Record<string, string>>(await pay(5, to));
    expect(done).toMatchObject({
      nomeBeneficiario: 'Marcos Vinícius Rocha',
      instituicaoBeneficiario: 'Banco Horizonte S.A.',
      codInstituicaoBeneficiario: '90400001',
    });
    resultOf(await pay(1, { ...to, codInstituicaoBeneficiario: '901' }));
    expect(Math.round((anaBefore - (await balance(ana))) * 100)).toBe(600);
    expect((await clearing()) - clearingBefore).toBe(600);
  });

  it('replays a repeated key and answers 40044 for a changed body', async () => {
    const key = randomUUID();
    const before = await balance(ana);
    const first = await pay(2, toBruno, { chaveDeIdempotencia: key });
    expect(await pay(2, toBruno, { chaveDeIdempotencia: key })).toEqual(first);
    expectError(await pay(3, toBruno, { chaveDeIdempotencia: key }), 409, 40044);
    expect(Math.round((before - (await balance(ana))) * 100)).toBe(200);
  });

  it('refuses a CPF that is not the holder’s, unknown accounts, its own account, a wrong PIN and bad input', async () => {
    const before = await movements();
    expectError(await pay(1, { ...toBruno, identificacaoFiscalBeneficiario: ANA.cpf }), 400, 40073);
    expectError(
      await pay(1, {
        ...toBruno,
        codInstituicaoBeneficiario: MARCOS.cod,
        agenciaBeneficiario: MARCOS.agencia,
        contaBeneficiario: MARCOS.conta,
      }),
      400,
      40073,
    );
    expectError(await pay(1, { ...toBruno, contaBeneficiario: '99999999' }), 404, 40401);
    expectError(await pay(1, { ...toBruno, codInstituicaoBeneficiario: '12345678' }), 404, 40401);
    expectError(
      await pay(1, { ...toBruno, contaBeneficiario: ANA.conta, identificacaoFiscalBeneficiario: ANA.cpf }),
      400,
      40010,
    );
    expectError(await pay(1, toBruno, { pin: '0000' }), 400, 10007);
    for (const change of [
      { identificacaoFiscalBeneficiario: '123' },
      { codInstituicaoBeneficiario: '12' },
      { tipoContaBeneficiario: 9 },
      { nomeBeneficiario: '' },
      { valor: 0 },
    ]) {
      expectError(await pay(1, { ...toBruno, ...change }), 400, 40007);
    }
    expect(await movements()).toBe(before);
    resultOf(
      await call(t.app, 'conta/validar-pin-conta', { chaveDeConta: ana.accountId, pin: ANA.pin }, ana.token),
    );
  });

  it('keeps the books balanced', async () => {
    expect(await ledgerAudit(asBank(t.db))).toEqual({
      mismatched: [],
      total: 0,
      negativeCustomerAccounts: 0,
    });
  });
});
