import { randomUUID } from 'node:crypto';
import { maskEmail } from '@carteira/core/br';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import type { Executor } from '../../bank-database.ts';
import { BankError } from '../../bank-errors.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { accountNotFound } from '../account/account.errors.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import type { Address } from '../auth/auth.table.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { issueCode } from '../credentials/code-issue.ts';
import type { CodeChannel } from '../credentials/code-sender.ts';
import { CREDENTIAL_LIMITS } from '../credentials/credential-limits.ts';
import { insertAttempt } from '../credentials/credentials.repository.ts';
import { cpfKey } from '../credentials/otp.ts';
import { requireCodeSender, sendCode } from '../credentials/send-code.ts';
import { changeRefused, emailInUse, phoneInUse } from './profile.errors.ts';
import { emailTakenByOther, findProfile, insertChange, phoneTakenByOther } from './profile.repository.ts';
import type { ProfileChangeKind, ProfileValue } from './profile.table.ts';
import { PROFILE_CHANGE_LIMITS, type Profile, PURPOSE, phoneOf, smsTo } from './profile-change.ts';

export interface ChangeStarted {
  chaveDeAlteracao: string;
  enviado: true;
  canal: CodeChannel;
  /** Where the code went, masked: (11) *****-4321 or aXXXXa@example.com. */
  destinoMascarado: string;
  validadeSegundos: number;
}

const maskPhone = (ddd: string, numero: string) => `(${ddd}) *****-${numero.slice(-4)}`;

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
  /** The new value; a function when working it out looks something up (the CEP), after the account's check. */
  newValue: ProfileValue | (() => ProfileValue);
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
  // the account first: another customer's is 40401 before anything else is looked at (decision 0033)
  const { profile, key } = await ownProfile(deps, session, input.accountId);
  const newValue = typeof input.newValue === 'function' ? input.newValue() : input.newValue;
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
      newValue,
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
 * e-mail (3); `endereco` completes the address from the CEP look-up (profile-address.ts), once the
 * account is known to be the customer's.
 */
export function requestAddressChange(
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; pin: string; channel: CodeChannel; endereco: () => Address },
) {
  return startChange(deps, session, {
    accountId: input.chaveDeConta,
    pin: input.pin,
    kind: 'address',
    newValue: () => ({ endereco: input.endereco() }),
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
