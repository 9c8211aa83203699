import { addDays, todayInSaoPaulo } from '@carteira/core/calendar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOfSaoPauloDay } from '../../../../../platform/time.ts';
import {
  ANA,
  BRUNO,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';

const HOUR = 3_600_000;
/** Tomorrow at 21:00 in São Paulo: inside the nocturnal period. */
const NIGHT = new Date(startOfSaoPauloDay(addDays(todayInSaoPaulo(), 1)).getTime() + 21 * HOUR);

let clock = NIGHT;
let t: TestApp;
let ana: LoggedIn;
let brunoKey: string;
let brunoQr: string;

interface Limit {
  tipoLimite: number;
  idOperacao: number;
  valorLimite: number;
  valorUtilizado: number;
  valorDisponivel: number;
  periodoNoturnoAtivo?: boolean;
}

const limits = async () =>
  resultOf<{ limites: Limit[] }>(
    await call(t.app, 'limites-cliente/consultar-limites', { chaveDeConta: ana.accountId }, ana.token),
  ).limites;
const pending = async () =>
  resultOf<{ solicitacoes: Array<Record<string, unknown>> }>(
    await call(
      t.app,
      'limites-cliente/consultar-solicitacoes-pendentes',
      { chaveDeConta: ana.accountId },
      ana.token,
    ),
  ).solicitacoes;
const change = (tipoLimite: number, valor: number) =>
  call(
    t.app,
    'limites-cliente/solicitar-alteracao-limite-operacao',
    { chaveDeConta: ana.accountId, tipoLimite, motivo: 4028, valor },
    ana.token,
  );
const pay = (valor: number) =>
  call(
    t.app,
    'pix/operacao/enviar-ordem-pagamento-por-chave',
    { chaveDeConta: ana.accountId, pin: ANA.pin, valor, chave: brunoKey },
    ana.token,
  );
const payByAgency = (valor: number) =>
  call(
    t.app,
    'pix/operacao/enviar-ordem-pagamento-por-agencia',
    {
      chaveDeConta: ana.accountId,
      pin: ANA.pin,
      valor,
      codInstituicaoBeneficiario: '999',
      agenciaBeneficiario: '0001',
      contaBeneficiario: BRUNO.conta,
      tipoContaBeneficiario: 1,
      identificacaoFiscalBeneficiario: BRUNO.cpf,
      nomeBeneficiario: BRUNO.nome,
    },
    ana.token,
  );
const payByQr = (valor: number) =>
  call(
    t.app,
    'pix/operacao/enviar-ordem-pagamento-por-qrcode',
    { chaveDeConta: ana.accountId, pin: ANA.pin, qrCode: brunoQr, valor },
    ana.token,
  );
const balance = async () =>
  resultOf<{ saldo: number }>(
    await call(t.app, 'conta/consultar-saldo', { chaveDeConta: ana.accountId }, ana.token),
  ).saldo;
/** Moves the clock and logs in again (a session does not outlive a jump of hours). */
async function at(when: Date) {
  clock = when;
  ana = await login(t.app, ANA);
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  ana = await login(t.app, ANA);
  const bruno = await login(t.app, BRUNO);
  brunoKey = resultOf<{ chaveEnderecamento: string }>(
    await call(
      t.app,
      'pix/enderecamento/cadastrar-chave-evp',
      { chaveDeConta: bruno.accountId },
      bruno.token,
    ),
  ).chaveEnderecamento;
  brunoQr = resultOf<{ qrCode: string }>(
    await call(
      t.app,
      'pix/qrcode/gerar-qrcode-estatico',
      { chaveDeConta: bruno.accountId, chave: brunoKey },
      bruno.token,
    ),
  ).qrCode;
});
afterAll(async () => t?.close());

describe('Pix limits', () => {
  it('starts with R$ 5.000,00 a day (operation 4028) and R$ 1.000,00 at night', async () => {
    expect(await limits()).toMatchObject([
      { idOperacao: 4028, tipoLimite: 1, valorLimite: 5000, valorUtilizado: 0, valorDisponivel: 5000 },
      { idOperacao: 4028, tipoLimite: 2, valorLimite: 1000, valorUtilizado: 0, periodoNoturnoAtivo: true },
    ]);
  });

  it('accepts at most R$ 1.000,00 of 20 parallel R$ 100 payments at 21h (40076 for the rest)', async () => {
    const before = await balance();
    const answers = await Promise.all(Array.from({ length: 20 }, () => pay(100)));
    expect(answers.filter((a) => a.success)).toHaveLength(10);
    for (const a of answers.filter((x) => !x.success)) expectError(a, 400, 40076);
    expect(Math.round((before - (await balance())) * 100)).toBe(100_000);
    expect(await limits()).toMatchObject([
      { valorUtilizado: 1000, valorDisponivel: 4000 },
      { valorUtilizado: 1000, valorDisponivel: 0 },
    ]);
    expectError(await payByAgency(0.01), 400, 40076);
    expectError(await payByQr(0.01), 400, 40076);
    expect(Math.round((before - (await balance())) * 100)).toBe(100_000);
  });

  it('after 6h only the daily limit counts; a decrease applies at once', async () => {
    await at(new Date(NIGHT.getTime() + 10 * HOUR)); // 07:00 the next day: a new day, no night
    expect((await limits())[1]).toMatchObject({ periodoNoturnoAtivo: false, valorUtilizado: 0 });
    resultOf(await pay(300));
    expect(resultOf(await change(1, 800))).toMatchObject({ status: 'Aprovado', valorAnterior: 5000 });
    expect((await limits())[0]).toMatchObject({
      valorLimite: 800,
      valorUtilizado: 300,
      valorDisponivel: 500,
    });
    expectError(await payByAgency(500.01), 400, 40076);
    resultOf(await payByAgency(500));
    expectError(await pay(0.01), 400, 40076);
  });

  it('an increase is pending for 24 hours, then applies when read or when paying', async () => {
    const asked = resultOf<Record<string, unknown>>(await change(1, 2000));
    expect(asked).toMatchObject({ status: 'Pendente', valorAnterior: 800, valorSolicitado: 2000 });
    expect(await pending()).toMatchObject([{ idSolicitacao: asked.idSolicitacao, valorSolicitado: 2000 }]);
    const requestedAt = clock.getTime();
    await at(new Date(requestedAt + 24 * HOUR - 60_000));
    expect((await limits())[0]).toMatchObject({ valorLimite: 800, valorUtilizado: 0 });
    expectError(await pay(800.01), 400, 40076);
    await at(new Date(requestedAt + 24 * HOUR + 60_000));
    resultOf(await pay(1500)); // applied by the payment itself
    expect((await limits())[0]).toMatchObject({ valorLimite: 2000, valorUtilizado: 1500 });
    expect(await pending()).toEqual([]);
  });

  it('refuses a change with another reason, type or a bad amount (40007)', async () => {
    for (const body of [
      { tipoLimite: 1, motivo: 1, valor: 10 },
      { tipoLimite: 3, motivo: 4028, valor: 10 },
      { tipoLimite: 1, motivo: 4028, valor: -1 },
      { tipoLimite: 1, motivo: 4028, valor: 1.001 },
    ]) {
      expectError(
        await call(
          t.app,
          'limites-cliente/solicitar-alteracao-limite-operacao',
          { chaveDeConta: ana.accountId, ...body },
          ana.token,
        ),
        400,
        40007,
      );
    }
  });
});
