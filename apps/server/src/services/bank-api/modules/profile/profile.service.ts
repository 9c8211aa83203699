import { withTransaction } from '../../../../platform/database/transaction.ts';
import type { Executor } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { customerNotFound } from '../account/account.errors.ts';
import { checkCode, spend } from '../credentials/code-check.ts';
import type { CodeMessage } from '../credentials/code-sender.ts';
import { wrongCode } from '../credentials/credentials.errors.ts';
import { insertAttempt } from '../credentials/credentials.repository.ts';
import { cpfKey } from '../credentials/otp.ts';
import { requireCodeSender } from '../credentials/send-code.ts';
import { changeNotFound, changeRefused, emailInUse, faceNotConfirmed, phoneInUse } from './profile.errors.ts';
import {
  emailTakenByOther,
  findProfile,
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
import { PROFILE_CHANGE_LIMITS, type Profile, PURPOSE, phoneOf, smsTo } from './profile-change.ts';

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
