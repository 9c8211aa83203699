import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  CARLA,
  call,
  DANIEL,
  expectError,
  login,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

/** A valid CPF that belongs to no customer. */
const NOBODY = '52998224725';

let t: TestApp;
let clock = new Date('2026-03-10T12:00:00-03:00');
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

interface Outbox {
  mensagens: Array<{ channel: string; destino: string; text: string }>;
}
async function lastCode(destino: string): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sandbox/outbox?destino=${encodeURIComponent(destino)}`,
  });
  const body = res.json() as { result: Outbox };
  const text = body.result.mensagens[0]?.text ?? '';
  const code = /(\d{6})/.exec(text)?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}
const sms = (who: { ddd: string; telefone: string }) => `+55${who.ddd}${who.telefone}`;
const askSms = (cpf: string) =>
  call(t.app, 'usuarios/solicitar-reset-senha-por-token-sms', { identificacaoFiscal: cpf });
const reset = (cpf: string, token: string, novaSenha: string) =>
  call(t.app, 'usuarios/alterar-senha-usuario-por-token', { identificacaoFiscal: cpf, token, novaSenha });
const wrongLogin = (cpf: string) =>
  call(t.app, 'autenticar/cliente', { identificacaoFiscal: cpf, senha: 'errada123' });

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

describe('forgot password', () => {
  it('answers an unknown CPF exactly like a customer, and sends nothing', async () => {
    const known = await askSms(ANA.cpf);
    const unknown = await askSms(NOBODY);
    expect(unknown).toEqual(known);
    expect(resultOf(known)).toEqual({ enviado: true, canal: 'sms', validadeSegundos: 600 });
    // Right after: both are refused alike (46001), since both are counted.
    const again = [await askSms(ANA.cpf), await askSms(NOBODY)];
    for (const a of again) expectError(a, 429, 46001);
    expect(again[0]).toEqual(again[1]);
    // A guess for the unknown CPF is a wrong code, like one for a customer.
    expectError(await reset(NOBODY, '123456', 'novaSenha9'), 400, 23003);
    // Nothing stored in clear: no row holds a code or a CPF.
    const rows = await t.db.selectFrom('credential_code').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(ANA.cpf);
    expect(JSON.stringify(rows)).not.toContain(await lastCode(sms(ANA)));
  });

  it('lifts a password lock with the code from the outbox, and the new password logs in', async () => {
    tick(61_000);
    for (let i = 0; i < 5; i++) await wrongLogin(BRUNO.cpf);
    expectError(
      await call(t.app, 'autenticar/cliente', { identificacaoFiscal: BRUNO.cpf, senha: BRUNO.senha }),
      423,
      47028,
    );
    resultOf(
      await call(t.app, 'usuarios/solicitar-reset-senha-por-token', { identificacaoFiscal: BRUNO.cpf }),
    );
    const code = await lastCode(BRUNO.email);
    expectError(await reset(BRUNO.cpf, code, 'curta1'), 400, 40022);
    expectError(await reset(BRUNO.cpf, code, 'somenteletras'), 400, 40022);
    resultOf(await reset(BRUNO.cpf, code, 'NovaSenha2026'));
    // Spent: the same code again is refused.
    expectError(await reset(BRUNO.cpf, code, 'OutraSenha2026'), 400, 23003);
    await login(t.app, { cpf: BRUNO.cpf, senha: 'NovaSenha2026' });
    expectError(
      await call(t.app, 'autenticar/cliente', { identificacaoFiscal: BRUNO.cpf, senha: BRUNO.senha }),
      400,
      47029,
    );
  });

  it('spends a code after 5 wrong tries and lets it expire after 10 minutes', async () => {
    tick(61_000);
    resultOf(await askSms(CARLA.cpf));
    const code = await lastCode(sms(CARLA));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expectError(await reset(CARLA.cpf, wrong, 'NovaSenha2026'), 400, 23003);
    expectError(await reset(CARLA.cpf, code, 'NovaSenha2026'), 400, 23003);
    tick(61_000);
    resultOf(await askSms(CARLA.cpf));
    const late = await lastCode(sms(CARLA));
    tick(10 * 60_000 + 1);
    expectError(await reset(CARLA.cpf, late, 'NovaSenha2026'), 400, 23003);
    const attempts = await t.db.selectFrom('credential_attempt').select(['action', 'outcome']).execute();
    expect(attempts.filter((a) => a.outcome === 'wrong-code').length).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(attempts)).not.toContain(code);
  });

  it('gives at most 5 codes per CPF in an hour', async () => {
    const cpf = '11144477735';
    for (let i = 0; i < 5; i++) {
      tick(61_000);
      resultOf(await askSms(cpf));
    }
    tick(61_000);
    expectError(await askSms(cpf), 429, 46001);
    tick(60 * 60_000);
    resultOf(await askSms(cpf));
  });
});

describe('change password', () => {
  it('asks for the current one, refuses the same one, and keeps this session only', async () => {
    const ana = await login(t.app, ANA);
    const other = await login(t.app, ANA);
    const change = (senhaAtual: string, novaSenha: string) =>
      call(t.app, 'usuarios/alterar-senha-acesso-cliente', { senhaAtual, novaSenha }, ana.token);
    expectError(await change('errada999', 'Trocada2026'), 400, 10007);
    expectError(await change(ANA.senha, ANA.senha), 400, 40022);
    resultOf(await change(ANA.senha, 'Trocada2026'));
    resultOf(await call(t.app, 'conta/consultar-saldo', { chaveDeConta: ana.accountId }, ana.token));
    expectError(
      await call(t.app, 'conta/consultar-saldo', { chaveDeConta: ana.accountId }, other.token),
      401,
      40100,
    );
    await login(t.app, { cpf: ANA.cpf, senha: 'Trocada2026' });
  });
});

describe('change and forgot PIN', () => {
  it('changes the PIN with the current one; refuses a guessable one', async () => {
    const carla = await login(t.app, CARLA);
    const change = (pinAtual: string, novoPin: string) =>
      call(
        t.app,
        'conta/trocar-pin-conta-sync-pin-cartoes',
        { chaveDeConta: carla.accountId, pinAtual, novoPin },
        carla.token,
      );
    expectError(await change('0000', '4826'), 400, 10007);
    expectError(await change(CARLA.pin, '1111'), 400, 40007);
    expectError(await change(CARLA.pin, CARLA.pin), 400, 40007);
    resultOf(await change(CARLA.pin, '4826'));
    expectError(await change(CARLA.pin, '5937'), 400, 10007);
    resultOf(await change('4826', CARLA.pin));
  });

  it('unblocks a blocked PIN with the password and a code', async () => {
    tick(61_000);
    const who = DANIEL;
    const daniel = await login(t.app, who);
    const change = (pinAtual: string) =>
      call(
        t.app,
        'conta/trocar-pin-conta-sync-pin-cartoes',
        { chaveDeConta: daniel.accountId, pinAtual, novoPin: '4826' },
        daniel.token,
      );
    for (let i = 0; i < 4; i++) expectError(await change('0000'), 400, 10007);
    expectError(await change('0000'), 423, 10008);
    expectError(await change(who.pin), 423, 10008);

    const sent = resultOf(
      await call(
        t.app,
        'token/gerar-2fa-alteracao-pin-conta',
        { chaveDeConta: daniel.accountId, tipoSegundoFator: 2 },
        daniel.token,
      ),
    );
    expect(sent).toMatchObject({
      enviado: true,
      canal: 'sms',
      destinoMascarado: `(${who.ddd}) *****-${who.telefone.slice(-4)}`,
    });
    const code = await lastCode(sms(who));
    const resetPin = (senha: string, token: string) =>
      call(
        t.app,
        'conta/alterar-pin-conta-por-token-sync-pin-cartoes',
        { chaveDeConta: daniel.accountId, senha, token, novoPin: '4826' },
        daniel.token,
      );
    expectError(await resetPin('errada999', code), 400, 10007);
    expectError(await resetPin(who.senha, code === '000000' ? '111111' : '000000'), 400, 23003);
    resultOf(await resetPin(who.senha, code));
    resultOf(
      await call(
        t.app,
        'conta/trocar-pin-conta-sync-pin-cartoes',
        { chaveDeConta: daniel.accountId, pinAtual: '4826', novoPin: '2468' },
        daniel.token,
      ),
    );
  });

  it('never reaches another customer account', async () => {
    const bruno = await login(t.app, { cpf: BRUNO.cpf, senha: 'NovaSenha2026' });
    const ana = await login(t.app, { cpf: ANA.cpf, senha: 'Trocada2026' });
    expectError(
      await call(
        t.app,
        'token/gerar-2fa-alteracao-pin-conta',
        { chaveDeConta: ana.accountId, tipoSegundoFator: 3 },
        bruno.token,
      ),
      404,
      40401,
    );
  });

  it('stops checking the password after 5 wrong ones in an hour', async () => {
    const carla = await login(t.app, CARLA);
    const attempt = () =>
      call(
        t.app,
        'conta/alterar-pin-conta-por-token-sync-pin-cartoes',
        { chaveDeConta: carla.accountId, senha: 'errada999', token: '123456', novoPin: '4826' },
        carla.token,
      );
    for (let i = 0; i < 5; i++) expectError(await attempt(), 400, 10007);
    expectError(await attempt(), 429, 46001);
  });
});
