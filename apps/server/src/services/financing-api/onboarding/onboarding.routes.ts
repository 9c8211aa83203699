import { isStateCode, isValidAddressNumber, isValidComplement } from '@carteira/core/br';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { badRequest, fileTooLarge } from '../financing.errors.ts';
import { type FinancingDeps, parse, requireCaller } from '../financing-http.ts';
import { contractingKey, keyParams, shortText } from '../financing-schemas.ts';
import { CCB_TERM, getTerms } from '../proposal/terms.service.ts';
import { registerPerson, submitSelfie, upsertAddress } from './onboarding.service.ts';

/** The largest selfie: 2 MB of image (a base64 JSON body is a third larger). */
export const MAX_SELFIE_BYTES = 2 * 1024 * 1024;
const SELFIE_BODY_LIMIT = Math.ceil(MAX_SELFIE_BYTES * 1.4) + 4096;

const addressBody = z.object({
  /** 8 digits, or 00000-000 as the CEP is shown: nothing else is dropped silently. */
  cep: z
    .string()
    .regex(/^\d{5}-?\d{3}$/, 'deve ter 8 dígitos')
    .transform((v) => v.replace('-', '')),
  street: shortText(80),
  number: z.string().trim().refine(isValidAddressNumber, 'deve ter até 5 caracteres'),
  complement: z
    .string()
    .trim()
    .max(30)
    .refine((v) => v === '' || isValidComplement(v), 'tem caracteres não aceitos')
    .default(''),
  neighborhood: shortText(60),
  city: shortText(60),
  uf: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine(isStateCode, 'deve ser a sigla de um estado'),
});

const registerBody = z.object({ contractingKey });
const termsQuery = z.object({ term: z.literal(CCB_TERM), contractingKey: contractingKey.optional() });
const base64Body = z.object({
  file: z
    .string()
    .min(1)
    .regex(/^(data:[\w/+.-]+;base64,)?[A-Za-z0-9+/=\s]+$/, 'deve ser a imagem em base64'),
});

/** The selfie's bytes: a multipart `file` part, or base64 in JSON `{ file }`. */
async function selfieBytes(request: FastifyRequest): Promise<Uint8Array> {
  const type = String(request.headers['content-type'] ?? '');
  let bytes: Uint8Array;
  if (type.startsWith('multipart/form-data')) {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(request.body as Buffer), {
        headers: { 'content-type': type },
      }).formData();
    } catch {
      throw badRequest('Formulário inválido', 'Envie a selfie na parte file');
    }
    const file = form.get('file');
    if (!file || typeof file === 'string') throw badRequest('Selfie ausente', 'Envie a selfie na parte file');
    bytes = new Uint8Array(await file.arrayBuffer());
  } else {
    const { file } = parse(base64Body, request.body);
    bytes = new Uint8Array(Buffer.from(file.replace(/^data:[^,]*,/, ''), 'base64'));
  }
  if (bytes.length === 0) throw badRequest('Selfie vazia', 'Envie uma imagem');
  if (bytes.length > MAX_SELFIE_BYTES) throw fileTooLarge();
  return bytes;
}

export function onboardingRoutes(app: FastifyInstance, deps: FinancingDeps): void {
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'buffer', bodyLimit: SELFIE_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.put('/address-v3/upsert/:key', async (request) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    const body = parse(addressBody, request.body);
    return upsertAddress(deps.db, deps.ports.addresses, caller, key, body, deps.now());
  });

  app.post('/person-v3/register', async (request, reply) => {
    const caller = await requireCaller(deps, request);
    const body = parse(registerBody, request.body);
    return reply.code(201).send(await registerPerson(deps.db, caller, body.contractingKey, deps.now()));
  });

  app.post('/onboarding-v3/submit-selfie/:key', { bodyLimit: SELFIE_BODY_LIMIT }, async (request, reply) => {
    const caller = await requireCaller(deps, request);
    const { key } = parse(keyParams, request.params);
    const image = await selfieBytes(request);
    return reply
      .code(201)
      .send(await submitSelfie(deps.db, deps.ports.identityProvider, caller, key, image, deps.now()));
  });

  app.get('/person-v3/get-terms', async (request) => {
    const caller = await requireCaller(deps, request);
    const query = parse(termsQuery, request.query);
    return getTerms(deps.db, caller, query.contractingKey, deps.now());
  });
}
