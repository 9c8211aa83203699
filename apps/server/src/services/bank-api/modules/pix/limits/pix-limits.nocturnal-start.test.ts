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
/** Tomorrow at 21:00 in São Paulo: nocturnal with a 20h start, daytime with a 22h start. */
const NIGHT = new Date(startOfSaoPauloDay(addDays(todayInSaoPaulo(), 1)).getTime() + 21 * HOUR);

let clock = NIGHT;
let t: TestApp;
let ana: LoggedIn;
let brunoKey: string;

interface Answer {
  inicioPeriodoNoturno: number;
  alteracaoInicioNoturnoPendente: Record<string, unknown> | null;
  limites: Array<{ horaInicio?: string; periodoNoturnoAtivo?: boolean; valorUtilizado: number }>;
}

const limits = async () =>
  resultOf<Answer>(
    await call(t.app, 'limites-cliente/consultar-limites', { chaveDeConta: ana.accountId }, ana.token),
  );
const setStart = (body: Record<string, unknown>) =>
  call(
    t.app,
    'limites-cliente/alterar-limite-noturno-pix',
    { chaveDeConta: ana.accountId, ...body },
    ana.token,
  );
const pay = (valor: number) =>
  call(
    t.app,
    'pix/operacao/enviar-ordem-pagamento-por-chave',
    { chaveDeConta: ana.accountId, pin: ANA.pin, valor, chave: brunoKey },
    ana.token,
  );
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
});
afterAll(async () => t?.close());

describe('Pix nocturnal period start', () => {
  it('starts at 20h: a payment at 21h is nocturnal and capped by the R$ 1.000,00 night limit', async () => {
    const answer = await limits();
    expect(answer).toMatchObject({ inicioPeriodoNoturno: 20, alteracaoInicioNoturnoPendente: null });
    expect(answer.limites[1]).toMatchObject({ horaInicio: '20:00', periodoNoturnoAtivo: true });
    expectError(await pay(1000.01), 400, 40076);
  });

  it('refuses a start other than 20 or 22 (40007) or an account not the customer’s, and changes nothing', async () => {
    for (const body of [
      { inicioPeriodoNoturno: 21 },
      { inicioPeriodoNoturno: '22' },
      { inicioPeriodoNoturno: 22.5 },
      { inicioPeriodoNoturno: null },
      {},
    ]) {
      expectError(await setStart(body), 400, 40007);
    }
    expectError(
      await call(
        t.app,
        'limites-cliente/alterar-limite-noturno-pix',
        { chaveDeConta: 'not-an-account', inicioPeriodoNoturno: 22 },
        ana.token,
      ),
      404,
      40401,
    );
    expect(await limits()).toMatchObject({ inicioPeriodoNoturno: 20, alteracaoInicioNoturnoPendente: null });
  });

  it('a later start (22h) is pending for 24 hours; the same request key answers the same', async () => {
    const body = {
      chaveDeConta: ana.accountId,
      inicioPeriodoNoturno: 22,
      chaveDeIdempotencia: '2b1f8a40-6f1c-4f7e-9d55-3c1b9a7e0d22',
    };
    const first = await call(t.app, 'limites-cliente/alterar-limite-noturno-pix', body, ana.token);
    const again = await call(t.app, 'limites-cliente/alterar-limite-noturno-pix', body, ana.token);
    expect(resultOf(first)).toMatchObject({
      status: 'Pendente',
      inicioPeriodoNoturnoAnterior: 20,
      inicioPeriodoNoturno: 22,
    });
    expect(resultOf(again)).toEqual(resultOf(first));
    const answer = await limits();
    expect(answer).toMatchObject({
      inicioPeriodoNoturno: 20,
      alteracaoInicioNoturnoPendente: {
        inicioPeriodoNoturno: 22,
        dataEfetivacao: resultOf<{ dataEfetivacao: string }>(first).dataEfetivacao,
      },
    });
    expect(answer.limites[1]).toMatchObject({ periodoNoturnoAtivo: true });
    expectError(await pay(1000.01), 400, 40076);
    await at(new Date(NIGHT.getTime() + 24 * HOUR - 60_000));
    expect((await limits()).inicioPeriodoNoturno).toBe(20);
  });

  it('once applied, 21h is daytime (only the daily limit) and 22h30 is nocturnal', async () => {
    await at(new Date(NIGHT.getTime() + 24 * HOUR + 60_000));
    resultOf(await pay(1500)); // applies the pending start itself, then counts as daytime
    const answer = await limits();
    expect(answer).toMatchObject({ inicioPeriodoNoturno: 22, alteracaoInicioNoturnoPendente: null });
    expect(answer.limites[1]).toMatchObject({ horaInicio: '22:00', periodoNoturnoAtivo: false });
    await at(new Date(NIGHT.getTime() + 25.5 * HOUR));
    expect((await limits()).limites[1]).toMatchObject({ periodoNoturnoAtivo: true, valorUtilizado: 0 });
    expectError(await pay(1000.01), 400, 40076);
  });

  it('back to 20h applies at once and clears a pending later start', async () => {
    expect(resultOf(await setStart({ inicioPeriodoNoturno: 20 }))).toMatchObject({
      status: 'Aprovado',
      inicioPeriodoNoturnoAnterior: 22,
      inicioPeriodoNoturno: 20,
    });
    expect((await limits()).inicioPeriodoNoturno).toBe(20);
    expect(resultOf(await setStart({ inicioPeriodoNoturno: 22 }))).toMatchObject({ status: 'Pendente' });
    expect(resultOf(await setStart({ inicioPeriodoNoturno: 20 }))).toMatchObject({ status: 'Aprovado' });
    expect(await limits()).toMatchObject({ inicioPeriodoNoturno: 20, alteracaoInicioNoturnoPendente: null });
    await at(new Date(NIGHT.getTime() + 48 * HOUR + 60_000));
    expect((await limits()).limites[1]).toMatchObject({ horaInicio: '20:00', periodoNoturnoAtivo: true });
  });
});
