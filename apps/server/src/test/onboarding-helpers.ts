import { cpfCheckDigits } from '@carteira/core/br';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { expect } from 'vitest';
import { APP_CLIENT } from '../services/onboarding-api/onboarding-auth.service.ts';

export const BASE = '/v1/onboarding-dimo';

/** A valid CPF no sandbox customer holds, from a 9-digit base. */
export const freshCpf = (base: string) => `${base}${cpfCheckDigits(base)}`;

/** A JPEG-looking image (its first bytes say JPEG) of `size` bytes; `marker` is written after the header. */
export function jpeg(options: { size?: number; marker?: string; seed?: number } = {}): string {
  const size = options.size ?? 4096;
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + (options.seed ?? 7)) & 0xff;
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  if (options.marker) bytes.write(options.marker, 20, 'ascii');
  return bytes.toString('base64');
}

export interface Applicant {
  cpf: string;
  nome: string;
  dataNascimento: string;
  email: string;
  ddd: string;
  numero: string;
  senha: string;
}

export function applicant(base: string, overrides: Partial<Applicant> = {}): Applicant {
  return {
    cpf: freshCpf(base),
    nome: 'Joana Prado Alves',
    dataNascimento: '1990-05-10',
    email: `joana.${base}@example.com`,
    ddd: '011',
    numero: `9${base.slice(1, 9)}`,
    senha: 'abrir-conta1',
    ...overrides,
  };
}

export async function onboardingToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: `${BASE}/auth/token`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: APP_CLIENT.id,
      client_secret: APP_CLIENT.secret,
    }).toString(),
  });
  expect(res.statusCode).toBe(200);
  return res.json().access_token;
}

/** One call to the onboarding service with the bearer token. */
export async function ob(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  body?: unknown,
  /** the client's address, as the server sees it (inject's default is 127.0.0.1) */
  remoteAddress?: string,
) {
  const res = await app.inject({
    method,
    url: `${BASE}/${path}`,
    headers: { authorization: `Bearer ${token}` },
    ...(remoteAddress ? { remoteAddress } : {}),
    ...(body === undefined ? {} : { payload: body as object }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** The newest code the sandbox outbox holds for a destination. */
export async function lastCode(app: FastifyInstance, destino: string): Promise<string> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/sandbox/outbox?destino=${encodeURIComponent(destino)}`,
  });
  const text: string = res.json().result.mensagens[0]?.text ?? '';
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error('no code in the outbox');
  return code;
}

export const destinoOf = (a: Applicant) => `+55${a.ddd.replace(/^0/, '')}${a.numero}`;

/** From the token to the user with a password: onboarding, e-mail, phone code, password. */
export async function createdUser(app: FastifyInstance, a: Applicant) {
  const token = await onboardingToken(app);
  const started = await ob(app, token, 'POST', 'onboarding', {
    identificacaoFiscal: a.cpf,
    nome: a.nome,
    dataNascimento: a.dataNascimento,
  });
  expect(started.status).toBe(201);
  const key: string = started.body.result.chaveOnboarding;
  expect((await ob(app, token, 'PATCH', `onboarding/${key}/email`, { email: a.email })).status).toBe(200);
  expect((await ob(app, token, 'POST', 'onboarding/token', { ddd: a.ddd, numero: a.numero })).status).toBe(
    200,
  );
  const codigo = await lastCode(app, destinoOf(a));
  expect((await ob(app, token, 'POST', 'onboarding/token/validar', { codigo })).status).toBe(200);
  expect((await ob(app, token, 'POST', 'onboarding/usuario', { senha: a.senha })).status).toBe(201);
  return { token, key };
}

/** The app's identity-check token: HS256, our issuer, the CPF as peopleId, 24 hours. */
export async function cafToken(app: FastifyInstance, token: string, cpf: string, now: Date): Promise<string> {
  const creds = (await ob(app, token, 'GET', 'getCAFToken')).body.result;
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ peopleId: cpf })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(creds.clientId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + 86_400)
    .sign(new TextEncoder().encode(creds.clientSecret));
}

export const personBody = {
  sexo: 'F',
  nomeMae: 'Maria Aparecida Silva',
  nomePai: '',
  rg: { numero: '123456789', dataEmissao: '2018-03-15', orgaoEmissor: 'SSP', ufOrgaoEmissor: 'SP' },
  rendaMensal: 4500.5,
  pessoaPoliticamenteExposta: null,
  endereco: { cep: '01001000', numero: '100', complemento: 'apto 12' },
};

/** Documents, selfie, personal data and address: ready for the terms. */
export async function identified(app: FastifyInstance, token: string, cpf: string, now: Date) {
  const up = (tipoDocumento: number, extensao: number, base64: string, tokenCaf?: string) =>
    ob(app, token, 'POST', 'cliente/enviar-documento', {
      tipoDocumento,
      arquivo: { extensao, base64 },
      ...(tokenCaf ? { tokenCaf } : {}),
    });
  expect((await up(1, 1, jpeg({ seed: 1 }))).status).toBe(200);
  expect((await up(2, 1, jpeg({ seed: 2 }))).status).toBe(200);
  expect((await up(9, 2, jpeg({ seed: 3 }), await cafToken(app, token, cpf, now))).status).toBe(200);
  expect((await ob(app, token, 'POST', 'cliente/cadastrar-pessoa-fisica', personBody)).status).toBe(200);
}

/** Terms code, signature, account with the first PIN. */
export async function signedAndOpened(app: FastifyInstance, token: string, a: Applicant, pin = '2468') {
  expect((await ob(app, token, 'POST', 'token/gerar-2fa-assinatura-de-termo', {})).status).toBe(200);
  const code = await lastCode(app, destinoOf(a));
  const signed = await ob(app, token, 'POST', 'cliente/assinar-termo', {
    token: code,
    aceiteTermoDeUso: true,
    aceiteDeclaracaoDeResidencia: true,
  });
  expect(signed.status).toBe(200);
  const opened = await ob(app, token, 'POST', 'conta/cadastrar-conta', {
    tipoContaBancaria: 1,
    primeiroPin: pin,
  });
  expect(opened.status).toBe(201);
  return opened.body.result as {
    chaveDeConta: string;
    chaveDeCliente: string;
    agencia: string;
    numero: string;
  };
}
