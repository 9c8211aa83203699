import { createHmac, randomUUID } from 'node:crypto';
import { formatCnpj, maskCpf } from '@carteira/core/br';
import { PixKeyType, pixKeyTypeName } from '@carteira/core/pix';
import { withTransaction } from '../../../../../platform/database/transaction.ts';
import { type BucketRule, takeFromBucket } from '../../../../../platform/rate-bucket.ts';
import { toSaoPauloDateTime } from '../../../../../platform/time.ts';
import type { Executor, Trx } from '../../../bank-database.ts';
import type { BankDeps, BankSession } from '../../../bank-route.ts';
import { findOwnedAccount } from '../../account/account.repository.ts';
import { BANK_ISPB, BANK_NAME } from '../../account/bank-identity.ts';
import { tryLater } from '../../auth/auth.errors.ts';
import { newEndToEndId } from '../end-to-end.ts';
import { accountNotFound, keyLimit, keyTaken, noKeyForParameters, tokenInvalid } from '../pix.errors.ts';
import {
  countAccountKeys,
  deleteAccountKey,
  findKey,
  insertAccountKey,
  type KeyEntry,
  listAccountKeys,
  lockAccountForKeys,
  lockLiveToken,
  recordTokenAttempt,
  replaceToken,
  useToken,
} from '../pix.repository.ts';

export const MAX_KEYS_PER_ACCOUNT = 5;
export const TOKEN_TTL_SECONDS = 600;
export const TOKEN_MAX_ATTEMPTS = 3;

async function ownAccount(db: Executor, session: BankSession, accountId: string) {
  const account = await findOwnedAccount(db, session.customerId, accountId);
  if (!account) throw accountNotFound();
  return account;
}

function tokenHash(pepper: string, tokenId: string, code: string): string {
  return createHmac('sha256', pepper).update(`${tokenId}:${code}`).digest('hex');
}

/** The directory's checks before a key is taken: free, and the account below its limit. */
async function assertCanRegister(trx: Trx, accountId: string, chave: string): Promise<void> {
  await lockAccountForKeys(trx, accountId);
  if (await findKey(trx, chave)) throw keyTaken();
  if ((await countAccountKeys(trx, accountId)) >= MAX_KEYS_PER_ACCOUNT) throw keyLimit();
}

async function register(trx: Trx, accountId: string, tipo: PixKeyType, chave: string, at: Date) {
  if (!(await insertAccountKey(trx, { chave, tipo, accountId, at }))) throw keyTaken();
  return {
    chaveEnderecamento: chave,
    tipoChave: pixKeyTypeName(tipo),
    idTipoChave: tipo,
    dataCriacao: toSaoPauloDateTime(at),
  };
}

/** A CPF key (the holder's own CPF) or a random key (EVP) generated here. */
export function registerPlainKey(
  deps: BankDeps,
  session: BankSession,
  accountId: string,
  tipo: 'CPF' | 'EVP',
) {
  return withTransaction(deps.db, async (trx) => {
    const account = await ownAccount(trx, session, accountId);
    const chave = tipo === 'CPF' ? account.cpf : randomUUID();
    await assertCanRegister(trx, account.id, chave);
    return register(trx, account.id, PixKeyType[tipo], chave, deps.now());
  });
}

/** Sends the validation code for an e-mail or phone key; only its hash is kept. */
/** Codes sent to a new phone or e-mail key, per customer: 10 at once, then one a minute, so no one pumps SMS through the bank. */
export const KEY_CODE_BUCKET: BucketRule = { scope: 'pix-key-code', capacity: 10, perMinute: 1 };

export async function sendValidationToken(
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; tipo: PixKeyType; chave: string },
) {
  const verdict = await takeFromBucket(deps.db, KEY_CODE_BUCKET, session.customerId, deps.now());
  if (!verdict.allowed) throw tryLater(verdict.retryAfterSeconds);
  return withTransaction(deps.db, async (trx) => {
    const account = await ownAccount(trx, session, input.chaveDeConta);
    if (await findKey(trx, input.chave)) throw keyTaken();
    const id = randomUUID();
    const now = deps.now();
    const code = await deps.ports.pixKeyCodes.send(input.tipo, input.chave);
    await replaceToken(trx, {
      id,
      accountId: account.id,
      chave: input.chave,
      codeHash: tokenHash(deps.config.pinPepper, id, code),
      expiresAt: new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000),
      at: now,
    });
    return {
      chave: input.chave,
      tipoChave: pixKeyTypeName(input.tipo),
      validadeEmSegundos: TOKEN_TTL_SECONDS,
    };
  });
}

/** An e-mail or phone key, with the code sent for it: at most 3 tries, 10 minutes. */
export function registerValidatedKey(
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; tipo: PixKeyType; chave: string; codigo: string },
) {
  return withTransaction(deps.db, async (trx) => {
    const account = await ownAccount(trx, session, input.chaveDeConta);
    const now = deps.now();
    await assertCanRegister(trx, account.id, input.chave);
    const token = await lockLiveToken(trx, account.id, input.chave, now);
    if (!token || token.attempts >= TOKEN_MAX_ATTEMPTS) throw tokenInvalid();
    if (tokenHash(deps.config.pinPepper, token.id, input.codigo) !== token.code_hash) {
      await recordTokenAttempt(trx, token.id);
      throw tokenInvalid(true);
    }
    await useToken(trx, token.id, now);
    return register(trx, account.id, input.tipo, input.chave, now);
  });
}

export async function listKeys(deps: BankDeps, session: BankSession, accountId: string) {
  const account = await ownAccount(deps.db, session, accountId);
  const rows = await listAccountKeys(deps.db, account.id);
  return {
    chaves: rows.map((r) => ({
      chaveEnderecamento: r.chave,
      tipoChave: pixKeyTypeName(r.tipo as PixKeyType),
      idTipoChave: r.tipo,
      dataCriacao: toSaoPauloDateTime(r.created_at),
    })),
  };
}

export function deleteKey(deps: BankDeps, session: BankSession, accountId: string, chave: string) {
  return withTransaction(deps.db, async (trx) => {
    const account = await ownAccount(trx, session, accountId);
    if (!(await deleteAccountKey(trx, account.id, chave))) throw noKeyForParameters();
    return {};
  });
}

/** A tax id as another customer may see it: a CPF masked, a company's CNPJ in full. */
export function maskedTaxId(taxId: string): string {
  return taxId.length === 14 ? formatCnpj(taxId) : maskCpf(taxId);
}

/** What the directory tells a payer about a key's holder: nothing beyond name, masked tax id, institution, branch and account. */
export function holderOf(entry: KeyEntry) {
  const local = entry.account_id !== null;
  return {
    nome: entry.nome,
    identificacaoFiscalMascarada: maskedTaxId(entry.tax_id),
    instituicao: local ? BANK_NAME : (entry.institution_name ?? ''),
    ispb: local ? BANK_ISPB : (entry.institution_ispb ?? ''),
    agencia: entry.agencia,
    conta: entry.conta,
  };
}

/** Who asks about a key, and when. */
export interface KeyLookupContext {
  /** The caller's own tax id: a key held under it is "same holder". */
  callerTaxId: string;
  now: Date;
}

/**
 * What consultar-dados-por-chave answers about a key: its holder (holderOf), when the key was
 * created, whether it belongs to the caller's own tax id, and a fresh end-to-end id, as the
 * directory hands one out per look-up (wallet.md section 3). The look-up keeps it, and the payment to
 * this key that carries it uses it as its own (lookup-end-to-end.ts).
 */
export function describeKey(entry: KeyEntry, context: KeyLookupContext) {
  return {
    chave: entry.chave,
    tipoChave: pixKeyTypeName(entry.tipo as PixKeyType),
    idTipoChave: entry.tipo,
    ...holderOf(entry),
    dataCriacao: toSaoPauloDateTime(entry.created_at),
    mesmaTitularidade: entry.tax_id === context.callerTaxId,
    endToEndId: newEndToEndId(BANK_ISPB, context.now),
  };
}
