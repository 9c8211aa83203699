import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANA,
  BRUNO,
  call,
  expectError,
  type LoggedIn,
  login,
  resultOf,
} from '../../../../../test/bank-helpers.ts';
import { openCustomer } from '../../../../../test/fixtures.ts';
import { SANDBOX_EMAIL_CODE } from '../../../../../test/sandbox-fixtures.ts';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';

let t: TestApp;
let ana: LoggedIn;
let bruno: LoggedIn;

const keysOf = async (who: LoggedIn) =>
  resultOf<{ chaves: Array<{ chaveEnderecamento: string; tipoChave: string }> }>(
    await call(t.app, 'pix/enderecamento/consultar-chaves', { chaveDeConta: who.accountId }, who.token),
  ).chaves;

const token = (who: LoggedIn, tipoChave: string, chave: string) =>
  call(
    t.app,
    'pix/enderecamento/gerar-token-validacao',
    { chaveDeConta: who.accountId, tipoChave, chave },
    who.token,
  );

const registerEmail = (who: LoggedIn, chave: string, codigoValidacao: string) =>
  call(
    t.app,
    'pix/enderecamento/cadastrar-chave-email',
    { chaveDeConta: who.accountId, chave, codigoValidacao },
    who.token,
  );

beforeAll(async () => {
  t = await createTestApp();
  ana = await login(t.app, ANA);
  bruno = await login(t.app, BRUNO);
});
afterAll(async () => t?.close());

describe('pix/enderecamento', () => {
  it('registers a CPF key once in the whole directory', async () => {
    const done = resultOf(
      await call(
        t.app,
        'pix/enderecamento/cadastrar-chave-identificacao-fiscal',
        { chaveDeConta: ana.accountId },
        ana.token,
      ),
    );
    expect(done).toMatchObject({ chaveEnderecamento: ANA.cpf, tipoChave: 'CPF', idTipoChave: 1 });
    expectError(
      await call(
        t.app,
        'pix/enderecamento/cadastrar-chave-identificacao-fiscal',
        { chaveDeConta: ana.accountId },
        ana.token,
      ),
      409,
      40070,
    );
    expect((await keysOf(ana)).map((k) => k.chaveEnderecamento)).toEqual([ANA.cpf]);
  });

  it('needs a valid token for an e-mail key, 3 tries at most, and keeps only its hash', async () => {
    const email = 'Ana.Souza@Example.com';
    expectError(await registerEmail(ana, email, SANDBOX_EMAIL_CODE), 400, 11012);
    const sent = resultOf(await token(ana, 'EMAIL', email));
    expect(sent).toEqual({ chave: 'ana.souza@example.com', tipoChave: 'EMAIL', validadeEmSegundos: 600 });
    const stored = await t.db.selectFrom('pix_key_token').select('code_hash').execute();
    expect(stored.every((r) => !r.code_hash.includes(SANDBOX_EMAIL_CODE))).toBe(true);
    for (let i = 0; i < 3; i++) expectError(await registerEmail(ana, email, '000000'), 400, 11012);
    // The right code after 3 wrong tries is refused too: the token is used up.
    expectError(await registerEmail(ana, email, SANDBOX_EMAIL_CODE), 400, 11012);
    resultOf(await token(ana, 'EMAIL', email));
    const done = resultOf(await registerEmail(ana, email, SANDBOX_EMAIL_CODE));
    expect(done).toMatchObject({ chaveEnderecamento: 'ana.souza@example.com', tipoChave: 'EMAIL' });
    // A token works once.
    expectError(await registerEmail(ana, email, SANDBOX_EMAIL_CODE), 409, 40070);
  });

  it('expires a token after 10 minutes', async () => {
    let now = new Date();
    const late = await createTestApp({ now: () => now });
    try {
      const who = await login(late.app, ANA);
      resultOf(
        await call(
          late.app,
          'pix/enderecamento/gerar-token-validacao',
          { chaveDeConta: who.accountId, tipoChave: 4, chave: 'a@b.com' },
          who.token,
        ),
      );
      now = new Date(now.getTime() + 601_000);
      expectError(
        await call(
          late.app,
          'pix/enderecamento/cadastrar-chave-email',
          { chaveDeConta: who.accountId, chave: 'a@b.com', codigoValidacao: SANDBOX_EMAIL_CODE },
          who.token,
        ),
        400,
        11012,
      );
    } finally {
      await late.close();
    }
  });

  it('registers a phone key with the last 6 digits as the sandbox code; a key is unique across accounts', async () => {
    const phone = '(21) 99876-5432';
    resultOf(await token(bruno, 'PHONE', phone));
    const body = { chaveDeConta: bruno.accountId, chave: phone };
    expectError(
      await call(
        t.app,
        'pix/enderecamento/cadastrar-chave-celular',
        { ...body, codigoValidacao: '111111' },
        bruno.token,
      ),
      400,
      11012,
    );
    const done = resultOf(
      await call(
        t.app,
        'pix/enderecamento/cadastrar-chave-celular',
        { ...body, codigoValidacao: '765432' },
        bruno.token,
      ),
    );
    expect(done).toMatchObject({ chaveEnderecamento: '+5521998765432', tipoChave: 'PHONE' });
    expectError(await token(ana, 'PHONE', '+5521998765432'), 409, 40070);
    // A sandbox institution's key is taken too.
    expectError(await token(ana, 'EMAIL', 'marcos.rocha@horizonte.example'), 409, 40070);
  });

  it('holds at most 5 keys per account and frees a deleted one', async () => {
    const who = await openCustomer(t, 0);
    const evp = () =>
      call(t.app, 'pix/enderecamento/cadastrar-chave-evp', { chaveDeConta: who.accountId }, who.token);
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) {
      const k = resultOf<{ chaveEnderecamento: string }>(await evp()).chaveEnderecamento;
      expect(k).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      keys.push(k);
    }
    expectError(await evp(), 400, 40071);
    expect(await keysOf(who)).toHaveLength(5);
    // Another customer cannot delete it; the owner can.
    expectError(
      await call(
        t.app,
        'pix/enderecamento/excluir-chave',
        { chaveDeConta: ana.accountId, chave: keys[0] },
        ana.token,
      ),
      404,
      41167,
    );
    resultOf(
      await call(
        t.app,
        'pix/enderecamento/excluir-chave',
        { chaveDeConta: who.accountId, chave: keys[0] },
        who.token,
      ),
    );
    resultOf(await evp());
    expectError(
      await call(t.app, 'pix/enderecamento/consultar-dados-por-chave', { chave: keys[0] }, ana.token),
      404,
      40013,
    );
  });

  it('keeps the limit under parallel registrations, and bad input changes nothing', async () => {
    const who = await openCustomer(t, 0);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(t.app, 'pix/enderecamento/cadastrar-chave-evp', { chaveDeConta: who.accountId }, who.token),
      ),
    );
    expect(answers.filter((a) => a.success)).toHaveLength(5);
    for (const a of answers.filter((x) => !x.success)) expectError(a, 400, 40071);
    const before = await t.db.selectFrom('pix_key').select('chave').execute();
    for (const [path, body] of [
      [
        'pix/enderecamento/gerar-token-validacao',
        { chaveDeConta: ana.accountId, tipoChave: 'EMAIL', chave: 'no-at-sign' },
      ],
      [
        'pix/enderecamento/gerar-token-validacao',
        { chaveDeConta: ana.accountId, tipoChave: 'CPF', chave: ANA.cpf },
      ],
      [
        'pix/enderecamento/cadastrar-chave-celular',
        { chaveDeConta: ana.accountId, chave: '+5500123', codigoValidacao: '123456' },
      ],
      [
        'pix/enderecamento/cadastrar-chave-email',
        { chaveDeConta: ana.accountId, chave: 'x@y.com', codigoValidacao: '12' },
      ],
      ['pix/enderecamento/cadastrar-chave-evp', {}],
    ] as const) {
      expectError(await call(t.app, path, body, ana.token), 400, 40007);
    }
    expect(await t.db.selectFrom('pix_key').select('chave').execute()).toHaveLength(before.length);
  });

  it('answers a key with name, masked CPF, institution and account only', async () => {
    const found = resultOf<Record<string, unknown>>(
      await call(
        t.app,
        'pix/enderecamento/consultar-dados-por-chave',
        { chave: '+55 21 99876-5432' },
        ana.token,
      ),
    );
    expect(found).toEqual({
      chave: '+5521998765432',
      tipoChave: 'PHONE',
      idTipoChave: 3,
      nome: BRUNO.nome,
      identificacaoFiscalMascarada: `***.${BRUNO.cpf.slice(3, 6)}.${BRUNO.cpf.slice(6, 9)}-**`,
      instituicao: 'Carteira',
      ispb: '99999999',
      agencia: '0001',
      conta: BRUNO.conta,
      dataCriacao: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/),
      mesmaTitularidade: false,
      endToEndId: expect.stringMatching(/^E99999999\d{12}[A-Za-z0-9]{11}$/),
    });
    expect(JSON.stringify(found)).not.toContain(BRUNO.cpf);
    const outside = resultOf(
      await call(t.app, 'pix/enderecamento/consultar-dados-por-chave', { chave: '41820357635' }, ana.token),
    );
    expect(outside).toMatchObject({
      nome: 'Marcos Vinícius Rocha',
      identificacaoFiscalMascarada: '***.203.576-**',
      instituicao: 'Banco Horizonte S.A.',
      ispb: '90400001',
    });
    expectError(
      await call(
        t.app,
        'pix/enderecamento/consultar-dados-por-chave',
        { chave: 'ninguem@example.com' },
        ana.token,
      ),
      404,
      40013,
    );
    const bad = await call(
      t.app,
      'pix/enderecamento/consultar-dados-por-chave',
      { chave: 'not a key' },
      ana.token,
    );
    expectError(bad, 400, 40007);
    if (!bad.success) expect(bad.error.message).toContain("'chave'");
  });

  it('tells the holder of a key that it is their own, with its creation date and a new end-to-end id each time', async () => {
    const mine = await keysOf(bruno);
    const key = mine.find((k) => k.chaveEnderecamento === '+5521998765432');
    expect(key).toBeDefined();
    const lookUp = async () =>
      resultOf<Record<string, unknown>>(
        await call(
          t.app,
          'pix/enderecamento/consultar-dados-por-chave',
          { chave: '+5521998765432' },
          bruno.token,
        ),
      );
    const first = await lookUp();
    const second = await lookUp();
    expect(first).toMatchObject({ nome: BRUNO.nome, mesmaTitularidade: true, conta: BRUNO.conta });
    expect(first.dataCriacao).toBe((key as unknown as { dataCriacao: string }).dataCriacao);
    expect(first.endToEndId).not.toBe(second.endToEndId);
    const outside = resultOf<Record<string, unknown>>(
      await call(t.app, 'pix/enderecamento/consultar-dados-por-chave', { chave: '41820357635' }, bruno.token),
    );
    expect(outside.mesmaTitularidade).toBe(false);
  });

  it('refuses another customer account with 404 / 40401', async () => {
    expectError(
      await call(t.app, 'pix/enderecamento/consultar-chaves', { chaveDeConta: ana.accountId }, bruno.token),
      404,
      40401,
    );
    expectError(
      await call(
        t.app,
        'pix/enderecamento/cadastrar-chave-evp',
        { chaveDeConta: ana.accountId },
        bruno.token,
      ),
      404,
      40401,
    );
  });

  it('sends at most 10 codes to new keys at once per customer, then one a minute (429 / 46001)', async () => {
    const who = await openCustomer(t, 0);
    for (let i = 0; i < 10; i++) resultOf(await token(who, 'EMAIL', `limite${i}@exemplo.com.br`));
    const refused = await token(who, 'EMAIL', 'limite10@exemplo.com.br');
    expectError(refused, 429, 46001);
    const tokens = await t.db
      .selectFrom('pix_key_token')
      .select('chave')
      .where('chave', '=', 'limite10@exemplo.com.br')
      .execute();
    expect(tokens).toEqual([]);
  });
});
