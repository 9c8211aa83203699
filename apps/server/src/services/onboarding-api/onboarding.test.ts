import { createHash } from 'node:crypto';
import { onboardingStatusOf } from '@carteira/core/status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANA, balanceOf, call, login, registerEvp } from '../../test/bank-helpers.ts';
import { manualClock } from '../../test/financing-helpers.ts';
import {
  applicant,
  cafToken,
  createdUser,
  destinoOf,
  identified,
  jpeg,
  lastCode,
  ob,
  onboardingToken,
  personBody,
  signedAndOpened,
} from '../../test/onboarding-helpers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { RESUME_CPF_BUCKET } from './onboarding.service.ts';

const clock = manualClock('2026-10-01T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => t?.close());

const appStatus = (status: { statusCadastroClienteId: number; pendencias: string[] }) =>
  onboardingStatusOf({
    executed: true,
    statusId: status.statusCadastroClienteId,
    pendencies: status.pendencias,
  }).status;

describe('onboarding service: a new customer from CPF to a usable account', () => {
  it('opens an account with balance 0 that logs in and receives a Pix', async () => {
    const a = applicant('412345678');
    const { token, key } = await createdUser(t.app, a);
    const status = async () =>
      (await ob(t.app, token, 'GET', `onboarding/identificacao-fiscal/${a.cpf}/status`)).body.result;
    expect(appStatus(await status())).toBe('UPLOAD_DOCUMENT');

    await identified(t.app, token, a.cpf, clock.now());
    expect(await status()).toMatchObject({ statusCadastroClienteId: 1, pendencias: [] });
    expect(appStatus(await status())).toBe('SIGN_TERMS');

    const terms = (await ob(t.app, token, 'GET', 'onboarding/termos')).body.result.termos;
    expect(terms.map((x: { tipo: string }) => x.tipo)).toEqual(['TERMO_DE_USO', 'DECLARACAO_DE_RESIDENCIA']);
    expect(terms[1].conteudo).toContain('Praça da Sé, 100, apto 12, Sé, São Paulo/SP, CEP 01001-000');

    const account = await signedAndOpened(t.app, token, a);
    expect(account).toMatchObject({ agencia: '0001' });
    expect(account.numero).toMatch(/^\d{8}$/);
    expect(await status()).toMatchObject({ statusCadastroClienteId: 13, contaAberta: true });
    expect(key).toMatch(/^[0-9a-f-]{36}$/);

    const session = await login(t.app, { cpf: a.cpf, senha: a.senha });
    expect(session.accountId).toBe(account.chaveDeConta);
    expect(await balanceOf(t.app, session)).toBe(0);
    const evp = await registerEvp(t.app, session);
    const received = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/pix/receive',
      payload: { chave: evp, valor: 25.5 },
    });
    expect(received.statusCode).toBeLessThan(300);
    expect(await balanceOf(t.app, session)).toBe(25.5);
    // The PIN set at opening is the account's PIN.
    const pinCheck = await call(
      t.app,
      'conta/validar-pin-conta',
      { chaveDeConta: session.accountId, pin: '2468' },
      session.token,
    );
    expect(pinCheck.success).toBe(true);
  });

  it('takes the payload as the app sends it: nickname, device, no PEP block, empty fields left out, a year-1 issue date, the mailing address', async () => {
    const a = applicant('412345681');
    const token = await onboardingToken(t.app);
    const started = await ob(t.app, token, 'POST', 'onboarding', {
      identificacaoFiscal: a.cpf,
      nome: a.nome,
      apelido: 'Jô',
      dataNascimento: a.dataNascimento,
    });
    expect(started.body.result).toMatchObject({ apelido: 'Jô' });
    const key = started.body.result.chaveOnboarding;
    await ob(t.app, token, 'PATCH', `onboarding/${key}/email`, { email: a.email });
    await ob(t.app, token, 'POST', 'onboarding/token', { ddd: a.ddd, numero: a.numero });
    const codigo = await lastCode(t.app, destinoOf(a));
    await ob(t.app, token, 'POST', 'onboarding/token/validar', { codigo });
    const user = await ob(t.app, token, 'POST', 'onboarding/usuario', {
      senha: a.senha,
      dispositivo: {
        idDispositivo: 'device-1',
        modeloDispositivo: 'Moto G',
        nomeDispositivo: 'Moto G',
        latitude: 0,
        longitude: 0,
        tipoSo: 'android',
        versaoSo: '',
      },
    });
    expect(user.status).toBe(201);
    // the device is kept with the onboarding, the field the app did not know left out
    const kept = await t.db
      .selectFrom('onboarding')
      .select('device')
      .where('cpf', '=', a.cpf)
      .executeTakeFirstOrThrow();
    expect(kept.device).toEqual({
      idDispositivo: 'device-1',
      modeloDispositivo: 'Moto G',
      nomeDispositivo: 'Moto G',
      latitude: 0,
      longitude: 0,
      tipoSo: 'android',
    });
    await identified(t.app, token, a.cpf, clock.now());
    const { pessoaPoliticamenteExposta: _pep, nomePai: _father, ...rest } = personBody;
    const registered = await ob(t.app, token, 'POST', 'cliente/cadastrar-pessoa-fisica', {
      ...rest,
      nacionalidade: 'N',
      rg: { ...personBody.rg, dataEmissao: '0001-01-01' },
      endereco: { cep: '01001000', numero: '100' },
      enderecoCorrespondencia: { cep: '20040002', numero: '7', complemento: 'sala 2' },
    });
    expect(registered.body).toMatchObject({ success: true });
    const row = await t.db
      .selectFrom('onboarding')
      .select(['person', 'mailing_address'])
      .where('cpf', '=', a.cpf)
      .executeTakeFirstOrThrow();
    expect(row.person).toMatchObject({
      pessoaPoliticamenteExposta: null,
      nomePai: '',
      rg: { dataEmissao: '0001-01-01' },
    });
    expect(row.mailing_address).toMatchObject({
      cep: '20040002',
      numero: '7',
      complemento: 'sala 2',
      uf: 'RJ',
    });
    const account = await signedAndOpened(t.app, token, a);
    const customer = await t.db
      .selectFrom('customer')
      .select(['apelido', 'endereco_correspondencia'])
      .where('id', '=', account.chaveDeCliente)
      .executeTakeFirstOrThrow();
    expect(customer.apelido).toBe('Jô');
    expect(customer.endereco_correspondencia).toMatchObject({ cep: '20040002', cidade: 'Rio de Janeiro' });
  });

  it('refuses a second account for the CPF, and its onboarding stays closed', async () => {
    const a = applicant('412345679');
    const { token } = await createdUser(t.app, a);
    await identified(t.app, token, a.cpf, clock.now());
    await signedAndOpened(t.app, token, a);
    const again = await ob(t.app, token, 'POST', 'conta/cadastrar-conta', {
      tipoContaBancaria: 1,
      primeiroPin: '1357',
    });
    expect(again.body).toMatchObject({ status: 409, codigo: 62000 });
    const fresh = await onboardingToken(t.app);
    const restart = await ob(t.app, fresh, 'POST', 'onboarding', {
      identificacaoFiscal: a.cpf,
      nome: a.nome,
      dataNascimento: a.dataNascimento,
    });
    expect(restart.body).toMatchObject({ status: 409, codigo: 62000 });
  });
});

describe('onboarding service: bad input creates nothing', () => {
  const start = async (body: Record<string, unknown>) => {
    const token = await onboardingToken(t.app);
    return ob(t.app, token, 'POST', 'onboarding', {
      nome: 'Joana Prado Alves',
      dataNascimento: '1990-05-10',
      ...body,
    });
  };
  const count = async () =>
    Number(
      (
        await t.db
          .selectFrom('onboarding')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('an invalid CPF (40011), a customer CPF (62000), a minor, a bad name', async () => {
    const before = await count();
    expect((await start({ identificacaoFiscal: '123.456.789-00' })).body).toMatchObject({
      status: 400,
      codigo: 40011,
    });
    expect((await start({ identificacaoFiscal: ANA.cpf })).body).toMatchObject({
      status: 409,
      codigo: 62000,
    });
    // 18 years old tomorrow (the clock is 2026-10-01 in São Paulo): refused; 18 today: accepted.
    const minor = await start({
      identificacaoFiscal: applicant('512345670').cpf,
      dataNascimento: '2008-10-02',
    });
    expect(minor.body).toMatchObject({
      status: 400,
      codigo: 40007,
      message: 'É preciso ter 18 anos ou mais para abrir a conta',
    });
    expect(
      (await start({ identificacaoFiscal: applicant('512345671').cpf, nome: 'Joana 2' })).body.codigo,
    ).toBe(40007);
    expect(await count()).toBe(before);
    const adult = await start({
      identificacaoFiscal: applicant('512345672').cpf,
      dataNascimento: '2008-10-01',
    });
    expect(adult.status).toBe(201);
  });

  it('an invalid e-mail or phone, an e-mail or phone in use (40016, 40017), a DDD out of range (40050)', async () => {
    const a = applicant('512345673');
    const token = await onboardingToken(t.app);
    const key = (
      await ob(t.app, token, 'POST', 'onboarding', {
        identificacaoFiscal: a.cpf,
        nome: a.nome,
        dataNascimento: a.dataNascimento,
      })
    ).body.result.chaveOnboarding;
    expect(
      (await ob(t.app, token, 'PATCH', `onboarding/${key}/email`, { email: 'joana@' })).body.codigo,
    ).toBe(40007);
    expect(
      (await ob(t.app, token, 'PATCH', `onboarding/${key}/email`, { email: ANA.email })).body,
    ).toMatchObject({ status: 409, codigo: 40016 });
    expect(
      (await ob(t.app, token, 'POST', 'onboarding/token', { ddd: '010', numero: '987654321' })).body.codigo,
    ).toBe(40050);
    expect(
      (await ob(t.app, token, 'POST', 'onboarding/token', { ddd: `0${ANA.ddd}`, numero: ANA.telefone })).body,
    ).toMatchObject({ status: 409, codigo: 40017 });
    expect(
      (await ob(t.app, token, 'POST', 'onboarding/token', { ddd: '011', numero: '387654321' })).body.codigo,
    ).toBe(40007);
    // Text in a digits field is refused, naming the field, never reduced to its digits.
    const probe = await ob(t.app, token, 'POST', 'onboarding/token', { ddd: '011', numero: '98765{{4}}321' });
    expect(probe.body.codigo).toBe(40007);
    expect(JSON.stringify(probe.body)).toContain('numero');
    const row = await t.db
      .selectFrom('onboarding')
      .select(['email', 'telefone_numero'])
      .where('id', '=', key)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ email: null, telefone_numero: null });
  });

  it("a password under the bank's rules only: letters and digits, not the CPF (the rules of a change)", async () => {
    const a = applicant('512345676');
    const token = await onboardingToken(t.app);
    const key = (
      await ob(t.app, token, 'POST', 'onboarding', {
        identificacaoFiscal: a.cpf,
        nome: a.nome,
        dataNascimento: a.dataNascimento,
      })
    ).body.result.chaveOnboarding;
    await ob(t.app, token, 'PATCH', `onboarding/${key}/email`, { email: a.email });
    await ob(t.app, token, 'POST', 'onboarding/token', { ddd: a.ddd, numero: a.numero });
    await ob(t.app, token, 'POST', 'onboarding/token/validar', {
      codigo: await lastCode(t.app, destinoOf(a)),
    });
    const refused = async (senha: string) =>
      (await ob(t.app, token, 'POST', 'onboarding/usuario', { senha })).body;
    expect(await refused('somenteletras')).toMatchObject({
      status: 400,
      codigo: 40007,
      message: 'A senha deve ter letras e números',
    });
    expect(await refused(`a${a.cpf}`)).toMatchObject({
      status: 400,
      message: 'A senha não pode conter o CPF',
    });
    const row = await t.db
      .selectFrom('onboarding')
      .select('password_hash')
      .where('id', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toBeNull();
    expect((await ob(t.app, token, 'POST', 'onboarding/usuario', { senha: a.senha })).status).toBe(201);
  });

  it('an image too big or not JPEG/PNG is refused and recorded nowhere', async () => {
    const a = applicant('512345674');
    const { token } = await createdUser(t.app, a);
    const gif = Buffer.from('GIF89a'.padEnd(2048, 'x')).toString('base64');
    const notJpeg = await ob(t.app, token, 'POST', 'cliente/enviar-documento', {
      tipoDocumento: 1,
      arquivo: { extensao: 1, base64: gif },
    });
    expect(notJpeg.body).toMatchObject({
      status: 400,
      codigo: 40030,
      message: 'Formato de imagem não aceito',
    });
    const big = await ob(t.app, token, 'POST', 'cliente/enviar-documento', {
      tipoDocumento: 1,
      arquivo: { extensao: 1, base64: jpeg({ size: 2 * 1024 * 1024 + 1 }) },
    });
    expect(big.body).toMatchObject({ status: 400, codigo: 40031, message: 'Imagem grande demais' });
    const unreadable = await ob(t.app, token, 'POST', 'cliente/enviar-documento', {
      tipoDocumento: 1,
      arquivo: { extensao: 1, base64: jpeg({ marker: 'SANDBOX-UNREADABLE' }) },
    });
    expect(unreadable.body).toMatchObject({ status: 422, messageCode: 300 });
    const row = await t.db
      .selectFrom('onboarding')
      .select('document')
      .where('cpf', '=', a.cpf)
      .executeTakeFirstOrThrow();
    expect(row.document).toBeNull();
  });

  it('an unknown CEP (40402) records no personal data', async () => {
    const a = applicant('512345675');
    const { token } = await createdUser(t.app, a);
    const res = await ob(t.app, token, 'POST', 'cliente/cadastrar-pessoa-fisica', {
      ...personBody,
      endereco: { ...personBody.endereco, cep: '99999999' },
    });
    expect(res.body).toMatchObject({ status: 404, codigo: 40402 });
    const row = await t.db
      .selectFrom('onboarding')
      .select(['person', 'address'])
      .where('cpf', '=', a.cpf)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ person: null, address: null });
  });
});

describe('onboarding service: codes, resume and the token', () => {
  it('a wrong code counts (11012 with tries left), a resend within a minute is 46001, codes are hashed', async () => {
    const a = applicant('612345670');
    const token = await onboardingToken(t.app);
    await ob(t.app, token, 'POST', 'onboarding', {
      identificacaoFiscal: a.cpf,
      nome: a.nome,
      dataNascimento: a.dataNascimento,
    });
    expect(
      (await ob(t.app, token, 'POST', 'onboarding/token', { ddd: a.ddd, numero: a.numero })).status,
    ).toBe(200);
    expect(
      (await ob(t.app, token, 'POST', 'onboarding/token', { ddd: a.ddd, numero: a.numero })).body,
    ).toMatchObject({ status: 429, codigo: 46001 });
    const code = await lastCode(t.app, destinoOf(a));
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await ob(t.app, token, 'POST', 'onboarding/token/validar', { codigo: wrong });
    expect(refused.body).toMatchObject({ status: 400, codigo: 11012, details: 'Restam 4 tentativas' });
    const stored = await t.db.selectFrom('onboarding_code').select('code_hash').execute();
    expect(stored.every((r) => r.code_hash.length === 64 && !r.code_hash.includes(code))).toBe(true);
    clock.advance(301_000);
    expect((await ob(t.app, token, 'POST', 'onboarding/token/validar', { codigo: code })).body.codigo).toBe(
      11012,
    );
    expect(
      (await ob(t.app, token, 'POST', 'onboarding/token', { ddd: a.ddd, numero: a.numero })).status,
    ).toBe(200);
    const second = await lastCode(t.app, destinoOf(a));
    expect((await ob(t.app, token, 'POST', 'onboarding/token/validar', { codigo: second })).status).toBe(200);
  });

  it('resumes on another day with a new token only with the password; the status answers only its own CPF', async () => {
    const a = applicant('612345671');
    const first = await createdUser(t.app, a);
    clock.advance(3 * 86_400_000);
    expect(
      (await ob(t.app, first.token, 'GET', `onboarding/identificacao-fiscal/${a.cpf}/status`)).status,
    ).toBe(401);
    const token = await onboardingToken(t.app);
    const base = { identificacaoFiscal: a.cpf, nome: a.nome, dataNascimento: a.dataNascimento };
    expect((await ob(t.app, token, 'POST', 'onboarding', base)).body).toMatchObject({
      status: 409,
      codigo: 11026,
    });
    expect((await ob(t.app, token, 'POST', 'onboarding', { ...base, senha: 'errada-123' })).body.codigo).toBe(
      11026,
    );
    const resumed = await ob(t.app, token, 'POST', 'onboarding', {
      identificacaoFiscal: a.cpf,
      senha: a.senha,
    });
    expect(resumed.body.result).toMatchObject({ chaveOnboarding: first.key, chaveUsuario: first.key });
    const status = await ob(t.app, token, 'GET', `onboarding/identificacao-fiscal/${a.cpf}/status`);
    expect(status.body.result.pendencias).toEqual(['DOCUMENTOS', 'SELFIE', 'DADOS_PESSOAIS', 'ENDERECO']);
    // Five password tries at once per CPF, then one every 5 minutes.
    for (let i = 0; i < 2; i++) {
      expect(
        (await ob(t.app, token, 'POST', 'onboarding', { identificacaoFiscal: a.cpf, senha: 'errada-123' }))
          .body.codigo,
      ).toBe(11026);
    }
    expect(
      (await ob(t.app, token, 'POST', 'onboarding', { identificacaoFiscal: a.cpf, senha: a.senha })).body,
    ).toMatchObject({ status: 429, codigo: 46001 });
    clock.advance(300_000);
    expect(
      (await ob(t.app, token, 'POST', 'onboarding', { identificacaoFiscal: a.cpf, senha: a.senha })).status,
    ).toBe(201);
    const other = await ob(t.app, token, 'GET', `onboarding/identificacao-fiscal/${ANA.cpf}/status`);
    expect(other.status).toBe(404);
    expect((await ob(t.app, 'x'.repeat(40), 'GET', 'onboarding/termos')).status).toBe(401);
  });

  it('a stranger guessing the password does not hold the applicant out: the limit is per client and CPF', async () => {
    const a = applicant('612345698');
    await createdUser(t.app, a);
    clock.advance(86_400_000);
    const resume = (token: string, senha: string, from: string) =>
      ob(t.app, token, 'POST', 'onboarding', { identificacaoFiscal: a.cpf, senha }, from);
    const stranger = await onboardingToken(t.app);
    // Two wrong passwords, then five more tries: the stranger's client reaches its limit.
    const tries = [];
    for (let i = 0; i < 7; i++)
      tries.push((await resume(stranger, `errada-${i}`, '203.0.113.7')).body.codigo);
    expect(tries).toEqual([11026, 11026, 11026, 11026, 11026, 46001, 46001]);
    // The applicant, from their own phone, gets in with the right password at once.
    const own = await onboardingToken(t.app);
    expect((await resume(own, a.senha, '198.51.100.23')).status).toBe(201);
    // The stranger stays limited, even with a new token.
    expect((await resume(await onboardingToken(t.app), a.senha, '203.0.113.7')).body.codigo).toBe(46001);
    // Many clients at once still meet the CPF's own limit: 20 checked in all, then 46001 from anywhere.
    let checked = 0;
    for (let i = 1; i <= 30; i++) {
      const answer = (await resume(stranger, 'errada-x', `192.0.2.${i}`)).body.codigo;
      if (answer === 11026) checked++;
      else expect(answer).toBe(46001);
    }
    expect(checked).toBe(RESUME_CPF_BUCKET.capacity - 5 - 1);
  });

  it('the client credentials come from the product backend (getOnboardingClientId), without a login, and open a token', async () => {
    const handed = await t.app.inject({ method: 'POST', url: '/api/product/getOnboardingClientId' });
    expect(handed.statusCode).toBe(200);
    expect(handed.headers['cache-control']).toBe('no-store');
    const { clientId, clientSecret } = handed.json();
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/onboarding-dimo/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: clientId,
        client_secret: clientSecret,
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ token_type: 'Bearer', expires_in: 1800 });
  });

  it('a wrong client credential gets no token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/onboarding-dimo/auth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=client_credentials&client_id=carteira-app&client_secret=nope',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().access_token).toBeUndefined();
  });
});

describe('onboarding service: the identity check', () => {
  it('a refused selfie answers its message code; the third refusal stops the check (status 8)', async () => {
    const a = applicant('712345670');
    const { token } = await createdUser(t.app, a);
    const up = (tipoDocumento: number, extensao: number, base64: string, tokenCaf?: string) =>
      ob(t.app, token, 'POST', 'cliente/enviar-documento', {
        tipoDocumento,
        arquivo: { extensao, base64 },
        ...(tokenCaf ? { tokenCaf } : {}),
      });
    const front = await up(3, 1, jpeg({ seed: 11 }));
    expect(front.body.result).toEqual({ tipoDocumento: 'CNH', frente: true, verso: false });
    const ocr = (await ob(t.app, token, 'POST', 'cliente/extrair-ocr-documento', {})).body.result;
    // the holder's name and birth date as the document gives them (the sandbox reads the declared ones)
    expect(ocr).toMatchObject({
      tipoDocumento: 'CNH',
      issueBody: 'SSP',
      name: 'JOANA PRADO ALVES',
      dob: '1990-05-10',
    });
    expect(ocr.rgNumber).toMatch(/^\d{9}$/);
    expect((await ob(t.app, token, 'POST', 'cliente/extrair-ocr-documento', {})).body.result).toEqual(ocr);
    await up(4, 1, jpeg({ seed: 12 }));
    const caf = await cafToken(t.app, token, a.cpf, clock.now());
    const dead = jpeg({ marker: 'SANDBOX-NOT-ALIVE' });
    expect((await up(9, 2, dead, caf)).body).toMatchObject({
      status: 422,
      messageCode: 400,
      tentativasRestantes: 2,
    });
    expect((await up(9, 2, jpeg({ size: 512 }), caf)).body).toMatchObject({
      messageCode: 300,
      tentativasRestantes: 1,
    });
    expect((await up(9, 2, dead, caf)).body).toMatchObject({ tentativasRestantes: 0 });
    const status = (await ob(t.app, token, 'GET', `onboarding/identificacao-fiscal/${a.cpf}/status`)).body
      .result;
    expect(status).toMatchObject({ statusCadastroClienteId: 8, secoesReprovadas: [2] });
    expect(appStatus(status)).toBe('CAF_REJECTED');
    expect((await up(9, 2, jpeg({ seed: 5 }), caf)).status).toBe(409);
  });

  it('the identity-check token must be ours, for this CPF, and under 24 hours old', async () => {
    const a = applicant('712345671');
    const { token } = await createdUser(t.app, a);
    const up = (tokenCaf: string) =>
      ob(t.app, token, 'POST', 'cliente/enviar-documento', {
        tipoDocumento: 9,
        arquivo: { extensao: 2, base64: jpeg() },
        tokenCaf,
      });
    await ob(t.app, token, 'POST', 'cliente/enviar-documento', {
      tipoDocumento: 1,
      arquivo: { extensao: 1, base64: jpeg({ seed: 1 }) },
    });
    await ob(t.app, token, 'POST', 'cliente/enviar-documento', {
      tipoDocumento: 2,
      arquivo: { extensao: 1, base64: jpeg({ seed: 2 }) },
    });
    const old = await cafToken(t.app, token, a.cpf, new Date(clock.now().getTime() - 25 * 3_600_000));
    expect((await up(old)).status).toBe(401);
    expect((await up(await cafToken(t.app, token, ANA.cpf, clock.now()))).status).toBe(401);
    expect((await up(await cafToken(t.app, token, a.cpf, clock.now()))).body.result).toMatchObject({
      aprovada: true,
    });
  });

  it('obeys the CAF flags: off, no identity-check credentials nor token (40310), the selfie kept as it came; on, the token is required (40311)', async () => {
    const flag = (cpf: string, feature: 'CAF' | 'CAF_VALIDATION', enabled: boolean) =>
      t.db
        .insertInto('feature_flag')
        .values({ feature, cpf_hash: createHash('sha256').update(cpf).digest('hex'), enabled, percent: null })
        .onConflict((oc) => oc.columns(['feature', 'cpf_hash']).doUpdateSet({ enabled }))
        .execute();
    const selfie = (token: string, tokenCaf?: string) =>
      ob(t.app, token, 'POST', 'cliente/enviar-documento', {
        tipoDocumento: 9,
        arquivo: { extensao: 2, base64: jpeg({ seed: 33 }) },
        ...(tokenCaf ? { tokenCaf } : {}),
      });
    const sides = async (token: string) => {
      for (const [code, seed] of [
        [1, 31],
        [2, 32],
      ] as const) {
        const sent = await ob(t.app, token, 'POST', 'cliente/enviar-documento', {
          tipoDocumento: code,
          arquivo: { extensao: 1, base64: jpeg({ seed }) },
        });
        expect(sent.status).toBe(200);
      }
    };

    // on (the flags' rows for everyone): both flags told, the token required
    const on = applicant('712345675');
    const withCheck = await createdUser(t.app, on);
    await sides(withCheck.token);
    expect((await ob(t.app, withCheck.token, 'GET', 'onboarding/funcionalidades')).body.result).toEqual({
      CAF: true,
      CAF_VALIDATION: true,
    });
    expect((await selfie(withCheck.token)).body).toMatchObject({ status: 400, codigo: 40311 });

    // the app's own flag off for one applicant: the check is off for them alone
    const off = applicant('712345676');
    await flag(off.cpf, 'CAF_VALIDATION', false);
    const without = await createdUser(t.app, off);
    await sides(without.token);
    expect((await ob(t.app, without.token, 'GET', 'onboarding/funcionalidades')).body.result).toEqual({
      CAF: true,
      CAF_VALIDATION: false,
    });
    expect((await ob(t.app, without.token, 'GET', 'getCAFToken')).body).toMatchObject({
      status: 403,
      codigo: 40310,
    });
    const forged = await cafToken(t.app, withCheck.token, off.cpf, clock.now());
    expect((await selfie(without.token, forged)).body).toMatchObject({ status: 403, codigo: 40310 });
    expect((await selfie(without.token)).body.result).toEqual({
      aprovada: true,
      verificacaoDeIdentidade: false,
    });
    const status = (
      await ob(t.app, without.token, 'GET', `onboarding/identificacao-fiscal/${off.cpf}/status`)
    ).body.result;
    expect(status.pendencias).not.toContain('SELFIE');
    const row = await t.db
      .selectFrom('onboarding')
      .select('selfie')
      .where('cpf', '=', off.cpf)
      .executeTakeFirstOrThrow();
    expect(row.selfie).toMatchObject({ requestId: null });

    // the web view's flag off: the same
    const webOff = applicant('712345677');
    await flag(webOff.cpf, 'CAF', false);
    const third = await createdUser(t.app, webOff);
    expect((await ob(t.app, third.token, 'GET', 'getCAFToken')).body).toMatchObject({ codigo: 40310 });
  });

  it('the terms need every step first, and a wrong terms code signs nothing', async () => {
    const a = applicant('712345672');
    const { token } = await createdUser(t.app, a);
    expect((await ob(t.app, token, 'POST', 'token/gerar-2fa-assinatura-de-termo', {})).status).toBe(409);
    await identified(t.app, token, a.cpf, clock.now());
    expect(
      (await ob(t.app, token, 'POST', 'conta/cadastrar-conta', { tipoContaBancaria: 1, primeiroPin: '1357' }))
        .status,
    ).toBe(409);
    clock.advance(61_000);
    await ob(t.app, token, 'POST', 'token/gerar-2fa-assinatura-de-termo', {});
    const code = await lastCode(t.app, destinoOf(a));
    const wrong = code === '000000' ? '111111' : '000000';
    const sign = (tok: string) =>
      ob(t.app, token, 'POST', 'cliente/assinar-termo', {
        token: tok,
        aceiteTermoDeUso: true,
        aceiteDeclaracaoDeResidencia: true,
      });
    expect((await sign(wrong)).body.codigo).toBe(11012);
    expect(
      (await ob(t.app, token, 'GET', `onboarding/identificacao-fiscal/${a.cpf}/status`)).body.result
        .statusCadastroClienteId,
    ).toBe(1);
    expect((await sign(code)).status).toBe(200);
    const opened = await ob(t.app, token, 'POST', 'conta/cadastrar-conta', {
      tipoContaBancaria: 1,
      primeiroPin: '1357',
    });
    expect(opened.status).toBe(201);
    expect(opened.body.result.numero).toMatch(/^\d{8}$/);
  });
});
