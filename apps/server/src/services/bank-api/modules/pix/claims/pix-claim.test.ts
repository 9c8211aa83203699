import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  CARLA,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../../test/bank-helpers.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';

let clock = new Date('2026-06-01T15:00:00Z');
let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;
let carla: LoggedIn;

interface Claim {
  claimId: string;
  status: string;
  papel: string;
  tipoReivindicacao: number;
  chave: string;
  instituicaoDoadora: { nome: string; ispb: string };
  dataLimiteResolucao: string;
}

async function relogin() {
  [ana, bruno, carla] = await Promise.all([login(t.app, ANA), login(t.app, BRUNO), login(t.app, CARLA)]);
}
const claim = (who: LoggedIn, path: string, body: Record<string, unknown>) =>
  call(t.app, `pix/reivindicacao/${path}`, { chaveDeConta: who.accountId, ...body }, who.token);
const step = (
  who: LoggedIn,
  path: 'confirmar' | 'cancelar' | 'concluir',
  id: string,
  extra: Record<string, unknown> = {},
) =>
  call(t.app, `pix/reivindicacao/${path}`, { chaveDeConta: who.accountId, claimId: id, ...extra }, who.token);
const list = async (who: LoggedIn, papel?: string) =>
  resultOf<{ reivindicacoes: Claim[] }>(
    await call(
      t.app,
      'pix/reivindicacao/consultar-reinvidicacoes',
      { chaveDeConta: who.accountId, ...(papel ? { papel } : {}) },
      who.token,
    ),
  ).reivindicacoes;
const keysOf = async (who: LoggedIn) =>
  resultOf<{ chaves: Array<{ chaveEnderecamento: string }> }>(
    await call(t.app, 'pix/enderecamento/consultar-chaves', { chaveDeConta: who.accountId }, who.token),
  ).chaves.map((k) => k.chaveEnderecamento);
async function registerEmail(who: LoggedIn, chave: string) {
  resultOf(
    await call(
      t.app,
      'pix/enderecamento/gerar-token-validacao',
      { chaveDeConta: who.accountId, tipoChave: 'EMAIL', chave },
      who.token,
    ),
  );
  resultOf(
    await call(
      t.app,
      'pix/enderecamento/cadastrar-chave-email',
      { chaveDeConta: who.accountId, chave, codigoValidacao: '135790' },
      who.token,
    ),
  );
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  await relogin();
});
afterAll(() => t.close());

describe('a claim against a sandbox institution', () => {
  it('portability of the customer’s own e-mail is confirmed at once; concluding needs the PIN and moves the key', async () => {
    const opened = resultOf<Claim>(
      await claim(carla, 'reivindicar-email', {
        chave: 'Carla.Mendes@pagarfacil.example',
        tipoReivindicacao: 2,
      }),
    );
    expect(opened).toMatchObject({
      status: 'CONFIRMADA',
      papel: 'REIVINDICADOR',
      tipoReivindicacao: 2,
      chave: 'carla.mendes@pagarfacil.example',
      tipoChave: 'EMAIL',
      instituicaoDoadora: { nome: 'Pagar Fácil IP', ispb: '90400003' },
      instituicaoReivindicadora: { nome: 'Carteira', ispb: '99999999' },
      nomeReivindicador: 'Carla Mendes Oliveira',
      dataLimiteResolucao: '2026-06-08T12:00:00-03:00',
      bloqueada: false,
    });
    expectError(await step(carla, 'concluir', opened.claimId, { pin: '0000' }), 400, 10007);
    expect(await keysOf(carla)).not.toContain('carla.mendes@pagarfacil.example');
    const done = resultOf<Claim>(await step(carla, 'concluir', opened.claimId, { pin: CARLA.pin }));
    expect(done).toMatchObject({ status: 'CONCLUIDA', dataConclusao: '2026-06-01T12:00:00-03:00' });
    expect(await keysOf(carla)).toContain('carla.mendes@pagarfacil.example');
    const found = resultOf(
      await call(
        t.app,
        'pix/enderecamento/consultar-dados-por-chave',
        { chave: 'carla.mendes@pagarfacil.example' },
        ana.token,
      ),
    );
    expect(found).toMatchObject({ nome: 'Carla Mendes Oliveira', instituicao: 'Carteira' });
    expectError(await step(carla, 'cancelar', opened.claimId), 409, 40082);
  });

  it('ownership of a phone registered by someone else waits 7 days of silence, then may be concluded', async () => {
    const opened = resultOf<Claim>(
      await claim(ana, 'reivindicar-celular', { chave: '(11) 95555-0001', tipoReivindicacao: 1 }),
    );
    expect(opened).toMatchObject({
      status: 'ABERTA',
      chave: '+5511955550001',
      instituicaoDoadora: { ispb: '90400001' },
    });
    expectError(await step(ana, 'concluir', opened.claimId, { pin: ANA.pin }), 409, 40082);
    expectError(
      await claim(bruno, 'reivindicar-celular', { chave: '+5511955550001', tipoReivindicacao: 1 }),
      400,
      40080,
    );
    clock = new Date('2026-06-08T15:00:00Z');
    await relogin();
    const done = resultOf<Claim>(await step(ana, 'concluir', opened.claimId, { pin: ANA.pin }));
    expect(done.status).toBe('CONCLUIDA');
    expect(await keysOf(ana)).toContain('+5511955550001');
  });

  it('refuses what cannot be claimed, and changes nothing', async () => {
    const count = async () => (await t.db.selectFrom('pix_claim').select('id').execute()).length;
    const before = await count();
    // Portability of another person's key; ownership of one's own key elsewhere.
    expectError(
      await claim(ana, 'reivindicar-email', {
        chave: 'rafael.nunes@horizonte.example',
        tipoReivindicacao: 2,
      }),
      400,
      40080,
    );
    expectError(
      await claim(carla, 'reivindicar-celular', { chave: '+5521976540001', tipoReivindicacao: 1 }),
      400,
      40080,
    );
    // A key the account already holds; a key not in the directory; a random key's value on the e-mail path.
    expectError(
      await claim(ana, 'reivindicar-celular', { chave: '+5511955550001', tipoReivindicacao: 1 }),
      400,
      40080,
    );
    expectError(
      await claim(ana, 'reivindicar-email', { chave: 'ninguem@example.com', tipoReivindicacao: 1 }),
      404,
      40013,
    );
    expectError(
      await claim(ana, 'reivindicar-email', {
        chave: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        tipoReivindicacao: 1,
      }),
      400,
      40007,
    );
    expectError(
      await claim(ana, 'reivindicar-email', {
        chave: 'rafael.nunes@horizonte.example',
        tipoReivindicacao: 3,
      }),
      400,
      40007,
    );
    // The CPF path: the customer's own CPF, not in the directory.
    expectError(await claim(carla, 'reivindicar-identificacao-fiscal', {}), 404, 40013);
    expectError(
      await claim(ana, 'reivindicar-email', {
        chaveDeConta: bruno.accountId,
        chave: 'rafael.nunes@horizonte.example',
        tipoReivindicacao: 1,
      }),
      404,
      40401,
    );
    expect(await count()).toBe(before);
  });
});

describe('a claim between two Carteira customers', () => {
  it('the donor sees it, confirms it; only the claimer concludes, and the key moves', async () => {
    await registerEmail(bruno, 'bruno.antigo@example.com');
    const opened = resultOf<Claim>(
      await claim(ana, 'reivindicar-email', { chave: 'bruno.antigo@example.com', tipoReivindicacao: 1 }),
    );
    expect(opened).toMatchObject({ status: 'ABERTA', instituicaoDoadora: { nome: 'Carteira' } });
    expect((await list(bruno, 'DOADOR')).map((c) => [c.claimId, c.papel])).toEqual([
      [opened.claimId, 'DOADOR'],
    ]);
    expect((await list(ana, 'REIVINDICADOR')).map((c) => c.claimId)).toContain(opened.claimId);
    expect((await list(ana, 'DOADOR')).map((c) => c.claimId)).not.toContain(opened.claimId);
    expectError(await step(carla, 'confirmar', opened.claimId), 404, 40081);
    expectError(await step(ana, 'confirmar', opened.claimId), 409, 40082);
    expectError(await step(bruno, 'concluir', opened.claimId, { pin: BRUNO.pin }), 409, 40082);
    expect(resultOf<Claim>(await step(bruno, 'confirmar', opened.claimId)).status).toBe('CONFIRMADA');
    expectError(await step(bruno, 'confirmar', opened.claimId), 409, 40082);
    expectError(await step(bruno, 'cancelar', opened.claimId), 409, 40082);
    expect(resultOf<Claim>(await step(ana, 'concluir', opened.claimId, { pin: ANA.pin })).status).toBe(
      'CONCLUIDA',
    );
    expect(await keysOf(ana)).toContain('bruno.antigo@example.com');
    expect(await keysOf(bruno)).not.toContain('bruno.antigo@example.com');
  });

  it('the donor may cancel an open claim (keeps the key); the claimer may cancel open or confirmed ones', async () => {
    await registerEmail(bruno, 'bruno.fica@example.com');
    const first = resultOf<Claim>(
      await claim(carla, 'reivindicar-email', { chave: 'bruno.fica@example.com', tipoReivindicacao: 1 }),
    );
    expect(resultOf<Claim>(await step(bruno, 'cancelar', first.claimId)).status).toBe('CANCELADA');
    expectError(await step(carla, 'concluir', first.claimId, { pin: CARLA.pin }), 409, 40082);
    expectError(await step(carla, 'cancelar', first.claimId), 409, 40082);
    expect(await keysOf(bruno)).toContain('bruno.fica@example.com');

    const second = resultOf<Claim>(
      await claim(carla, 'reivindicar-email', { chave: 'bruno.fica@example.com', tipoReivindicacao: 1 }),
    );
    resultOf(await step(bruno, 'confirmar', second.claimId));
    expect(resultOf<Claim>(await step(carla, 'cancelar', second.claimId)).status).toBe('CANCELADA');
    expect(await keysOf(bruno)).toContain('bruno.fica@example.com');
  });

  it('a portability the donor leaves unanswered for 7 days is cancelled', async () => {
    const id = randomUUID();
    await t.db
      .insertInto('pix_claim')
      .values({
        id,
        chave: '+5500000000001',
        key_type: 3,
        claim_type: 2,
        status: 'ABERTA',
        claimer_account_id: carla.accountId,
        donor_account_id: bruno.accountId,
        donor_ispb: null,
        donor_name: 'Bruno Henrique Lima',
        requested_at: clock,
        deadline_at: new Date(clock.getTime() + 7 * 86_400_000),
        confirmed_at: null,
        concluded_at: null,
        cancelled_at: null,
      })
      .execute();
    expect((await list(carla)).find((c) => c.claimId === id)?.status).toBe('ABERTA');
    clock = new Date(clock.getTime() + 7 * 86_400_000);
    await relogin();
    expect((await list(carla)).find((c) => c.claimId === id)?.status).toBe('CANCELADA');
    expectError(await step(bruno, 'confirmar', id), 409, 40082);
  });

  it('refuses a claim when the account already holds 5 keys', async () => {
    const before = (await keysOf(carla)).length;
    for (let i = before; i < 5; i++)
      resultOf(
        await call(
          t.app,
          'pix/enderecamento/cadastrar-chave-evp',
          { chaveDeConta: carla.accountId },
          carla.token,
        ),
      );
    expectError(
      await claim(carla, 'reivindicar-celular', { chave: '+5521976540001', tipoReivindicacao: 2 }),
      400,
      40071,
    );
  });
});
