import {
  isStateCode,
  isValidComplement,
  isValidEmail,
  isValidName,
  isValidPassword,
  MISSING_ISSUE_DATE,
} from '@carteira/core/br';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { digits, isoDate, pin, positiveReais } from '../bank-api/public.ts';
import {
  applicantFlags,
  cafCredentials,
  documentOcr,
  imageBytes,
  MAX_IMAGE_BYTES,
  UPLOAD_CODES,
  uploadDocument,
  uploadSelfie,
} from './identity-check.service.ts';
import { invalid } from './onboarding.errors.ts';
import {
  callerOnboarding,
  createUser,
  inOnboarding,
  setEmail,
  startOnboarding,
  statusByCpf,
} from './onboarding.service.ts';
import { issueToken } from './onboarding-auth.service.ts';
import {
  checkTermsCode,
  codeRefusal,
  confirmEmail,
  sendEmailCode,
  sendPhoneCode,
  sendTermsCode,
  validatePhoneCode,
} from './onboarding-code.service.ts';
import { done, type OnboardingDeps, parse, requireCaller } from './onboarding-http.ts';
import { markTermsSigned, openAccount, registerPerson, termsReady } from './registration.service.ts';
import { resubmit, sendReviewMessages, settleOnboarding, submitSigned } from './review.service.ts';
import { termsFor } from './terms-text.ts';
import { joinQueue, queuePosition, vacancyCheck } from './waitlist.service.ts';

const name = (max: number) => z.string().trim().max(max).refine(isValidName, 'só letras e espaços');

const tokenBody = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().min(1).max(100),
  client_secret: z.string().min(1).max(200),
});

const startBody = z.object({
  identificacaoFiscal: z.string().max(20),
  // Name and birth date open an onboarding; resuming one needs only the CPF and the password.
  nome: z.string().max(100).optional(),
  apelido: z.string().max(40).optional(),
  dataNascimento: isoDate.optional(),
  senha: z.string().max(64).optional(),
});

const queueBody = z.object({ identificacaoFiscal: z.string().max(20) });
const keyParams = z.object({ key: z.string().uuid() });
const emailBody = z.object({
  email: z
    .string()
    .trim()
    .max(120)
    .transform((v) => v.toLowerCase())
    .refine(isValidEmail, 'e-mail inválido'),
});
const phoneBody = z.object({
  ddd: digits(2, 3, 'deve ter 2 dígitos (ou 3 com o 0)'),
  numero: digits(8, 9, 'deve ter 9 dígitos', 'phone'),
});
const codeBody = z.object({ codigo: z.string().regex(/^\d{6}$/, 'deve ter 6 dígitos') });
const userBody = z.object({
  senha: z.string().max(64).refine(isValidPassword, 'deve ter de 8 a 16 caracteres'),
  // wallet.md section 3: the device, recorded by the app; latitude/longitude 0 without consent.
  dispositivo: z
    .object({
      idDispositivo: z.string().max(100),
      modeloDispositivo: z.string().max(100),
      nomeDispositivo: z.string().max(100),
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      tipoSo: z.string().max(20),
      versaoSo: z.string().max(20),
    })
    .partial()
    .optional(),
});
const cpfParams = z.object({ cpf: z.string().regex(/^\d{11}$/, 'deve ter 11 dígitos') });

/** An address by CEP (the look-up fills city and state; street and neighbourhood when it has them). */
const address = z.object({
  cep: digits(8, 8, 'deve ter 8 dígitos', 'dash'),
  rua: z.string().trim().max(80).default(''),
  numero: z
    .string()
    .trim()
    .regex(/^\d{1,5}$/, 'só dígitos, até 5'),
  complemento: z
    .string()
    .trim()
    .max(30)
    .refine((v) => v === '' || isValidComplement(v), 'tem caracteres não aceitos')
    .default(''),
  bairro: z.string().trim().max(60).default(''),
});

const personBody = z.object({
  // wallet.md section 3: nationality is fixed 'N' (Brazilian) in this flow.
  nacionalidade: z.literal('N').default('N'),
  sexo: z.enum(['F', 'M']),
  nomeMae: name(100),
  nomePai: z
    .string()
    .trim()
    .max(100)
    .refine((v) => v === '' || isValidName(v), 'só letras e espaços')
    .default(''),
  rg: z.object({
    numero: z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z]{5,14}$/, 'só letras e dígitos, de 5 a 14'),
    // a real date, or the year-1 date the app sends when the document's is not known
    dataEmissao: z.union([z.literal(MISSING_ISSUE_DATE), isoDate]),
    orgaoEmissor: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2,10}$/, 'só letras, de 2 a 10'),
    ufOrgaoEmissor: z.string().trim().toUpperCase().refine(isStateCode, 'deve ser a sigla de um estado'),
  }),
  rendaMensal: positiveReais.refine((c) => c <= 9_999_999_999, 'no máximo 10 dígitos'),
  // the spec's own shape when exposed; absent (the app removes the block, wallet.md section 3) or null
  // when not: the applicant answered no.
  pessoaPoliticamenteExposta: z
    .object({
      cargo: z.string().trim().min(2).max(80),
      inicioExposicao: isoDate,
      fimExposicao: isoDate.nullable().default(null),
    })
    .nullable()
    .default(null),
  endereco: address,
  // the mailing address, when the app sends one (the client creation draft's enderecoCorrespondencia)
  enderecoCorrespondencia: address.optional(),
});
const signBody = z.object({
  token: z.string().regex(/^\d{6}$/, 'deve ter 6 dígitos'),
  aceiteTermoDeUso: z.literal(true),
  aceiteDeclaracaoDeResidencia: z.literal(true),
});
const uploadBody = z.object({
  tipoDocumento: z.union(
    [1, 2, 3, 4, 5, 6, 9].map((n) => z.literal(n)) as [z.ZodLiteral<number>, ...z.ZodLiteral<number>[]],
  ),
  // extensao 1 a document image, 2 a selfie (wallet.md section 3); the image as base64.
  arquivo: z.object({ extensao: z.union([z.literal(1), z.literal(2)]), base64: z.string().min(1) }),
  tokenCaf: z.string().max(2000).optional(),
});
/** A 2 MB image in base64 plus the JSON around it. */
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 16 * 1024;

const accountBody = z.object({
  tipoContaBancaria: z.literal(1),
  primeiroPin: pin,
  /** The device opening the account (the app's device id, type and model): its first trusted device. */
  dispositivo: z
    .object({ id: z.string().min(1).max(200), tipo: z.string().max(40), modelo: z.string().max(80) })
    .optional(),
});

/** Every path of the onboarding service (docs/onboarding-api.md), mounted at /v1/onboarding-dimo. */
export function onboardingRoutes(app: FastifyInstance, deps: OnboardingDeps): void {
  const codes = { db: deps.db, sender: deps.codeSender, pepper: deps.pinPepper };
  const identity = {
    db: deps.db,
    provider: deps.identityProvider,
    pepper: deps.pinPepper,
    cpfHashKey: deps.cpfHashKey,
  };
  const review = { db: deps.db, analyst: deps.analyst, sender: deps.codeSender, pepper: deps.pinPepper };

  app.post('/auth/token', async (request) => {
    const body = parse(tokenBody, request.body);
    return issueToken(
      deps.db,
      deps.clients,
      { clientId: body.client_id, clientSecret: body.client_secret },
      deps.now(),
    );
  });

  app.post('/onboarding', async (request, reply) => {
    const caller = await requireCaller(deps, request);
    const body = parse(startBody, request.body);
    reply.code(201);
    return done(
      await startOnboarding(deps.db, caller, body, deps.now(), deps.vacancies, request.ip, deps.analyst),
      201,
    );
  });

  app.get('/verificar-possui-vagas', async (request) => {
    await requireCaller(deps, request);
    return done(vacancyCheck(deps.vacancies));
  });

  app.post('/cadastrar-cliente-fila', async (request, reply) => {
    await requireCaller(deps, request);
    const { identificacaoFiscal } = parse(queueBody, request.body);
    reply.code(201);
    return done(await joinQueue(deps.db, deps.vacancies, identificacaoFiscal, deps.now()), 201);
  });

  app.post('/obter-posicao-fila', async (request) => {
    await requireCaller(deps, request);
    const { identificacaoFiscal } = parse(queueBody, request.body);
    return done(await queuePosition(deps.db, deps.vacancies, identificacaoFiscal));
  });

  app.patch('/onboarding/:key/email', async (request) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    const { email } = parse(emailBody, request.body);
    return done(await setEmail(deps.db, caller, key, email, deps.now()));
  });

  app.post('/onboarding/token', async (request) => {
    const caller = await requireCaller(deps, request);
    const body = parse(phoneBody, request.body);
    return done(await sendPhoneCode(codes, caller, body, deps.now()));
  });

  app.post('/onboarding/token/validar', async (request) => {
    const caller = await requireCaller(deps, request);
    const { codigo } = parse(codeBody, request.body);
    return done(await validatePhoneCode(codes, caller, codigo, deps.now()));
  });

  app.post('/onboarding/usuario', async (request, reply) => {
    const caller = await requireCaller(deps, request);
    const { senha, dispositivo } = parse(userBody, request.body);
    reply.code(201);
    return done(await createUser(deps.db, caller, senha, deps.now(), dispositivo), 201);
  });

  app.get('/onboarding/identificacao-fiscal/:cpf/status', async (request) => {
    const caller = await requireCaller(deps, request);
    const { cpf } = parse(cpfParams, request.params);
    // the analyst's answer, if due, is taken before the status is told (opening the app settles it)
    if (caller.onboardingId) await settleOnboarding(review, caller.onboardingId, deps.now());
    return done(await statusByCpf(deps.db, caller, cpf));
  });

  app.get('/onboarding/termos', async (request) => {
    const caller = await requireCaller(deps, request);
    const row = await callerOnboarding(deps.db, caller);
    return done({ termos: termsFor(row) });
  });

  app.get('/getCAFToken', async (request) => {
    const caller = await requireCaller(deps, request);
    return done(await cafCredentials(deps.db, caller, deps.pinPepper, deps.cpfHashKey));
  });

  app.get('/onboarding/funcionalidades', async (request) => {
    const caller = await requireCaller(deps, request);
    return done(await applicantFlags(deps.db, caller, deps.cpfHashKey));
  });

  app.post('/cliente/enviar-documento', { bodyLimit: UPLOAD_BODY_LIMIT }, async (request) => {
    const caller = await requireCaller(deps, request);
    const body = parse(uploadBody, request.body);
    const code = UPLOAD_CODES[body.tipoDocumento];
    const image = imageBytes(body.arquivo.base64);
    if (code === 'SELFIE') {
      if (body.arquivo.extensao !== 2) throw invalid('A selfie vai com extensao 2');
      return done(await uploadSelfie(identity, caller, body.tokenCaf, image, deps.now()));
    }
    if (!code || body.arquivo.extensao !== 1) throw invalid('Documento com extensao 1');
    return done(await uploadDocument(identity, caller, code, image, deps.now()));
  });

  app.post('/cliente/extrair-ocr-documento', async (request) => {
    const caller = await requireCaller(deps, request);
    return done(await documentOcr(deps.db, caller));
  });

  app.post('/cliente/cadastrar-pessoa-fisica', async (request) => {
    const caller = await requireCaller(deps, request);
    const { endereco, enderecoCorrespondencia, ...person } = parse(personBody, request.body);
    return done(
      await registerPerson(
        deps.db,
        deps.ceps,
        caller,
        { person, endereco, ...(enderecoCorrespondencia ? { enderecoCorrespondencia } : {}) },
        deps.now(),
      ),
    );
  });

  app.post('/token/gerar-2fa-assinatura-de-termo', async (request) => {
    const caller = await requireCaller(deps, request);
    return done(await sendTermsCode(codes, caller, termsReady, deps.now()));
  });

  app.post('/cliente/assinar-termo', async (request) => {
    const caller = await requireCaller(deps, request);
    const { token } = parse(signBody, request.body);
    const now = deps.now();
    const result = await inOnboarding(deps.db, caller, undefined, async (trx, row) => {
      termsReady(row);
      const checked = await checkTermsCode(trx, row, token, deps.pinPepper, now);
      if (!checked.ok) return { ...checked, messages: [] };
      await markTermsSigned(trx, row, now);
      // signed: the application goes to the bank's review (decision 0029)
      const messages = await submitSigned(trx, review, { ...row, terms_signed_at: now }, now);
      return { ...checked, messages };
    });
    if (!result.ok) throw codeRefusal(result.left);
    await sendReviewMessages(deps.codeSender, result.messages);
    return done({ assinado: true, assinadoEm: now.toISOString() });
  });

  app.post('/cliente/reenviar-para-analise', async (request) => {
    const caller = await requireCaller(deps, request);
    return done(await resubmit(review, caller, deps.now()));
  });

  app.post('/cliente/confirmacao-email/enviar', async (request) => {
    const caller = await requireCaller(deps, request);
    return done(await sendEmailCode(codes, caller, deps.now()));
  });

  app.post('/cliente/confirmacao-email', async (request) => {
    const caller = await requireCaller(deps, request);
    const { codigo } = parse(codeBody, request.body);
    return done(await confirmEmail(codes, caller, codigo, deps.now()));
  });

  app.post('/conta/cadastrar-conta', async (request, reply) => {
    const caller = await requireCaller(deps, request);
    const { primeiroPin, dispositivo } = parse(accountBody, request.body);
    reply.code(201);
    return done(
      await openAccount(deps.db, caller, primeiroPin, deps.pinPepper, deps.now(), dispositivo),
      201,
    );
  });
}
