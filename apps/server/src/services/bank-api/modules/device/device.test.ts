import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  call,
  expectError,
  type LoggedIn,
  login,
  registerEvp,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { lastCode } from '../../../../test/onboarding-helpers.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

// A weekday noon in São Paulo: the daytime Pix limits hold, the new-device ones are what is tested.
let clock = new Date('2026-11-10T15:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(async () => t?.close());

const meta = (deviceId: string, extra: Array<{ tipo: number; valor: string }> = []) => [
  { tipo: 1, valor: 'web' },
  { tipo: 2, valor: 'Android browser' },
  { tipo: 12, valor: deviceId },
  ...extra,
];

/** A bank call from another device than the seed's. */
function from(
  app: FastifyInstance,
  deviceId: string,
  path: string,
  body: Record<string, unknown>,
  token?: string,
) {
  return call(app, path, { ...body, metadados: meta(deviceId, (body.metadados as never) ?? []) }, token);
}

const ANA_PHONE = `+55${ANA.ddd}${ANA.telefone}`;

async function newDeviceLogin(deviceId: string): Promise<LoggedIn> {
  const refused = await from(t.app, deviceId, 'autenticar/cliente', {
    identificacaoFiscal: ANA.cpf,
    senha: ANA.senha,
  });
  expectError(refused, 403, 40123);
  if (refused.success) throw new Error('unreachable');
  const chaveDeDesafio = refused.error.chaveDeDesafio as string;
  // a code a minute at most: the clock moves on between this file's codes
  clock = new Date(clock.getTime() + 2 * 60_000);
  resultOf(await call(t.app, 'autenticar/novo-dispositivo/enviar-codigo', { chaveDeDesafio }));
  const codigo = await lastCode(t.app, ANA_PHONE);
  const result = resultOf<{
    accessToken: string;
    chaveDeCliente: string;
    contas: Array<{ chaveDeConta: string }>;
  }>(await from(t.app, deviceId, 'autenticar/novo-dispositivo/confirmar', { chaveDeDesafio, codigo }));
  return {
    token: result.accessToken,
    customerId: result.chaveDeCliente,
    accountId: result.contas[0]?.chaveDeConta ?? '',
  };
}

describe('a login from a new device', () => {
  it('answers 40123 with a challenge and the masked phone, and opens no session', async () => {
    const sessionsBefore = (await t.db.selectFrom('session').select('id').execute()).length;
    const answer = await from(t.app, 'phone-of-ana-2', 'autenticar/cliente', {
      identificacaoFiscal: ANA.cpf,
      senha: ANA.senha,
    });
    expectError(answer, 403, 40123);
    if (answer.success) return;
    expect(answer.error.chaveDeDesafio).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.error.celularMascarado).toBe(`(${ANA.ddd}) *****-${ANA.telefone.slice(-4)}`);
    expect((await t.db.selectFrom('session').select('id').execute()).length).toBe(sessionsBefore);
    // the device id is never stored, only its hash
    const stored = await t.db.selectFrom('device_challenge').select('device_hash').execute();
    expect(stored.map((s) => s.device_hash)).not.toContain('phone-of-ana-2');
  });

  it('refuses a wrong code and a confirmation from another device; the right code trusts the device', async () => {
    const refused = await from(t.app, 'phone-of-ana-3', 'autenticar/cliente', {
      identificacaoFiscal: ANA.cpf,
      senha: ANA.senha,
    });
    if (refused.success) throw new Error('expected 40123');
    const chaveDeDesafio = refused.error.chaveDeDesafio as string;
    const sent = resultOf(await call(t.app, 'autenticar/novo-dispositivo/enviar-codigo', { chaveDeDesafio }));
    expect(sent).toMatchObject({ enviado: true, validadeSegundos: 600 });
    const codigo = await lastCode(t.app, ANA_PHONE);
    const wrong = codigo === '000000' ? '000001' : '000000';
    expectError(
      await from(t.app, 'phone-of-ana-3', 'autenticar/novo-dispositivo/confirmar', {
        chaveDeDesafio,
        codigo: wrong,
      }),
      400,
      23003,
    );
    expectError(
      await from(t.app, 'someone-else', 'autenticar/novo-dispositivo/confirmar', { chaveDeDesafio, codigo }),
      400,
      23003,
    );
    const ok = resultOf<{ accessToken: string; nome: string }>(
      await from(t.app, 'phone-of-ana-3', 'autenticar/novo-dispositivo/confirmar', {
        chaveDeDesafio,
        codigo,
      }),
    );
    expect(ok.nome).toBe(ANA.nome);
    // the challenge is spent, and the device now logs in without one
    expectError(
      await from(t.app, 'phone-of-ana-3', 'autenticar/novo-dispositivo/confirmar', {
        chaveDeDesafio,
        codigo,
      }),
      400,
      23003,
    );
    resultOf(
      await from(t.app, 'phone-of-ana-3', 'autenticar/cliente', {
        identificacaoFiscal: ANA.cpf,
        senha: ANA.senha,
      }),
    );
  });

  it('refuses the challenge calls with bad input', async () => {
    expectError(
      await call(t.app, 'autenticar/novo-dispositivo/enviar-codigo', { chaveDeDesafio: 'x' }),
      400,
      40007,
    );
    expectError(
      await call(t.app, 'autenticar/novo-dispositivo/enviar-codigo', { chaveDeDesafio: 'a'.repeat(43) }),
      400,
      23003,
    );
    expectError(
      await call(t.app, 'autenticar/cliente', {
        identificacaoFiscal: ANA.cpf,
        senha: ANA.senha,
        metadados: [{ tipo: 1, valor: 'web' }],
      }),
      400,
      40007,
    );
  });
});

describe('Pix from a new device (IN BCB 491/2024)', () => {
  it('holds R$ 200,00 a payment and R$ 1.000,00 a day until 24 hours after the confirmation', async () => {
    const bruno = await login(t.app, BRUNO);
    const key = await registerEvp(t.app, bruno);
    const ana = await newDeviceLogin('phone-of-ana-4');
    const pay = (valor: number) =>
      from(
        t.app,
        'phone-of-ana-4',
        'pix/operacao/enviar-ordem-pagamento-por-chave',
        { chaveDeConta: ana.accountId, pin: ANA.pin, valor, chave: key, chaveDeIdempotencia: randomUUID() },
        ana.token,
      );
    const limits = async () =>
      resultOf<{ dispositivoNovo: Record<string, unknown> | null }>(
        await call(t.app, 'limites-cliente/consultar-limites', { chaveDeConta: ana.accountId }, ana.token),
      ).dispositivoNovo;
    expect(await limits()).toMatchObject({
      limitePorTransacao: 200,
      limiteDiario: 1000,
      valorDisponivel: 1000,
    });
    expectError(await pay(200.01), 400, 40076);
    for (let i = 0; i < 5; i++) resultOf(await pay(200));
    expectError(await pay(0.01), 400, 40076);
    expect(await limits()).toMatchObject({ valorUtilizado: 1000, valorDisponivel: 0 });
    // the seed's device, registered for Pix, is not held
    const home = await login(t.app, ANA);
    resultOf(
      await call(
        t.app,
        'pix/operacao/enviar-ordem-pagamento-por-chave',
        { chaveDeConta: home.accountId, pin: ANA.pin, valor: 300, chave: key },
        home.token,
      ),
    );
    // a day later (the session ended with it) the device logs in again, registered for Pix
    clock = new Date(clock.getTime() + 24 * 3_600_000 + 60_000);
    const again = resultOf<{ accessToken: string }>(
      await from(t.app, 'phone-of-ana-4', 'autenticar/cliente', {
        identificacaoFiscal: ANA.cpf,
        senha: ANA.senha,
      }),
    );
    ana.token = again.accessToken;
    expect(await limits()).toBeNull();
    resultOf(await pay(300));
  });
});

describe('trusted devices', () => {
  it('lists the devices, records app/login with the place only when sent, and removes one, ending its sessions', async () => {
    const home = await login(t.app, ANA);
    const phone = await newDeviceLogin('phone-of-ana-5');
    const located = resultOf<{ metadados: Array<{ tipo: number; valor: string }> }>(
      await from(
        t.app,
        'phone-of-ana-5',
        'app/login',
        {
          metadados: [
            { tipo: 8, valor: '-19.9191' },
            { tipo: 9, valor: '-43.9386' },
          ],
        },
        phone.token,
      ),
    );
    expect(located.metadados.map((m) => m.tipo)).toEqual([8, 9, 1, 2]);
    const unlocated = resultOf<{ metadados: Array<{ tipo: number }> }>(
      await from(t.app, 'phone-of-ana-5', 'app/login', {}, phone.token),
    );
    expect(unlocated.metadados.map((m) => m.tipo)).toEqual([1, 2]);
    const { dispositivos } = resultOf<{
      dispositivos: Array<{ chaveDoDispositivo: string; atual: boolean; modelo: string }>;
    }>(await call(t.app, 'dispositivos/listar', {}, home.token));
    expect(dispositivos.filter((d) => d.atual)).toHaveLength(1);
    const mine = resultOf<{ dispositivos: Array<{ chaveDoDispositivo: string; atual: boolean }> }>(
      await from(t.app, 'phone-of-ana-5', 'dispositivos/listar', {}, phone.token),
    ).dispositivos.find((d) => d.atual);
    if (!mine) throw new Error('the phone is not listed');

    // another customer's try answers 40250 and changes nothing
    const bruno = await login(t.app, BRUNO);
    expectError(
      await call(t.app, 'dispositivos/remover', { chaveDoDispositivo: mine.chaveDoDispositivo }, bruno.token),
      404,
      40250,
    );
    resultOf(await from(t.app, 'phone-of-ana-5', 'dispositivos/listar', {}, phone.token));
    expectError(
      await call(t.app, 'dispositivos/remover', { chaveDoDispositivo: 'not-a-key' }, home.token),
      400,
      40007,
    );

    expect(
      resultOf(
        await call(
          t.app,
          'dispositivos/remover',
          { chaveDoDispositivo: mine.chaveDoDispositivo },
          home.token,
        ),
      ),
    ).toMatchObject({ removido: true, sessoesEncerradas: 1 });
    expectError(await from(t.app, 'phone-of-ana-5', 'dispositivos/listar', {}, phone.token), 401, 40100);
    expectError(
      await call(t.app, 'dispositivos/remover', { chaveDoDispositivo: mine.chaveDoDispositivo }, home.token),
      404,
      40250,
    );
    // the home session lives on; the removed phone must be confirmed again
    resultOf(await call(t.app, 'dispositivos/listar', {}, home.token));
    expectError(
      await from(t.app, 'phone-of-ana-5', 'autenticar/cliente', {
        identificacaoFiscal: ANA.cpf,
        senha: ANA.senha,
      }),
      403,
      40123,
    );
  });
});
