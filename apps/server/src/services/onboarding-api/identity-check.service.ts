import { createHash, createHmac } from 'node:crypto';
import { BankCode } from '@carteira/core/errors';
import { jwtVerify } from 'jose';
import { sql } from 'kysely';
import { CAF, CAF_VALIDATION, isFeatureOnFor } from '../product-api/public.ts';
import type { DocumentKind, DocumentSide, IdentityProvider } from './identity-provider.ts';
import {
  identityCheckOff,
  identityCheckRequired,
  imageFormatRefused,
  imageTooLarge,
  OnboardingError,
  wrongStep,
} from './onboarding.errors.ts';
import { type OnboardingRow, updateOnboarding } from './onboarding.repository.ts';
import { callerOnboarding, inOnboarding } from './onboarding.service.ts';
import type { DocumentData } from './onboarding.table.ts';
import type { OnboardingCaller } from './onboarding-auth.service.ts';
import type { Db, Executor } from './onboarding-database.ts';
import { MAX_SELFIE_FAILURES, PENDENCY, pendenciesOf } from './registration-status.ts';
import { documentToRedo } from './review.service.ts';

/** The largest photo: 2 MB of image. JPEG or PNG only, told by their first bytes. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
/** The identity check's client id (the issuer of the token the app makes). */
export const CAF_CLIENT_ID = 'carteira-caf';
/** cross-cutting.md section 3: the identity-check token lasts 24 hours. */
export const CAF_TOKEN_MAX_AGE = '24h';

/**
 * Upload codes (wallet.md section 3): 1 RG front, 2 RG back, 3 CNH front, 4 CNH back, 9 selfie. The
 * spec gives none for RNE; ours are 5 front and 6 back.
 */
export const UPLOAD_CODES: Record<number, { kind: DocumentKind; side: DocumentSide } | 'SELFIE'> = {
  1: { kind: 'RG', side: 'FRENTE' },
  2: { kind: 'RG', side: 'VERSO' },
  3: { kind: 'CNH', side: 'FRENTE' },
  4: { kind: 'CNH', side: 'VERSO' },
  5: { kind: 'RNE', side: 'FRENTE' },
  6: { kind: 'RNE', side: 'VERSO' },
  9: 'SELFIE',
};

/** The image's bytes from base64 (a data: prefix allowed), checked for size and type. */
export function imageBytes(base64: string): Uint8Array {
  const body = base64.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s/g, '');
  if (body.length > Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4) throw imageTooLarge();
  const bytes = new Uint8Array(Buffer.from(body, 'base64'));
  if (bytes.length > MAX_IMAGE_BYTES) throw imageTooLarge();
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  if (!jpeg && !png) throw imageFormatRefused();
  return bytes;
}

/** The identity check's secret for one onboarding (so a leaked one reaches no one else). */
export function cafSecret(pepper: string, onboardingId: string): string {
  return createHmac('sha256', pepper).update(`caf-secret\u0000${onboardingId}`).digest('hex');
}

/**
 * The identity-check flags for an applicant (cross-cutting.md section 6): CAF, the web view's, and
 * CAF_VALIDATION, the app's. The app runs the check only with both on (and a release build and a
 * token, its own two conditions); the server obeys the same two flags (decision 0038).
 */
export async function identityCheckFlags(db: Executor, cpfHashKey: string, cpf: string) {
  const [web, app] = await Promise.all([
    isFeatureOnFor(db, cpfHashKey, CAF, cpf),
    isFeatureOnFor(db, cpfHashKey, CAF_VALIDATION, cpf),
  ]);
  return { CAF: web, CAF_VALIDATION: app };
}

async function identityCheckOn(db: Executor, cpfHashKey: string, cpf: string): Promise<boolean> {
  const flags = await identityCheckFlags(db, cpfHashKey, cpf);
  return flags.CAF && flags.CAF_VALIDATION;
}

/** onboarding/funcionalidades: the identity-check flags for the token's applicant. */
export async function applicantFlags(db: Db, caller: OnboardingCaller, cpfHashKey: string) {
  const row = await callerOnboarding(db, caller);
  return identityCheckFlags(db, cpfHashKey, row.cpf);
}

/**
 * getCAFToken (cross-cutting.md section 7): the credentials the app signs its identity-check token with;
 * 403 40310 while the identity check is off for the applicant.
 */
export async function cafCredentials(db: Db, caller: OnboardingCaller, pepper: string, cpfHashKey: string) {
  const row = await callerOnboarding(db, caller);
  if (!(await identityCheckOn(db, cpfHashKey, row.cpf))) throw identityCheckOff();
  return { clientId: CAF_CLIENT_ID, clientSecret: cafSecret(pepper, row.id) };
}

/** The app's HS256 token: our issuer, this customer's CPF as peopleId, made within 24 hours. */
async function verifyCafToken(token: string, row: OnboardingRow, pepper: string, now: Date): Promise<void> {
  try {
    const key = new TextEncoder().encode(cafSecret(pepper, row.id));
    const { payload } = await jwtVerify(token, key, {
      algorithms: ['HS256'],
      issuer: CAF_CLIENT_ID,
      maxTokenAge: CAF_TOKEN_MAX_AGE,
      currentDate: now,
    });
    if (payload.peopleId !== row.cpf) throw new Error('peopleId');
  } catch {
    throw new OnboardingError(
      401,
      BankCode.ValidationErrors,
      'Verificação de identidade expirada',
      'Tire a selfie de novo',
    );
  }
}

/** A refusal by the identity provider, carrying its message code (the app picks its text by it). */
function providerRefusal(messageCode: number, message: string, extra: Record<string, unknown> = {}) {
  const error = new OnboardingError(422, BankCode.ValidationErrors, message, `messageCode ${messageCode}`);
  return Object.assign(error, { extra: { messageCode, ...extra } });
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export interface IdentityDeps {
  db: Db;
  provider: IdentityProvider;
  pepper: string;
  /** The key of the CPF's HMAC, for the applicant's bucket in a flag's share. */
  cpfHashKey: string;
}

/** cliente/enviar-documento for a document side: read by the provider, then recorded (a new kind starts over). */
export async function uploadDocument(
  deps: IdentityDeps,
  caller: OnboardingCaller,
  code: { kind: DocumentKind; side: DocumentSide },
  image: Uint8Array,
  now: Date,
) {
  const before = await callerOnboarding(deps.db, caller);
  if (pendenciesOf(before).includes(PENDENCY.user))
    throw wrongStep('Crie a senha antes de enviar o documento');
  const holder = { name: before.nome, birthDate: before.data_nascimento };
  const reading = await deps.provider.readDocument({ cpf: before.cpf, ...holder, ...code, image });
  if (!reading.ok)
    throw providerRefusal(reading.messageCode, 'Não foi possível ler o documento. Tire outra foto');
  return inOnboarding(deps.db, caller, undefined, async (trx, row) => {
    // after the terms, only a new photo the analyst asked for (KYC pendency DOCUMENTO_ILEGIVEL)
    if (row.terms_signed_at && !documentToRedo(row)) throw wrongStep('Os termos já foram assinados');
    const same = row.document?.tipoDocumento === code.kind ? row.document : null;
    const doc: DocumentData = same ?? {
      tipoDocumento: code.kind,
      frente: false,
      verso: false,
      hashes: {},
      ocr: null,
    };
    const next: DocumentData =
      code.side === 'FRENTE'
        ? { ...doc, frente: true, hashes: { ...doc.hashes, frente: sha256(image) }, ocr: reading.ocr }
        : { ...doc, verso: true, hashes: { ...doc.hashes, verso: sha256(image) } };
    await updateOnboarding(trx, row.id, { document: JSON.stringify(next) }, now);
    return { tipoDocumento: next.tipoDocumento, frente: next.frente, verso: next.verso };
  });
}

/** cliente/extrair-ocr-documento: what the provider read off the front. */
export async function documentOcr(db: Db, caller: OnboardingCaller) {
  const row = await callerOnboarding(db, caller);
  if (!row.document?.ocr) throw wrongStep('Envie a frente do documento primeiro');
  const { ocr } = row.document;
  // a front read before the OCR gave the name and birth date answers them empty
  return { tipoDocumento: row.document.tipoDocumento, ...ocr, name: ocr.name ?? '', dob: ocr.dob ?? '' };
}

/**
 * cliente/enviar-documento for the selfie (code 9). With the identity check on (both CAF flags): the
 * app's identity-check token (400 40311 without it), then liveness; a refusal counts (the third stops
 * the check: status 8) and answers 422 with the provider's code. With it off: a token is refused
 * (403 40310) and the selfie is kept as it came, for the analyst's CAF stage.
 */
export async function uploadSelfie(
  deps: IdentityDeps,
  caller: OnboardingCaller,
  tokenCaf: string | undefined,
  image: Uint8Array,
  now: Date,
) {
  const before = await callerOnboarding(deps.db, caller);
  const pending = pendenciesOf(before);
  if (pending.includes(PENDENCY.user) || pending.includes(PENDENCY.documents)) {
    throw wrongStep('Envie o documento antes da selfie');
  }
  if (before.selfie) throw wrongStep('A selfie já foi aprovada');
  if (before.selfie_failures >= MAX_SELFIE_FAILURES)
    throw wrongStep('A verificação de identidade foi encerrada');
  if (!(await identityCheckOn(deps.db, deps.cpfHashKey, before.cpf))) {
    if (tokenCaf) throw identityCheckOff();
    return keepUncheckedSelfie(deps.db, caller, now);
  }
  if (!tokenCaf) throw identityCheckRequired();
  await verifyCafToken(tokenCaf, before, deps.pepper, now);
  const result = await deps.provider.checkLiveness({ cpf: before.cpf, image });
  const failures = await inOnboarding(deps.db, caller, undefined, async (trx, row) => {
    if (result.alive) {
      const selfie = { requestId: result.requestId, aprovadaEm: now.toISOString() };
      await updateOnboarding(trx, row.id, { selfie: JSON.stringify(selfie) }, now);
      return 0;
    }
    await updateOnboarding(trx, row.id, { selfie_failures: sql`selfie_failures + 1` as never }, now);
    return row.selfie_failures + 1;
  });
  if (!result.alive) {
    throw providerRefusal(result.messageCode, 'Não foi possível confirmar a selfie', {
      tentativasRestantes: Math.max(0, MAX_SELFIE_FAILURES - failures),
    });
  }
  return { aprovada: true, messageCode: result.messageCode };
}

/** The identity check off: the selfie is recorded as it came, with no identity-check request. */
async function keepUncheckedSelfie(db: Db, caller: OnboardingCaller, now: Date) {
  return inOnboarding(db, caller, undefined, async (trx, row) => {
    if (row.selfie) throw wrongStep('A selfie já foi aprovada');
    const selfie = { requestId: null, aprovadaEm: now.toISOString() };
    await updateOnboarding(trx, row.id, { selfie: JSON.stringify(selfie) }, now);
    return { aprovada: true, verificacaoDeIdentidade: false };
  });
}
