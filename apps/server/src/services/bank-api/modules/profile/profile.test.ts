import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  CARLA,
  call,
  DANIEL,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { DEMO_CUSTOMERS, sandboxSelfie } from '../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';

const IARA = DEMO_CUSTOMERS.find((c) => c.key === 'iara') as (typeof DEMO_CUSTOMERS)[number];
const alive = Buffer.from(sandboxSelfie()).toString('base64');
const notAlive = Buffer.from(sandboxSelfie({ alive: false })).toString('base64');

let t: TestApp;
let clock = new Date('2026-11-28T12:00:00-03:00');
const tick = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const who = {} as Record<'ana' | 'bruno' | 'carla' | 'daniel' | 'iara', LoggedIn>;

async function outbox(destino: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sandbox/outbox?destino=${encodeURIComponent(destino)}`,
  });
  return (res.json() as { result: { mensagens: Array<{ channel: string; text: string }> } }).result.mensagens;
}
async function lastCode(destino: string) {
  const code = /(\d{6})/.exec((await outbox(destino))[0]?.text ?? '')?.[1];
  if (!code) throw new Error(`no code for ${destino}`);
  return code;
}
const sms = (c: { ddd: string; telefone: string }) => `+55${c.ddd}${c.telefone}`;
const ask = (as: LoggedIn, path: string, body: Record<string, unknown>) =>
  call(t.app, path, { chaveDeConta: as.accountId, ...body }, as.token);
const caf = (as: LoggedIn, chaveDeAlteracao: string, body: Record<string, unknown>) =>
  call(
    t.app,
    'cliente/solicitar-alteracao-de-dados-email-caf',
    { chaveDeAlteracao, imagemBase64: alive, ...body },
    as.token,
  );
const put = (as: LoggedIn, path: string, chaveDeAlteracao: string, chaveDeCliente = as.customerId) =>
  t.app.bank.dispatch({
    path,
    method: 'PUT',
    body: { chaveDeIdempotencia: randomUUID(), chaveDeCliente, chaveDeAlteracao },
    token: as.token,
  });
const personal = async (as: LoggedIn) =>
  resultOf<Record<string, unknown>>(
    await call(
      t.app,
      'cliente/obter-dados-pessoa-fisica-por-chave',
      { chaveDeCliente: as.customerId },
      as.token,
    ),
  );
const customerRow = (id: string) =>
  t.db
    .selectFrom('customer')
    .select(['email', 'telefone_ddd', 'telefone_numero', 'endereco_correspondencia'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  who.ana = await login(t.app, ANA);
  who.bruno = await login(t.app, BRUNO);
  who.carla = await login(t.app, CARLA);
  who.daniel = await login(t.app, DANIEL);
  who.iara = await login(t.app, IARA);
});
afterAll(() => t.close());

describe('e-mail change', () => {
  const NEW = 'ana.nova@example.com';

  it('refuses a wrong PIN, the current e-mail and another customer e-mail (no hint of who), sending nothing', async () => {
    expectError(
      await ask(who.ana, 'token/gerar-2fa-alteracao-email', { pin: '0000', email: NEW }),
      400,
      10007,
    );
    expectError(
      await ask(who.ana, 'token/gerar-2fa-alteracao-email', { pin: ANA.pin, email: ANA.email }),
      400,
      40007,
    );
    const taken = await ask(who.ana, 'token/gerar-2fa-alteracao-email', {
      pin: ANA.pin,
      email: BRUNO.email.toUpperCase(),
    });
    expectError(taken, 409, 40016);
    expect(JSON.stringify(taken)).not.toContain('Bruno');
    expectError(
      await ask(who.ana, 'token/gerar-2fa-alteracao-email', { pin: ANA.pin, email: 'não é e-mail' }),
      400,
      40007,
    );
    expect(await outbox(NEW)).toEqual([]);
    expect((await customerRow(who.ana.customerId)).email).toBe(ANA.email);
  });

  it('PIN, a code to the new e-mail, a selfie, then the PUT: the old e-mail and phone are told', async () => {
    const started = resultOf<{ chaveDeAlteracao: string; destinoMascarado: string; canal: string }>(
      await ask(who.ana, 'token/gerar-2fa-alteracao-email', { pin: ANA.pin, email: NEW }),
    );
    expect(started).toMatchObject({
      canal: 'email',
      destinoMascarado: 'aXXXXXXa@example.com',
      validadeSegundos: 600,
    });
    const key = started.chaveDeAlteracao;
    const code = await lastCode(NEW);
    // not applied before the code and the selfie
    expectError(await put(who.ana, 'cliente/email', key), 400, 40007);
    // a wrong code, then no code at all
    expectError(await caf(who.ana, key, { token: code === '000000' ? '111111' : '000000' }), 400, 23003);
    expectError(await caf(who.ana, key, {}), 400, 23003);
    // the right code with a selfie the provider finds not alive: the code stays good, the selfie is retried
    expectError(await caf(who.ana, key, { token: code, imagemBase64: notAlive }), 400, 40007);
    resultOf(await caf(who.ana, key, { imagemBase64: alive }));
    // another customer's key, or another customer's client key, answers as none and changes nothing
    expectError(await put(who.bruno, 'cliente/email', key), 404, 40408);
    expectError(await put(who.ana, 'cliente/email', key, who.bruno.customerId), 404, 40404);
    expectError(await put(who.ana, 'cliente/telefone', key), 404, 40408);
    expect((await customerRow(who.ana.customerId)).email).toBe(ANA.email);

    expect(resultOf(await put(who.ana, 'cliente/email', key))).toEqual({ email: NEW });
    expect((await personal(who.ana)).email).toBe(NEW);
    expect((await outbox(ANA.email))[0]?.text).toContain('o e-mail da sua conta foi alterado');
    expect((await outbox(sms(ANA)))[0]?.text).toContain('o e-mail da sua conta foi alterado');
    // the same change again answers the same and tells no one twice
    expect(resultOf(await put(who.ana, 'cliente/email', key))).toEqual({ email: NEW });
    expect((await outbox(ANA.email)).length).toBe(1);
    // the next code (forgot password by e-mail) goes to the new address
    resultOf(await call(t.app, 'usuarios/solicitar-reset-senha-por-token', { identificacaoFiscal: ANA.cpf }));
    expect((await outbox(NEW))[0]?.text).toContain('nova senha');
    // every step is audited, and no code or selfie is in the audit
    const audit = await t.db
      .selectFrom('credential_attempt')
      .select(['action', 'outcome'])
      .where('customer_id', '=', who.ana.customerId)
      .execute();
    expect(audit.map((a) => `${a.action}:${a.outcome}`)).toEqual(
      expect.arrayContaining([
        'email-change-request:wrong-pin',
        'email-change-request:same-value',
        'email-change-request:in-use',
        'email-change-request:sent',
        'email-change-code:wrong-code',
        'email-change-face:face-refused-400',
        'email-change-face:face-ok',
        'email-change:ok',
      ]),
    );
    const change = await t.db
      .selectFrom('profile_change')
      .selectAll()
      .where('id', '=', key)
      .executeTakeFirstOrThrow();
    expect(change).toMatchObject({
      kind: 'email',
      old_value: { email: ANA.email },
      new_value: { email: NEW },
    });
    expect(change.applied_at).not.toBeNull();
  });

  it('another customer cannot take the e-mail now, and a code for another change is not this one', async () => {
    tick(61_000);
    expectError(
      await ask(who.bruno, 'token/gerar-2fa-alteracao-email', { pin: BRUNO.pin, email: NEW }),
      409,
      40016,
    );
    const first = resultOf<{ chaveDeAlteracao: string }>(
      await ask(who.bruno, 'token/gerar-2fa-alteracao-email', {
        pin: BRUNO.pin,
        email: 'bruno.a@example.com',
      }),
    ).chaveDeAlteracao;
    const firstCode = await lastCode('bruno.a@example.com');
    tick(61_000);
    resultOf(
      await ask(who.bruno, 'token/gerar-2fa-alteracao-email', {
        pin: BRUNO.pin,
        email: 'bruno.b@example.com',
      }),
    );
    // the older change's code is no longer the newest: it no longer confirms anything
    expectError(await caf(who.bruno, first, { token: firstCode }), 400, 23003);
    // Ana's key with Bruno's token is none of his
    expectError(await caf(who.ana, first, { token: firstCode }), 404, 40408);
  });

  it('ends a change after 15 minutes', async () => {
    tick(61_000);
    const key = resultOf<{ chaveDeAlteracao: string }>(
      await ask(who.carla, 'token/gerar-2fa-alteracao-email', {
        pin: CARLA.pin,
        email: 'carla.nova@example.com',
      }),
    ).chaveDeAlteracao;
    const code = await lastCode('carla.nova@example.com');
    resultOf(await caf(who.carla, key, { token: code }));
    tick(15 * 60_000 + 1);
    expectError(await put(who.carla, 'cliente/email', key), 404, 40408);
    expect((await customerRow(who.carla.customerId)).email).toBe(CARLA.email);
  });
});

describe('phone change', () => {
  it('refuses an unassigned DDD and another customer phone, then changes with the code sent by SMS to the new one', async () => {
    tick(61_000);
    const body = (ddd: string, numero: string) => ({ pin: DANIEL.pin, celular: { ddd, numero } });
    expectError(
      await ask(who.daniel, 'token/gerar-2fa-alteracao-celular', body('20', '912345678')),
      400,
      40050,
    );
    expectError(
      await ask(who.daniel, 'token/gerar-2fa-alteracao-celular', body('11', '812345678')),
      400,
      40007,
    );
    const taken = await ask(who.daniel, 'token/gerar-2fa-alteracao-celular', body(BRUNO.ddd, BRUNO.telefone));
    expectError(taken, 409, 40017);
    expect(JSON.stringify(taken)).not.toContain(BRUNO.nome);
    const started = resultOf<{ chaveDeAlteracao: string; destinoMascarado: string }>(
      await ask(who.daniel, 'token/gerar-2fa-alteracao-celular', body('71', '955554444')),
    );
    expect(started.destinoMascarado).toBe('(71) *****-4444');
    const code = await lastCode('+5571955554444');
    resultOf(await caf(who.daniel, started.chaveDeAlteracao, { token: code }));
    expect(resultOf(await put(who.daniel, 'cliente/telefone', started.chaveDeAlteracao))).toEqual({
      telefoneMovel: { ddd: '71', numero: '955554444' },
    });
    expect((await personal(who.daniel)).telefoneMovel).toEqual({ ddd: '71', numero: '955554444' });
    expect((await outbox(sms(DANIEL)))[0]?.text).toContain('o celular da sua conta foi alterado');
    // the next SMS code goes to the new phone
    resultOf(
      await call(t.app, 'usuarios/solicitar-reset-senha-por-token-sms', { identificacaoFiscal: DANIEL.cpf }),
    );
    expect((await outbox('+5571955554444'))[0]?.text).toContain('nova senha');
  });

  it('the database itself refuses a second holder of a phone or an e-mail', async () => {
    const bruno = await customerRow(who.bruno.customerId);
    await expect(
      t.db
        .updateTable('customer')
        .set({ telefone_ddd: bruno.telefone_ddd, telefone_numero: bruno.telefone_numero })
        .where('id', '=', who.carla.customerId)
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      t.db
        .updateTable('customer')
        .set({ email: BRUNO.email.toUpperCase() })
        .where('id', '=', who.carla.customerId)
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

describe('mailing address change', () => {
  const typed = { cep: '30130-003', numero: '250', complemento: 'Sala 3' };

  it('answers every field null while there is none, then completes the new one from the CEP look-up', async () => {
    expect((await personal(who.carla)).enderecoCorrespondencia).toEqual({
      rua: null,
      numero: null,
      complemento: null,
      bairro: null,
      cep: null,
      cidade: null,
      uf: null,
    });
    const ask2 = (endereco: Record<string, unknown>) =>
      ask(who.carla, 'token/gerar-2fa-alteracao-endereco-correspondencia', {
        pin: CARLA.pin,
        tipoSegundoFator: 2,
        enderecoCorrespondencia: endereco,
      });
    expectError(await ask2({ ...typed, cep: '99999999' }), 404, 40402);
    expectError(await ask2({ ...typed, numero: '123456' }), 400, 40007);
    expectError(await ask2({ ...typed, complemento: 'Sala #3' }), 400, 40007);
    tick(61_000);
    // the look-up's street wins over a typed one; the code goes to the registered phone
    const started = resultOf<{ chaveDeAlteracao: string; canal: string }>(
      await ask2({ ...typed, rua: 'Outra Rua', bairro: 'Outro' }),
    );
    expect(started.canal).toBe('sms');
    const code = await lastCode(sms(CARLA));
    expect((await outbox(sms(CARLA)))[0]?.text).toContain('endereço de correspondência');
    resultOf(await caf(who.carla, started.chaveDeAlteracao, { token: code }));
    const address = {
      cep: '30130003',
      rua: 'Avenida Afonso Pena',
      numero: '250',
      complemento: 'Sala 3',
      bairro: 'Centro',
      cidade: 'Belo Horizonte',
      uf: 'MG',
    };
    expect(
      resultOf(await put(who.carla, 'cliente/endereco-correspondencia', started.chaveDeAlteracao)),
    ).toEqual({
      enderecoCorrespondencia: address,
    });
    expect((await personal(who.carla)).enderecoCorrespondencia).toEqual(address);
    expect((await outbox(CARLA.email))[0]?.text).toContain(
      'endereço de correspondência da sua conta foi alterado',
    );
  });
});

describe('the selfie', () => {
  it('ends the change after three selfies the provider refuses (Iara is never alive)', async () => {
    const key = resultOf<{ chaveDeAlteracao: string }>(
      await ask(who.iara, 'token/gerar-2fa-alteracao-email', {
        pin: IARA.pin,
        email: 'iara.nova@example.com',
      }),
    ).chaveDeAlteracao;
    const code = await lastCode('iara.nova@example.com');
    expectError(await caf(who.iara, key, { token: code }), 400, 40007);
    expectError(await caf(who.iara, key, {}), 400, 40007);
    expectError(await caf(who.iara, key, {}), 400, 40007);
    expectError(await caf(who.iara, key, {}), 404, 40408);
    expectError(await put(who.iara, 'cliente/email', key), 404, 40408);
    expect((await customerRow(who.iara.customerId)).email).toBe(IARA.email);
  });
});

describe("another customer's ids (decision 0033: the not-found code of the kind of id)", () => {
  it('answers each as one that does not exist, and changes nothing of either customer', async () => {
    tick(61_000);
    const changes = () => t.db.selectFrom('profile_change').select('id').execute();
    const before = (await changes()).length;
    // another customer's account key: 40401, nothing sent, no change started, for none of the three
    for (const [path, body] of [
      ['token/gerar-2fa-alteracao-email', { email: 'ana.outra@example.com' }],
      ['token/gerar-2fa-alteracao-celular', { celular: { ddd: '11', numero: '988887777' } }],
      [
        'token/gerar-2fa-alteracao-endereco-correspondencia',
        { tipoSegundoFator: 2, enderecoCorrespondencia: { cep: '01310100', numero: '10', complemento: '' } },
      ],
    ] as const) {
      expectError(
        await call(t.app, path, { chaveDeConta: who.bruno.accountId, pin: ANA.pin, ...body }, who.ana.token),
        404,
        40401,
      );
    }
    expect(await outbox('ana.outra@example.com')).toEqual([]);
    expect(await changes()).toHaveLength(before);
    // another customer's client key: 40404, as an unknown one
    for (const chaveDeCliente of [who.bruno.customerId, randomUUID()]) {
      expectError(
        await call(t.app, 'cliente/obter-dados-pessoa-fisica-por-chave', { chaveDeCliente }, who.ana.token),
        404,
        40404,
      );
    }

    // Daniel's change, in the hands of Bruno: 40408 at every step, as an unknown key; Daniel's change goes on
    const key = resultOf<{ chaveDeAlteracao: string }>(
      await ask(who.daniel, 'token/gerar-2fa-alteracao-email', {
        pin: DANIEL.pin,
        email: 'daniel.novo@example.com',
      }),
    ).chaveDeAlteracao;
    const code = await lastCode('daniel.novo@example.com');
    const row = () =>
      t.db
        .selectFrom('profile_change')
        .select(['code_ok_at', 'face_tries', 'face_ok_at', 'applied_at'])
        .where('id', '=', key)
        .executeTakeFirstOrThrow();
    const untouched = await row();
    for (const chave of [key, randomUUID()]) {
      expectError(await caf(who.bruno, chave, { token: code }), 404, 40408);
      expectError(await put(who.bruno, 'cliente/email', chave), 404, 40408);
    }
    expectError(await put(who.bruno, 'cliente/email', key, who.daniel.customerId), 404, 40404);
    expect(await row()).toEqual(untouched);
    expect((await customerRow(who.daniel.customerId)).email).toBe(DANIEL.email);
    resultOf(await caf(who.daniel, key, { token: code }));
    expect(resultOf(await put(who.daniel, 'cliente/email', key))).toEqual({
      email: 'daniel.novo@example.com',
    });
  });
});
