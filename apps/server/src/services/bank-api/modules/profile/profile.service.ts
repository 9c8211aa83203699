import { randomUUID } from 'node:crypto';
import { maskEmail } from '@carteira/core/br';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import type { Executor } from '../../../../tables.ts';
import { BankError } from '../../bank-errors.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { accountNotFound, customerNotFound } from '../account/account.errors.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import type { Address } from '../auth/auth.table.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { checkCode, spend } from '../credentials/code-check.ts';
import { issueCode } from '../credentials/code-issue.ts';
import type { CodeChannel, CodeMessage } from '../credentials/code-sender.ts';
import { CREDENTIAL_LIMITS } from '../credentials/credential-limits.ts';
import { wrongCode } from '../credentials/credentials.errors.ts';
import { insertAttempt } from '../credentials/credentials.repository.ts';
import { cpfKey } from '../credentials/otp.ts';
import { requireCodeSender, sendCode } from '../credentials/send-code.ts';
import { changeNotFound, changeRefused, emailInUse, faceNotConfirmed, phoneInUse } from './profile.errors.ts';
import {
  emailTakenByOther,
  findProfile,
  insertChange,
  lockOwnChange,
  markApplied,
  markCodeOk,
  markFaceOk,
  phoneTakenByOther,
  recordFaceTry,
  setEmail,
  setMailingAddress,
  setPhone,
} from './profile.repository.ts';
import type { ProfileChangeKind, ProfileValue } from './profile.table.ts';

/**
 * A change lives 15 minutes from its PIN: time for the code (10 minutes) and the selfie. Three selfies
 * the provider refuses end it; the customer starts again with the PIN. Chosen here (decision 0020).
 */
export const PROFILE_CHANGE_LIMITS = { ttlMs: 15 * 60_000, faceTries: 3 } as const;

const PURPOSE = { email: 'email-change', phone: 'phone-change', address: 'address-change' } as const;

type Profile = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export interface ChangeStarted {
  chaveDeAlteracao: string;
  enviado: true;
  canal: CodeChannel;
  /** Where the code went, masked: (11) *****-4321 or aXXXXa@example.com. */
  destinoMascarado: string;
  validadeSegundos: number;
}

const maskPhone = (ddd: string, numero: string) => `(${ddd}) *****-${numero.slice(-4)}`;

function phoneOf(p: Profile): { ddd: string; numero: string } | null {
  return p.telefone_ddd && p.telefone_numero ? { ddd: p.telefone_ddd, numero: p.telefone_numero } : null;
}

const smsTo = (phone: { ddd: string; numero: string }) => `+55${phone.ddd}${phone.numero}`;

async function ownProfile(deps: BankDeps, session: BankSession, accountId: string) {
  const account = await findOwnedAccount(deps.db, session.customerId, accountId);
  const profile = account ? await findProfile(deps.db, session.customerId) : undefined;
  if (!account || !profile) throw accountNotFound();
  return { profile, key: cpfKey(profile.cpf, deps.config.pinPepper) };
}

interface StartInput {
  accountId: string;
  pin: string;
  kind: ProfileChangeKind;
  newValue: ProfileValue;
  oldValue: (p: Profile) => ProfileValue | null;
  /** Refuses a value that is the current one or another customer's (inside the transaction). */
  check: (trx: Executor, p: Profile) => Promise<void>;
  channel: CodeChannel;
  /** The new contact the code goes to; undefined sends it to the registered one. */
  destino: (p: Profile) => string | undefined;
  masked: (p: Profile) => string;
}

/**
 * The chain's first step (token/gerar-2fa-alteracao-*): the account PIN (a wrong one counts toward its
 * block), the new value checked, then a code to the new contact; the change is written, to be
 * confirmed by the code and a selfie, then applied.
 */
async function startChange(deps: BankDeps, session: BankSession, input: StartInput): Promise<ChangeStarted> {
  requireCodeSender(deps);
  const now = deps.now();
  const { profile, key } = await ownProfile(deps, session, input.accountId);
  const action = `${input.kind}-change-request`;
  const changeId = randomUUID();
  const codeId = randomUUID();
  const message = await withTransaction(deps.db, async (trx) => {
    const audit = (outcome: string) =>
      insertAttempt(trx, { at: now, action, cpfKey: key, customerId: profile.id, outcome });
    try {
      await checkAccountPin(trx, input.accountId, input.pin, deps.config.pinPepper);
    } catch (err) {
      if (err instanceof BankError) await audit(err.code === 10007 ? 'wrong-pin' : 'pin-blocked');
      throw err;
    }
    try {
      await input.check(trx, profile);
    } catch (err) {
      if (err instanceof BankError) await audit(err.code === 40007 ? 'same-value' : 'in-use');
      throw err;
    }
    const sent = await issueCode(trx, {
      purpose: PURPOSE[input.kind],
      action,
      cpfKey: key,
      customer: profile,
      channel: input.channel,
      now,
      serverKey: deps.config.pinPepper,
      codeId,
      ...(input.destino(profile) ? { destino: input.destino(profile) } : {}),
    });
    if (!sent) throw changeRefused('não há contato cadastrado para este canal');
    await insertChange(trx, {
      id: changeId,
      customerId: profile.id,
      kind: input.kind,
      oldValue: input.oldValue(profile),
      newValue: input.newValue,
      codeId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + PROFILE_CHANGE_LIMITS.ttlMs),
    });
    return sent;
  });
  await sendCode(deps, message);
  return {
    chaveDeAlteracao: changeId,
    enviado: true,
    canal: input.channel,
    destinoMascarado: input.masked(profile),
    validadeSegundos: CREDENTIAL_LIMITS.codeTtlMs / 1000,
  };
}

/** token/gerar-2fa-alteracao-email: PIN, then a code to the NEW e-mail. */
export function requestEmailChange(
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; pin: string; email: string },
) {
  const email = input.email;
  return startChange(deps, session, {
    accountId: input.chaveDeConta,
    pin: input.pin,
    kind: 'email',
    newValue: { email },
    oldValue: (p) => (p.email ? { email: p.email } : null),
    check: async (trx, p) => {
      if (p.email?.toLowerCase() === email.toLowerCase()) throw changeRefused('o novo e-mail é o atual');
      if (await emailTakenByOther(trx, email, p.id)) throw emailInUse();
    },
    channel: 'email',
    destino: () => email,
    masked: () => maskEmail(email),
  });
}

/** token/gerar-2fa-alteracao-celular: PIN, then a code by SMS to the NEW mobile phone. */
export function requestPhoneChange(
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; pin: string; ddd: string; numero: string },
) {
  const phone = { ddd: input.ddd, numero: input.numero };
  return startChange(deps, session, {
    accountId: input.chaveDeConta,
    pin: input.pin,
    kind: 'phone',
    newValue: phone,
    oldValue: (p) => phoneOf(p),
    check: async (trx, p) => {
      if (p.telefone_ddd === phone.ddd && p.telefone_numero === phone.numero) {
        throw changeRefused('o novo celular é o atual');
      }
      if (await phoneTakenByOther(trx, phone.ddd, phone.numero, p.id)) throw phoneInUse();
    },
    channel: 'sms',
    destino: () => smsTo(phone),
    masked: () => maskPhone(phone.ddd, phone.numero),
  });
}

/**
 * token/gerar-2fa-alteracao-endereco-correspondencia: PIN, then a code to the registered phone (2) or
 * e-mail (3); the address was completed from the CEP look-up by the routes (profile-address.ts).
 */
export function requestAddressChange(
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; pin: string; channel: CodeChannel; endereco: Address },
) {
  return startChange(deps, session, {
    accountId: input.chaveDeConta,
    pin: input.pin,
    kind: 'address',
    newValue: { endereco: input.endereco },
    oldValue: (p) => (p.endereco_correspondencia ? { endereco: p.endereco_correspondencia } : null),
    check: async () => {},
    channel: input.channel,
    destino: () => undefined,
    masked: (p) => {
      if (input.channel === 'email') return p.email ? maskEmail(p.email) : '';
      const phone = phoneOf(p);
      return phone ? maskPhone(phone.ddd, phone.numero) : '';
    },
  });
}

/** The change, when it is the customer's, not applied, not expired and its selfies not used up. */
async function liveChange(trx: Executor, session: BankSession, changeId: string, now: Date) {
  const row = await lockOwnChange(trx, session.customerId, changeId);
  if (!row || row.applied_at !== null) throw changeNotFound();
  if (new Date(row.expires_at).getTime() <= now.getTime()) throw changeNotFound();
  if (row.face_tries >= PROFILE_CHANGE_LIMITS.faceTries) throw changeNotFound();
  return row;
}

/**
 * cliente/solicitar-alteracao-de-dados-email-caf: the code (until it was once right) and the selfie,
 * whose live face the identity provider confirms. A wrong code is 23003 and counts a try; a refused
 * selfie is 40007 and counts one of the change's three.
 */
export async function confirmChangeFace(
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeAlteracao: string; token?: string | undefined; image: Uint8Array },
) {
  const now = deps.now();
  const profile = await findProfile(deps.db, session.customerId);
  if (!profile) throw changeNotFound();
  const key = cpfKey(profile.cpf, deps.config.pinPepper);
  await withTransaction(deps.db, async (trx) => {
    const row = await liveChange(trx, session, input.chaveDeAlteracao, now);
    if (row.code_ok_at !== null) return;
    const action = `${row.kind}-change-code`;
    if (!input.token) throw wrongCode();
    const code = await checkCode(trx, {
      purpose: PURPOSE[row.kind],
      action,
      cpfKey: key,
      code: input.token,
      now,
      serverKey: deps.config.pinPepper,
    });
    if (code.id !== row.code_id) throw wrongCode();
    await spend(trx, code.id, now);
    await markCodeOk(trx, row.id, now);
  });
  // The provider is outside: asked with no row held, then the answer is written.
  const answer = await deps.ports.identity.checkLiveness({ cpf: profile.cpf, image: input.image });
  return withTransaction(deps.db, async (trx) => {
    const row = await liveChange(trx, session, input.chaveDeAlteracao, now);
    const audit = (outcome: string) =>
      insertAttempt(trx, {
        at: now,
        action: `${row.kind}-change-face`,
        cpfKey: key,
        customerId: profile.id,
        outcome,
      });
    if (!answer.alive) {
      await recordFaceTry(trx, row.id);
      await audit(`face-refused-${answer.messageCode}`);
      throw faceNotConfirmed(answer.messageCode);
    }
    await markFaceOk(trx, row.id, answer.requestId, now);
    await audit('face-ok');
    return { chaveDeAlteracao: row.id, selfieAprovada: true as const };
  });
}

const NOTICE: Record<ProfileChangeKind, string> = {
  email: 'Carteira: o e-mail da sua conta foi alterado.',
  phone: 'Carteira: o celular da sua conta foi alterado.',
  address: 'Carteira: o endereço de correspondência da sua conta foi alterado.',
};
const NOT_YOU = 'Se não foi você, fale com a nossa central de atendimento agora.';

/** Who is told: the e-mail and phone the customer had before the change. */
function notices(kind: ProfileChangeKind, before: Profile): CodeMessage[] {
  const text = `${NOTICE[kind]} ${NOT_YOU}`;
  const out: CodeMessage[] = [];
  if (before.email) out.push({ channel: 'email', destino: before.email, text });
  const phone = phoneOf(before);
  if (phone) out.push({ channel: 'sms', destino: smsTo(phone), text });
  return out;
}

function answerOf(value: ProfileValue) {
  if ('email' in value) return { email: value.email };
  if ('endereco' in value) return { enderecoCorrespondencia: value.endereco };
  return { telefoneMovel: { ddd: value.ddd, numero: value.numero } };
}

const isUniqueViolation = (err: unknown) => (err as { code?: unknown } | null)?.code === '23505';

/**
 * PUT cliente/email, /telefone, /endereco-correspondencia: applies a change whose code and selfie
 * passed. The client key must be the session's (40404); the change key the customer's own (40408).
 * Applying it again answers the same and changes nothing. The e-mail and phone the customer had are
 * told, once it is stored.
 */
export async function applyChange(
  deps: BankDeps,
  session: BankSession,
  kind: ProfileChangeKind,
  input: { chaveDeCliente: string; chaveDeAlteracao: string },
) {
  if (input.chaveDeCliente !== session.customerId) throw customerNotFound();
  requireCodeSender(deps);
  const now = deps.now();
  const before = await findProfile(deps.db, session.customerId);
  if (!before) throw customerNotFound();
  const key = cpfKey(before.cpf, deps.config.pinPepper);
  const outcome = await withTransaction(deps.db, async (trx) => {
    const row = await lockOwnChange(trx, session.customerId, input.chaveDeAlteracao);
    if (!row || row.kind !== kind) throw changeNotFound();
    const value = row.new_value;
    if (row.applied_at !== null) return { value, fresh: false };
    await liveChange(trx, session, row.id, now);
    if (row.code_ok_at === null || row.face_ok_at === null) {
      throw changeRefused('confirme o código e a selfie antes de alterar');
    }
    if ('email' in value) {
      if (await emailTakenByOther(trx, value.email, session.customerId)) throw emailInUse();
      await setEmail(trx, session.customerId, value.email);
    } else if ('endereco' in value) {
      await setMailingAddress(trx, session.customerId, value.endereco);
    } else {
      if (await phoneTakenByOther(trx, value.ddd, value.numero, session.customerId)) throw phoneInUse();
      await setPhone(trx, session.customerId, value.ddd, value.numero);
    }
    await markApplied(trx, row.id, now);
    await insertAttempt(trx, {
      at: now,
      action: `${kind}-change`,
      cpfKey: key,
      customerId: before.id,
      outcome: 'ok',
    });
    return { value, fresh: true };
  }).catch((err: unknown) => {
    // Two customers racing for one contact: the database's unique index decides (migration 0040).
    if (isUniqueViolation(err)) throw kind === 'email' ? emailInUse() : phoneInUse();
    throw err;
  });
  if (outcome.fresh) {
    for (const message of notices(kind, before)) {
      await deps.codeSender?.send(message);
      deps.log.info({ channel: message.channel, kind }, 'profile change notice sent');
    }
  }
  return answerOf(outcome.value);
}
