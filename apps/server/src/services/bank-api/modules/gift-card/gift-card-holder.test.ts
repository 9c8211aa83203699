import { randomUUID } from 'node:crypto';
import { BankCode } from '@carteira/core/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BRUNO,
  balanceOf,
  CARLA,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../test/bank-helpers.ts';
import { asBank } from '../../../../test/own-tables.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { ledgerAudit } from '../ledger/ledger.repository.ts';

let t: TestApp;
let carla: LoggedIn;
let bruno: LoggedIn;
const now = new Date('2026-11-28T15:00:00Z');

/** A gift-card call: sealed with the gift-card token, not the access token. */
const gc = (token: string, path: string, body: Record<string, unknown> = {}) =>
  call(t.app, path, body, token);
const deviceToken = async (who: LoggedIn) =>
  resultOf<{ accessToken: string; expiresIn: number; statusToken: string }>(
    await call(t.app, 'autenticar/device', {}, who.token),
  );
const product = (who: LoggedIn, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/product/${path}`,
    headers: { authorization: `Bearer ${who.token}` },
    ...(payload ? { payload } : {}),
  });

/** Carla's registration draft: her account's own data, her PIN, the programme's unit in development. */
const draft = (who: LoggedIn, overrides: Record<string, unknown> = {}) => ({
  chaveDeConta: who.accountId,
  nome: CARLA.nome.toUpperCase(),
  dataNascimento: CARLA.dataNascimento,
  celular: `0${CARLA.ddd}${CARLA.telefone}`,
  email: CARLA.email,
  primeiroPin: CARLA.pin,
  unidadeOrganizacionalId: 101,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  carla = await login(t.app, CARLA);
  bruno = await login(t.app, BRUNO);
});
afterAll(async () => t?.close());

describe('the gift-card token (autenticar/device)', () => {
  it('is issued to the session’s own device, opens only the gift-card calls, and ends with the session', async () => {
    const token = await deviceToken(carla);
    expect(token).toMatchObject({ expiresIn: 1800, statusToken: 'GENERATED' });
    // another device's id: refused as an expired session
    const elsewhere = await call(
      t.app,
      'autenticar/device',
      { metadados: [{ tipo: 12, valor: randomUUID() }] },
      carla.token,
    );
    expectError(elsewhere, 401, BankCode.SessionExpired);
    // the access token does not open a gift-card call, nor the gift-card token a bank call
    expectError(await gc(carla.token, 'cliente/gc-verificar-status-cliente'), 401, BankCode.SessionExpired);
    expectError(
      await call(t.app, 'conta/consultar-saldo', { chaveDeConta: carla.accountId }, token.accessToken),
      401,
      BankCode.SessionExpired,
    );
    expect(resultOf(await gc(token.accessToken, 'cliente/gc-verificar-status-cliente'))).toEqual({
      status: 'NAO_CADASTRADO',
    });
    // a logout ends it too
    const other = await login(t.app, CARLA);
    const short = await deviceToken(other);
    resultOf(await call(t.app, 'autenticar/desconectar', {}, other.token));
    expectError(
      await gc(short.accessToken, 'cliente/gc-verificar-status-cliente'),
      401,
      BankCode.SessionExpired,
    );
  });
});

describe('a gift-card holder and the card that came with the phone', () => {
  it('registers with the account’s own data and PIN, once', async () => {
    const { accessToken } = await deviceToken(carla);
    expectError(
      await gc(accessToken, 'conta/gc-consultar-contas'),
      409,
      BankCode.GiftCardHolderNotRegistered,
    );
    const path = 'clientes/cartao-presente/cadastrar';
    expectError(
      await gc(accessToken, path, draft(carla, { nome: 'Outra Pessoa' })),
      400,
      BankCode.GiftCardHolderMismatch,
    );
    expectError(
      await gc(accessToken, path, draft(carla, { celular: '011999990000' })),
      400,
      BankCode.GiftCardHolderMismatch,
    );
    expectError(
      await gc(accessToken, path, draft(carla, { unidadeOrganizacionalId: 1 })),
      400,
      BankCode.ValidationErrors,
    );
    expectError(
      await gc(accessToken, path, draft(carla, { primeiroPin: '0000' })),
      400,
      BankCode.IncorrectPin,
    );
    expectError(await gc(accessToken, path, draft(carla, { chaveDeConta: bruno.accountId })), 404, 40401);
    const first = resultOf<{ statusCriacao: string; gc_chaveDeCliente: string; nomeImpresso: string }>(
      await gc(accessToken, path, draft(carla)),
    );
    expect(first.statusCriacao).toBe('CADASTRADO');
    expect(first.nomeImpresso).toBe(first.nomeImpresso.toUpperCase());
    const again = resultOf<{ statusCriacao: string; gc_chaveDeCliente: string }>(
      await gc(accessToken, path, draft(carla)),
    );
    expect(again).toMatchObject({
      statusCriacao: 'JA_CADASTRADO',
      gc_chaveDeCliente: first.gc_chaveDeCliente,
    });
    expect(resultOf(await gc(accessToken, 'cliente/gc-verificar-status-cliente'))).toMatchObject({
      status: 'ATIVO',
      gc_chaveDeCliente: first.gc_chaveDeCliente,
    });
  });

  it('issues the phone’s card once, lists it, and credits it into the balance once, by its key', async () => {
    const { accessToken } = await deviceToken(carla);
    const holder = resultOf<{ gc_chaveDeCliente: string }>(
      await gc(accessToken, 'cliente/gc-verificar-status-cliente'),
    ).gc_chaveDeCliente;
    const issue = (barcode: string, clientKey = holder) =>
      gc(accessToken, 'gc-clientes/gc-cartao-presente/cadastrar', { gc_chaveDeCliente: clientKey, barcode });
    // Bruno's phone, Carla's ended promotion, someone else's holder key: nothing issued
    expectError(await issue('ZY32LNRW92'), 409, BankCode.GiftCardPromotionUnavailable);
    expectError(await issue('zy32lnrw91'), 409, BankCode.GiftCardPromotionUnavailable);
    expectError(await issue('ZY32LNRW90', randomUUID()), 404, BankCode.GiftCardNotFound);
    const card = resultOf<{ chaveDeCartao: string; valor: number; status: string; numeroCartao: string }>(
      await issue('zy32lnrw90'),
    );
    expect(card).toMatchObject({ valor: 80, status: 'DISPONIVEL' });
    expect(card.numeroCartao).toMatch(/^•••• •••• •••• \d{4}$/);
    expect(resultOf<{ chaveDeCartao: string }>(await issue('ZY32LNRW90')).chaveDeCartao).toBe(
      card.chaveDeCartao,
    );
    const listed = resultOf<{ contas: { chaveDeCartao: string; saldo: number }[] }>(
      await gc(accessToken, 'conta/gc-consultar-contas', { gc_chaveDeCliente: holder }),
    );
    expect(listed.contas).toEqual([
      expect.objectContaining({ chaveDeCartao: card.chaveDeCartao, saldo: 80 }),
    ]);

    // Bruno cannot credit Carla's card, and that is no wrong code of his
    const credit = (who: LoggedIn) =>
      call(
        t.app,
        'tesouraria/cartao-presente/creditar-conta-cliente',
        { chaveDeConta: who.accountId, chaveDeCartao: card.chaveDeCartao },
        who.token,
      );
    expectError(await credit(bruno), 404, BankCode.GiftCardNotFound);
    const before = await balanceOf(t.app, carla);
    expect(resultOf<{ valor: number; motivo: number }>(await credit(carla))).toMatchObject({
      valor: 80,
      motivo: 3062,
    });
    expect(await balanceOf(t.app, carla)).toBeCloseTo(before + 80, 2);
    const used = await credit(carla);
    expectError(used, 400, BankCode.GiftCardCodeInvalid);
    expect(await balanceOf(t.app, carla)).toBeCloseTo(before + 80, 2);
    const after = resultOf<{ contas: { status: string; saldo: number }[] }>(
      await gc(accessToken, 'conta/gc-consultar-contas', {}),
    );
    expect(after.contas[0]).toMatchObject({ status: 'RESGATADO', saldo: 0 });
    expect((await ledgerAudit(asBank(t.db))).mismatched).toEqual([]);
    // neither a code nor a key, or both: refused before anything
    expectError(
      await call(
        t.app,
        'tesouraria/cartao-presente/creditar-conta-cliente',
        { chaveDeConta: carla.accountId },
        carla.token,
      ),
      400,
      BankCode.ValidationErrors,
    );
  });
});

describe('the product backend’s promotion and status calls', () => {
  it('tells only the buyer of a phone about its card, and lets them decline it', async () => {
    const eligible = async (who: LoggedIn, barcode: string) =>
      (await product(who, 'GET', `getEligibleForGiftCardPromotion/${barcode}`)).json();
    expect(await eligible(bruno, 'ZY32LNRW92')).toMatchObject({ isEligible: true, valor: 50 });
    expect(await eligible(carla, 'ZY32LNRW92')).toEqual({
      barcode: 'ZY32LNRW92',
      isEligible: false,
      valor: null,
      validoAte: null,
    });
    expect(await eligible(carla, 'ZY32LNRW90')).toMatchObject({ isEligible: false, valor: 80 });
    expect((await product(bruno, 'GET', 'getEligibleForGiftCardPromotion/ab')).statusCode).toBe(400);

    const set = (who: LoggedIn, isEligible: boolean, barcode = 'ZY32LNRW92') =>
      product(who, 'POST', 'setEligibleForGiftCardPromotion', { barcode, isEligible });
    expect((await set(carla, false)).statusCode).toBe(404);
    expect((await set(carla, false, 'ZY32LNRW90')).statusCode).toBe(409);
    expect((await set(bruno, false)).json()).toMatchObject({ isEligible: false });
    // declined: the bank does not issue it
    const brunoGc = await deviceToken(bruno);
    const holder = resultOf<{ gc_chaveDeCliente: string }>(
      await gc(brunoGc.accessToken, 'clientes/cartao-presente/cadastrar', {
        chaveDeConta: bruno.accountId,
        nome: BRUNO.nome,
        dataNascimento: BRUNO.dataNascimento,
        celular: `0${BRUNO.ddd}${BRUNO.telefone}`,
        primeiroPin: BRUNO.pin,
        unidadeOrganizacionalId: 101,
      }),
    ).gc_chaveDeCliente;
    expectError(
      await gc(brunoGc.accessToken, 'gc-clientes/gc-cartao-presente/cadastrar', {
        gc_chaveDeCliente: holder,
        barcode: 'ZY32LNRW92',
      }),
      409,
      BankCode.GiftCardPromotionUnavailable,
    );
    expect((await set(bruno, true)).json()).toMatchObject({ isEligible: true });
  });

  it('answers a phone’s status, NOT_GENERATED until issued, and keeps the holder’s device on setStatus', async () => {
    const body = (who: typeof CARLA, barcode: string, deviceId = 'device-of-carla-01') => ({
      barcode,
      deviceId,
      cpf: who.cpf,
      imei: '',
    });
    expect((await product(bruno, 'POST', 'getStatus', body(CARLA, 'ZY32LNRW90'))).statusCode).toBe(403);
    expect((await product(bruno, 'POST', 'getStatus', body(BRUNO, 'ZY32LNRW92'))).json()).toEqual({
      status: 'NOT_GENERATED',
      barcode: 'ZY32LNRW92',
    });
    expect((await product(carla, 'POST', 'getStatus', body(CARLA, 'ZY32LNRW90'))).json()).toEqual({
      status: 'GENERATED',
      barcode: 'ZY32LNRW90',
    });
    const v2 = (deviceId?: string) =>
      product(carla, 'POST', 'getStatusV2', body(CARLA, 'ZY32LNRW90', deviceId));
    expect((await v2()).json().details).toMatchObject({
      valor: 80,
      statusCartao: 'RESGATADO',
      dispositivoConfirmado: false,
    });

    const holder = (await v2()).json().details.gcClientKey as string;
    const setStatus = (gcClientKey: string) =>
      product(carla, 'POST', 'setStatus', { ...body(CARLA, 'ZY32LNRW90'), gcClientKey });
    expect((await setStatus(randomUUID())).statusCode).toBe(409);
    expect(
      (await product(carla, 'POST', 'setStatus', { ...body(CARLA, 'ZY32LNRW91'), gcClientKey: holder }))
        .statusCode,
    ).toBe(409);
    expect((await setStatus(holder)).json().details.dispositivoConfirmado).toBe(true);
    expect((await v2()).json().details.dispositivoConfirmado).toBe(true);
    expect((await v2('another-device-02')).json().details.dispositivoConfirmado).toBe(false);
  });
});
