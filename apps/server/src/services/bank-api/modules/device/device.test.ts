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

/** The product backend's opt-in, as the app's /locationConsent keeps it. */
function locationConsent(token: string, status: 'OPTED_IN' | 'OPTED_OUT') {
  return t.app.inject({
    method: 'POST',
    url: '/api/product/setOptinStatus',
    headers: { authorization: `Bearer ${token}` },
    payload: { purpose: 'location', status, textVersion: 'location-2026.11', locale: 'pt-BR' },
  });
}

type AppLoginAnswer = {
  dispositivo: {
    localDoUltimoAcesso: { latitude: number; longitude: number } | null;
    finalDoNumeroDeSerie: string | null;
  };
  metadados: Array<{ tipo: number; valor: string }>;
};

describe('app/login (decision 0033)', () => {
  it('keeps the place only while the customer consents to location, and forgets it when the consent goes', async () => {
    const phone = await newDeviceLogin('phone-of-ana-7');
    const place = [
      { tipo: 8, valor: '-19.9191' },
      { tipo: 9, valor: '-43.9386' },
    ];
    const report = () =>
      from(t.app, 'phone-of-ana-7', 'app/login', { metadados: place }, phone.token).then((a) =>
        resultOf<AppLoginAnswer>(a),
      );

    // undecided: the place sent is not kept, nor answered
    const undecided = await report();
    expect(undecided.metadados.map((m) => m.tipo)).toEqual([2]);
    expect(undecided.dispositivo.localDoUltimoAcesso).toBeNull();

    expect((await locationConsent(phone.token, 'OPTED_IN')).statusCode).toBe(200);
    const located = await report();
    expect(located.metadados).toEqual([
      { tipo: 8, valor: '-19.9191' },
      { tipo: 9, valor: '-43.9386' },
      { tipo: 2, valor: 'Android browser' },
    ]);
    expect(located.dispositivo.localDoUltimoAcesso).toEqual({ latitude: -19.9191, longitude: -43.9386 });
    // a login that sends none drops the place kept before
    const unlocated = resultOf<AppLoginAnswer>(
      await from(t.app, 'phone-of-ana-7', 'app/login', {}, phone.token),
    );
    expect(unlocated.dispositivo.localDoUltimoAcesso).toBeNull();
    await report();

    // the consent withdrawn: every place kept is forgotten at once, and the next ones are not kept
    expect((await locationConsent(phone.token, 'OPTED_OUT')).statusCode).toBe(200);
    const kept = await t.db
      .selectFrom('device')
      .select(['latitude', 'longitude'])
      .where('customer_id', '=', phone.customerId)
      .where('latitude', 'is not', null)
      .execute();
    expect(kept).toEqual([]);
    expect((await report()).dispositivo.localDoUltimoAcesso).toBeNull();
  });

  it("reads type 1 as the maker's barcode here, keeps it, and takes no device type for one", async () => {
    const phone = await newDeviceLogin('phone-of-ana-8');
    const sent = (metadados: Array<{ tipo: number; valor: string }>) =>
      call(
        t.app,
        'app/login',
        { metadados: [...metadados, { tipo: 12, valor: 'phone-of-ana-8' }] },
        phone.token,
      ).then((a) => resultOf<AppLoginAnswer>(a));
    // a phone of another maker, or a browser: no barcode
    const none = await sent([{ tipo: 2, valor: 'Galaxy A54' }]);
    expect(none.metadados).toEqual([{ tipo: 2, valor: 'Galaxy A54' }]);
    expect(none.dispositivo.finalDoNumeroDeSerie).toBeNull();
    // what is not a barcode (an older app's device type) is none either
    expect((await sent([{ tipo: 1, valor: 'android' }])).dispositivo.finalDoNumeroDeSerie).toBeNull();
    const maker = await sent([
      { tipo: 1, valor: 'NDSI330028' },
      { tipo: 2, valor: 'moto g84' },
    ]);
    expect(maker.metadados).toEqual([
      { tipo: 1, valor: 'NDSI330028' },
      { tipo: 2, valor: 'moto g84' },
    ]);
    expect(maker.dispositivo.finalDoNumeroDeSerie).toBe('0028');
    const listed = resultOf<{ dispositivos: Array<{ atual: boolean; modelo: string; tipo: string }> }>(
      await call(t.app, 'dispositivos/listar', { metadados: meta('phone-of-ana-8') }, phone.token),
    ).dispositivos.find((d) => d.atual);
    expect(listed).toMatchObject({ modelo: 'moto g84', tipo: 'web' });
  });
});

describe('trusted devices', () => {
  it("lists the devices and removes one, ending its sessions; another customer's device is 40250 and nothing changes", async () => {
    const home = await login(t.app, ANA);
    const phone = await newDeviceLogin('phone-of-ana-5');
    const { dispositivos } = resultOf<{
      dispositivos: Array<{ chaveDoDispositivo: string; atual: boolean; modelo: string }>;
    }>(await call(t.app, 'dispositivos/listar', {}, home.token));
    expect(dispositivos.filter((d) => d.atual)).toHaveLength(1);
    const mine = resultOf<{ dispositivos: Array<{ chaveDoDispositivo: string; atual: boolean }> }>(
      await from(t.app, 'phone-of-ana-5', 'dispositivos/listar', {}, phone.token),
    ).dispositivos.find((d) => d.atual);
    if (!mine) throw new Error('the phone is not listed');

    // another customer's try answers the devices' not-found code and changes nothing
    const bruno = await login(t.app, BRUNO);
    const row = () =>
      t.db
        .selectFrom('device')
        .select(['removed_at', 'last_used_at'])
        .where('id', '=', mine.chaveDoDispositivo)
        .executeTakeFirstOrThrow();
    const before = await row();
    expectError(
      await call(t.app, 'dispositivos/remover', { chaveDoDispositivo: mine.chaveDoDispositivo }, bruno.token),
      404,
      40250,
    );
    // an unknown key answers the same: the answer tells nothing of whose it is
    expectError(
      await call(t.app, 'dispositivos/remover', { chaveDoDispositivo: randomUUID() }, bruno.token),
      404,
      40250,
    );
    expect(await row()).toEqual(before);
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
