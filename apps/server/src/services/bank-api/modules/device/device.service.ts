import { randomBytes, randomUUID } from 'node:crypto';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Executor } from '../../bank-database.ts';
import { BankError } from '../../bank-errors.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { hashToken } from '../auth/token.ts';
import { checkCode, spend } from '../credentials/code-check.ts';
import { issueCode } from '../credentials/code-issue.ts';
import { CREDENTIAL_LIMITS } from '../credentials/credential-limits.ts';
import { findCustomerById } from '../credentials/credentials.repository.ts';
import { cpfKey } from '../credentials/otp.ts';
import { requireCodeSender, sendCode } from '../credentials/send-code.ts';
import {
  findLiveDevice,
  findOwnedDevice,
  hasAnyDevice,
  insertChallenge,
  insertDevice,
  listLiveDevices,
  lockLiveChallenge,
  markRemoved,
  purgeChallenges,
  revokeDeviceSessions,
  touchDevice,
  useChallenge,
} from './device.repository.ts';
import { type AppLoginReport, type DeviceMetadata, deviceHash } from './device-metadata.ts';

/** A new-device challenge lasts as long as its code: 10 minutes. */
export const CHALLENGE_TTL_MS = CREDENTIAL_LIMITS.codeTtlMs;
/**
 * A device confirmed by a code to the registered phone is trusted for login at once, and registered
 * for Pix 24 hours later; until then its Pix is held to the new-device limits (decision 0018).
 */
export const PIX_REGISTRATION_DELAY_MS = 24 * 60 * 60 * 1000;

const missingDeviceId = () =>
  new BankError('VALIDATION', {
    message: 'Dados inválidos: metadados deve trazer o id do aparelho (tipo 12)',
  });
const challengeEnded = () =>
  new BankError('WRONG_CODE', {
    message: 'A confirmação deste aparelho expirou. Entre novamente',
    keep: true,
  });

function maskedPhone(c: { telefone_ddd: string | null; telefone_numero: string | null }): string {
  return `(${c.telefone_ddd ?? ''}) *****-${(c.telefone_numero ?? '').slice(-4)}`;
}

/**
 * The device a right password logs in from: a trusted one (its last use noted), or the first device of
 * a customer who never had one on record (an account opened before devices were kept: trusted and
 * registered for Pix at once, as the device they were using). Any other device answers 40123 with a challenge to confirm at /newDeviceAlert; the
 * challenge is kept (the refusal commits). Returns the device's id for the session.
 */
export async function deviceForLogin(
  trx: Executor,
  customer: { id: string; telefone_ddd: string | null; telefone_numero: string | null },
  device: DeviceMetadata,
  now: Date,
): Promise<string> {
  if (!device.id) throw missingDeviceId();
  const hash = deviceHash(device.id);
  const known = await findLiveDevice(trx, customer.id, hash);
  if (known) {
    await touchDevice(trx, known.id, { at: now, tipo: device.tipo, modelo: device.modelo });
    return known.id;
  }
  if (!(await hasAnyDevice(trx, customer.id))) {
    // the device such a customer was already using: registered for Pix as it was (decision 0018)
    const id = randomUUID();
    await insertDevice(trx, {
      id,
      customerId: customer.id,
      hash,
      tipo: device.tipo,
      modelo: device.modelo,
      trustedAt: now,
      pixRegisteredAt: now,
    });
    return id;
  }
  await purgeChallenges(trx, now);
  const key = randomBytes(32).toString('base64url');
  await insertChallenge(trx, {
    id: randomUUID(),
    customerId: customer.id,
    challengeHash: hashToken(key),
    deviceHash: hash,
    tipo: device.tipo,
    modelo: device.modelo,
    at: now,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  throw new BankError('NEW_DEVICE_LOGIN', {
    keep: true,
    challenge: { chaveDeDesafio: key, celularMascarado: maskedPhone(customer) },
  });
}

/** The customer and the live challenge a key names, or 23003 when it ended. */
async function liveChallenge(trx: Executor, key: string, now: Date) {
  const challenge = await lockLiveChallenge(trx, hashToken(key), now);
  const customer = challenge ? await findCustomerById(trx, challenge.customer_id) : undefined;
  if (!challenge || !customer) throw challengeEnded();
  return { challenge, customer };
}

/** autenticar/novo-dispositivo/enviar-codigo: the code to the registered phone, under the usual code limits. */
export async function sendNewDeviceCode(deps: BankDeps, chaveDeDesafio: string) {
  requireCodeSender(deps);
  const now = deps.now();
  const { message, customer } = await withTransaction(deps.db, async (trx) => {
    const { customer } = await liveChallenge(trx, chaveDeDesafio, now);
    const message = await issueCode(trx, {
      purpose: 'new-device',
      action: 'new-device-code',
      cpfKey: cpfKey(customer.cpf, deps.config.pinPepper),
      customer,
      channel: 'sms',
      now,
      serverKey: deps.config.pinPepper,
    });
    return { message, customer };
  });
  if (!message) throw new BankError('VALIDATION', { message: 'Dados inválidos: não há celular cadastrado' });
  await sendCode(deps, message);
  return {
    enviado: true,
    celularMascarado: maskedPhone(customer),
    validadeSegundos: CREDENTIAL_LIMITS.codeTtlMs / 1000,
  };
}

/**
 * autenticar/novo-dispositivo/confirmar: the challenge's code, from the same device that logged in.
 * The device becomes trusted (new for Pix for 24 hours) and the session opens on it; `open` opens it
 * and answers as autenticar/cliente does. A wrong code counts a try (5 per code).
 */
export async function confirmNewDevice<T>(
  deps: BankDeps,
  input: { chaveDeDesafio: string; codigo: string; device: DeviceMetadata },
  open: (trx: Executor, customerId: string, deviceId: string) => Promise<T>,
): Promise<T> {
  if (!input.device.id) throw missingDeviceId();
  const hash = deviceHash(input.device.id);
  const now = deps.now();
  return withTransaction(deps.db, async (trx) => {
    const { challenge, customer } = await liveChallenge(trx, input.chaveDeDesafio, now);
    if (challenge.device_hash !== hash) throw challengeEnded();
    const code = await checkCode(trx, {
      purpose: 'new-device',
      action: 'new-device',
      cpfKey: cpfKey(customer.cpf, deps.config.pinPepper),
      code: input.codigo,
      now,
      serverKey: deps.config.pinPepper,
    });
    await spend(trx, code.id, now);
    await useChallenge(trx, challenge.id, now);
    let device = await findLiveDevice(trx, customer.id, hash);
    if (!device) {
      await insertDevice(trx, {
        id: randomUUID(),
        customerId: customer.id,
        hash,
        tipo: input.device.tipo,
        modelo: input.device.modelo,
        trustedAt: now,
        pixRegisteredAt: new Date(now.getTime() + PIX_REGISTRATION_DELAY_MS),
      });
      device = await findLiveDevice(trx, customer.id, hash);
    }
    if (!device) throw new Error('the confirmed device vanished');
    return open(trx, customer.id, device.id);
  });
}

/**
 * The device that opened an account (onboarding's conta/cadastrar-conta): its first trusted device,
 * registered for Pix at once, since the opening itself confirmed the customer's identity.
 */
export async function trustOpeningDevice(
  trx: Executor,
  customerId: string,
  device: { id: string; tipo: string; modelo: string },
  now: Date,
  pixRegisteredAt: Date = now,
): Promise<void> {
  await insertDevice(trx, {
    id: randomUUID(),
    customerId,
    hash: deviceHash(device.id),
    tipo: device.tipo.slice(0, 40),
    modelo: device.modelo.slice(0, 80),
    trustedAt: now,
    pixRegisteredAt,
  });
}

type DeviceRow = Awaited<ReturnType<typeof listLiveDevices>>[number];

function deviceAnswer(d: DeviceRow, session: BankSession, now: Date) {
  const newForPix = d.pix_registered_at.getTime() > now.getTime();
  return {
    chaveDoDispositivo: d.id,
    tipo: d.tipo,
    modelo: d.modelo,
    // the end of the maker's barcode, to tell two phones of one model apart (decision 0033)
    finalDoNumeroDeSerie: d.barcode ? d.barcode.slice(-4) : null,
    confiavelDesde: toSaoPauloDateTime(d.trusted_at),
    ultimoUso: toSaoPauloDateTime(d.last_used_at),
    // the last login's place, kept only while the customer consents to location
    localDoUltimoAcesso:
      d.latitude !== null && d.longitude !== null ? { latitude: d.latitude, longitude: d.longitude } : null,
    atual: d.id === session.deviceId,
    novoParaPix: newForPix,
    liberadoParaPixEm: newForPix ? toSaoPauloDateTime(d.pix_registered_at) : null,
  };
}

/**
 * app/login: the app tells the bank about the login it just made, in the login's list (cross-cutting.md
 * section 3: 1 barcode, 2 model, 8 latitude, 9 longitude). The model is noted, and the barcode when the
 * maker's app sends one (a phone of another maker and a browser have none: decision 0033). The place is
 * kept only while the customer's location consent (the product backend's opt-in, `locationConsented`)
 * is given, whatever the app sent; a login without it drops a place kept before. The answer is the list
 * as the bank now keeps it.
 */
export async function recordAppLogin(
  deps: BankDeps,
  session: BankSession,
  report: AppLoginReport,
  locationConsented: boolean,
) {
  const now = deps.now();
  if (!session.deviceId) return { dispositivo: null, metadados: [] };
  const located = locationConsented && report.latitude !== undefined && report.longitude !== undefined;
  await touchDevice(deps.db, session.deviceId, {
    at: now,
    ...(report.modelo !== undefined ? { modelo: report.modelo } : {}),
    ...(report.barcode !== undefined ? { barcode: report.barcode } : {}),
    latitude: located ? (report.latitude ?? null) : null,
    longitude: located ? (report.longitude ?? null) : null,
  });
  const row = await findOwnedDevice(deps.db, session.customerId, session.deviceId);
  if (!row) return { dispositivo: null, metadados: [] };
  return {
    dispositivo: deviceAnswer(row, session, now),
    metadados: [
      ...(row.latitude !== null && row.longitude !== null
        ? [
            { tipo: 8, valor: String(row.latitude) },
            { tipo: 9, valor: String(row.longitude) },
          ]
        : []),
      ...(row.barcode ? [{ tipo: 1, valor: row.barcode }] : []),
      { tipo: 2, valor: row.modelo },
    ],
  };
}

/** dispositivos/listar: the customer's trusted devices, the last used first. */
export async function listDevices(deps: BankDeps, session: BankSession) {
  const now = deps.now();
  const rows = await listLiveDevices(deps.db, session.customerId);
  return { dispositivos: rows.map((d) => deviceAnswer(d, session, now)) };
}

/**
 * dispositivos/remover: the device is no longer trusted and every session opened on it ends at once
 * (its next call answers 401). Another customer's device, or one already removed, is 40250: the
 * devices' own not-found code (decision 0033), and nothing changes.
 */
export async function removeDevice(deps: BankDeps, session: BankSession, chaveDoDispositivo: string) {
  const now = deps.now();
  return withTransaction(deps.db, async (trx) => {
    if (!(await markRemoved(trx, session.customerId, chaveDoDispositivo, now))) {
      throw new BankError('DEVICE_NOT_FOUND');
    }
    const ended = await revokeDeviceSessions(trx, chaveDoDispositivo, now);
    return { chaveDoDispositivo, removido: true, sessoesEncerradas: ended };
  });
}
