import { createHmac } from 'node:crypto';
import { maskPhoneTail } from '@carteira/core/br';
import {
  type AccountCancelReason,
  AccountStatusId,
  accountStatusOf,
  canUnblockByFace,
} from '@carteira/core/status';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findCustomer } from '../account/account.repository.ts';
import { checkCode, spend } from '../credentials/code-check.ts';
import { issueCode } from '../credentials/code-issue.ts';
import { CREDENTIAL_LIMITS } from '../credentials/credential-limits.ts';
import { cpfKey } from '../credentials/otp.ts';
import { requireCodeSender, sendCode } from '../credentials/send-code.ts';
import { accountBlocked } from '../ledger/ledger.errors.ts';
import { setAccountProductKey } from '../ledger/ledger.repository.ts';
import {
  accountNotFound,
  alreadyClosed,
  faceNotMatched,
  imageFormatRefused,
  imageTooLarge,
  noPhone,
  notClosable,
  productRefused,
  tooManyFaces,
  unblockNotAllowed,
} from './account-state.errors.ts';
import {
  changeStatus,
  closingBlockers,
  findOwnedAccountState,
  hasOpenAccount,
  insertUnblockAttempt,
  lastStatusChange,
  lockOwnedAccountState,
  refusedUnblocksSince,
  releasePixKeys,
  revokeCustomerSessions,
} from './account-state.repository.ts';

/** The bank's words for each idStatusConta (wallet.md section 4); the app shows its own. */
export const STATUS_TEXT: Readonly<Record<number, string>> = {
  1: 'Ativa',
  2: 'Bloqueada a pedido do cliente',
  3: 'Bloqueada pela unidade organizacional',
  4: 'Bloqueada: conta não ativada',
  5: 'Bloqueada: cancelamento a pedido do cliente',
  6: 'Bloqueada por ordem judicial',
  7: 'Bloqueada por suspeita de fraude',
  8: 'Bloqueada por fraude',
  9: 'Bloqueada por suspeita de lavagem de dinheiro',
  10: 'Conta digital pendente',
  11: 'Encerrada',
};

/** Selfies refused in 24 hours before the face unblock waits for the next day (decision 0019). */
export const MAX_REFUSED_FACES_PER_DAY = 5;
const DAY_MS = 86_400_000;
/** The largest selfie the bank takes (as onboarding's identity check). */
export const MAX_FACE_IMAGE_BYTES = 2 * 1024 * 1024;

async function ownState(db: Executor, session: BankSession, accountId: string) {
  const account = await findOwnedAccountState(db, session.customerId, accountId);
  if (!account) throw accountNotFound();
  return account;
}

/**
 * gestao-contas/conta-corrente/status: the account's idStatusConta (wallet.md section 4), whether the
 * customer may lift its block by face, and what keeps it from closing (the app says it before asking
 * for a code).
 */
export async function accountState(deps: BankDeps, session: BankSession, accountId: string) {
  const account = await ownState(deps.db, session, accountId);
  const change = await lastStatusChange(deps.db, account.id);
  const state = accountStatusOf(account.status);
  return {
    chaveDeConta: account.id,
    idStatusConta: account.status,
    descricaoStatusConta: STATUS_TEXT[account.status] ?? 'Desconhecida',
    categoria: state.category,
    podeDesbloquearPorSelfie: canUnblockByFace(account.status),
    dataAlteracaoStatus: change ? toSaoPauloDateTime(change.at) : null,
    dataEncerramento: account.closed_at ? toSaoPauloDateTime(account.closed_at) : null,
    pendenciasEncerramento:
      state.category === 'closed' ? [] : await closingBlockers(deps.db, deps.obligations, account.id),
  };
}

/** The selfie's bytes from base64 (a data: prefix allowed): at most 2 MB, JPEG or PNG by its first bytes. */
export function faceImageBytes(base64: string): Uint8Array {
  const body = base64.replace(/^data:[\w/+.-]+;base64,/, '').replace(/\s/g, '');
  if (body.length > Math.ceil((MAX_FACE_IMAGE_BYTES * 4) / 3) + 4) throw imageTooLarge();
  const bytes = new Uint8Array(Buffer.from(body, 'base64'));
  if (bytes.length > MAX_FACE_IMAGE_BYTES) throw imageTooLarge();
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const png = bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  if (!jpeg && !png) throw imageFormatRefused();
  return bytes;
}

const base64url = (data: string | Buffer) => Buffer.from(data).toString('base64url');

/**
 * The face check's proof the app keeps (the spec's "image jwt"): an HS256 token under a key derived from
 * the server's pepper, naming the account, the provider's request id and the time. It holds no image.
 */
function faceJwt(pepper: string, claims: { sub: string; faceRequestId: string; iat: number }): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = base64url(JSON.stringify({ iss: 'carteira', ...claims }));
  const key = createHmac('sha256', pepper).update('account-unblock-jwt').digest();
  const signature = createHmac('sha256', key).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${signature}`;
}

/**
 * gestao-contas/conta-corrente/desbloquear: lifts a block by the customer's face. Only a block the
 * customer asked for (2) may be (decision 0019): any other is 40194, an active account is answered as
 * it is. The identity provider checks the selfie; a refused one is kept (40193) and, past 5 in 24
 * hours, the next waits for tomorrow (46001).
 */
export async function unblockByFace(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; imagem: string },
) {
  const account = await lockOwnedAccountState(trx, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  const image = faceImageBytes(input.imagem);
  if (account.status === AccountStatusId.Active) {
    return { chaveDeConta: account.id, idStatusConta: account.status, imagem: null };
  }
  if (!canUnblockByFace(account.status)) throw unblockNotAllowed();
  const now = deps.now();
  if (
    (await refusedUnblocksSince(trx, account.id, new Date(now.getTime() - DAY_MS))) >=
    MAX_REFUSED_FACES_PER_DAY
  ) {
    throw tooManyFaces();
  }
  const customer = await findCustomer(trx, session.customerId);
  if (!customer) throw accountNotFound();
  const answer = await deps.ports.identity.checkLiveness({ cpf: customer.cpf, image });
  await insertUnblockAttempt(trx, {
    accountId: account.id,
    approved: answer.alive,
    messageCode: answer.messageCode,
    requestId: answer.requestId,
    at: now,
  });
  if (!answer.alive) throw faceNotMatched(answer.messageCode);
  await changeStatus(trx, {
    accountId: account.id,
    from: account.status,
    to: AccountStatusId.Active,
    actor: 'customer-face',
    reason: null,
    faceRequestId: answer.requestId,
    at: now,
  });
  return {
    chaveDeConta: account.id,
    idStatusConta: AccountStatusId.Active,
    imagem: {
      jwt: faceJwt(deps.config.pinPepper, {
        sub: account.id,
        faceRequestId: answer.requestId,
        iat: Math.floor(now.getTime() / 1000),
      }),
      base64: Buffer.from(image).toString('base64'),
    },
  };
}

/** Whether the customer may close this account: active or blocked at their own request (decision 0019). */
function closableStatus(status: number): void {
  if (status === AccountStatusId.Closed) throw alreadyClosed();
  if (status !== AccountStatusId.Active && status !== AccountStatusId.BlockedByClient) throw accountBlocked();
}

/**
 * token/gerar-2fa-cancelamento-de-conta-multipla: a one-time code by SMS to close the account, once
 * nothing keeps it open (else 40192 naming what). The phone comes back as a 9-character trailing mask
 * (wallet.md section 9). The limits of every code apply: one a minute, 5 an hour.
 */
export async function requestCancelCode(deps: BankDeps, session: BankSession, accountId: string) {
  requireCodeSender(deps);
  const account = await ownState(deps.db, session, accountId);
  closableStatus(account.status);
  const blockers = await closingBlockers(deps.db, deps.obligations, account.id);
  if (blockers.length > 0) throw notClosable(blockers);
  const customer = await findCustomer(deps.db, session.customerId);
  if (!customer) throw accountNotFound();
  if (!customer.telefone_ddd || !customer.telefone_numero) throw noPhone();
  const message = await withTransaction(deps.db, (trx) =>
    issueCode(trx, {
      purpose: 'account-cancel',
      action: 'account-cancel-code',
      cpfKey: cpfKey(customer.cpf, deps.config.pinPepper),
      customer: { ...customer, email: customer.email ?? null },
      channel: 'sms',
      now: deps.now(),
      serverKey: deps.config.pinPepper,
    }),
  );
  await sendCode(deps, message);
  return {
    enviado: true,
    canal: 'sms' as const,
    celularMascarado: maskPhoneTail(`${customer.telefone_ddd}${customer.telefone_numero}`),
    validadeSegundos: CREDENTIAL_LIMITS.codeTtlMs / 1000,
  };
}

/**
 * conta/cancelar-conta: closes the account with the SMS code (23003 when wrong, counted) and the
 * customer's reason. Nothing may be left open (40192 naming what: a balance, a card bill, a financing
 * contract, a scheduled payment). A closed account keeps its row and history, its Pix keys are
 * released, and when the customer holds no other open account every session ends and login is refused
 * (40191).
 */
export async function cancelAccount(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; token: string; motivo: AccountCancelReason },
) {
  const account = await lockOwnedAccountState(trx, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  closableStatus(account.status);
  const customer = await findCustomer(trx, session.customerId);
  if (!customer) throw accountNotFound();
  const now = deps.now();
  const code = await checkCode(trx, {
    purpose: 'account-cancel',
    action: 'account-cancel',
    cpfKey: cpfKey(customer.cpf, deps.config.pinPepper),
    code: input.token,
    now,
    serverKey: deps.config.pinPepper,
  });
  const blockers = await closingBlockers(trx, deps.obligations, account.id);
  if (blockers.length > 0) throw notClosable(blockers);
  await spend(trx, code.id, now);
  await changeStatus(trx, {
    accountId: account.id,
    from: account.status,
    to: AccountStatusId.Closed,
    actor: 'customer-cancel',
    reason: input.motivo,
    at: now,
    closing: true,
  });
  const released = await releasePixKeys(trx, account.id);
  if (!(await hasOpenAccount(trx, session.customerId)))
    await revokeCustomerSessions(trx, session.customerId, now);
  return {
    chaveDeConta: account.id,
    idStatusConta: AccountStatusId.Closed,
    descricaoStatusConta: STATUS_TEXT[AccountStatusId.Closed],
    dataEncerramento: toSaoPauloDateTime(now),
    chavesPixLiberadas: released,
  };
}

/**
 * The bank's own block or lift (a court order, a fraud alert, the back office; in the sandbox, its
 * door): any status but closed, which only the customer's cancellation writes. The change is kept with
 * its reason. In the caller's transaction.
 */
export async function setStatusByBank(
  trx: Executor,
  input: { accountId: string; status: number; reason: string; now: Date },
): Promise<{ from: number; to: number } | undefined> {
  if (input.status === AccountStatusId.Closed || STATUS_TEXT[input.status] === undefined) {
    throw new RangeError(`the bank does not set status ${input.status}`);
  }
  const account = await trx
    .selectFrom('account')
    .select(['id', 'status'])
    .where('id', '=', input.accountId)
    .where('kind', '=', 'customer')
    .forUpdate()
    .executeTakeFirst();
  if (!account || account.status === AccountStatusId.Closed) return undefined;
  if (account.status !== input.status) {
    await changeStatus(trx, {
      accountId: account.id,
      from: account.status,
      to: input.status,
      actor: 'bank',
      reason: input.reason,
      at: input.now,
    });
  }
  return { from: account.status, to: input.status };
}

/**
 * The account product every account moves to (wallet.md section 3, Account migration): a payment
 * account of the first offer (CONTA_PAGAMENTO) becomes a digital current account.
 */
export const CURRENT_ACCOUNT_PRODUCT = 'CONTA_CORRENTE_DIGITAL';
export const ACCOUNT_PRODUCTS = ['CONTA_PAGAMENTO', CURRENT_ACCOUNT_PRODUCT] as const;

/**
 * conta/migracao-de-produtos: whether the account needs to move to the current product
 * (precisaMigracao, chaveDeProdutoNovo), and, given chaveDeProdutoNovo, the move itself. Only an open
 * account on an older product moves, and only to the current one (40007 otherwise); moving twice
 * answers the same.
 */
export async function productMigration(
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; chaveDeProdutoNovo?: string | undefined },
) {
  const account = await ownState(deps.db, session, input.chaveDeConta);
  let product = account.product_key;
  if (input.chaveDeProdutoNovo !== undefined && product !== CURRENT_ACCOUNT_PRODUCT) {
    if (input.chaveDeProdutoNovo !== CURRENT_ACCOUNT_PRODUCT)
      throw productRefused('não é o produto oferecido');
    if (account.status === AccountStatusId.Closed) throw alreadyClosed();
    await setAccountProductKey(deps.db, account.id, CURRENT_ACCOUNT_PRODUCT);
    product = CURRENT_ACCOUNT_PRODUCT;
  } else if (input.chaveDeProdutoNovo !== undefined && input.chaveDeProdutoNovo !== CURRENT_ACCOUNT_PRODUCT) {
    throw productRefused('não é o produto oferecido');
  }
  const needs = product !== CURRENT_ACCOUNT_PRODUCT && account.status !== AccountStatusId.Closed;
  return {
    chaveDeConta: account.id,
    chaveDeProduto: product,
    precisaMigracao: needs,
    chaveDeProdutoNovo: needs ? CURRENT_ACCOUNT_PRODUCT : null,
  };
}

/** Puts an account on a product (the sandbox's seed, for an account of the first offer). */
export async function setAccountProduct(
  db: Executor,
  accountId: string,
  product: (typeof ACCOUNT_PRODUCTS)[number],
): Promise<void> {
  await setAccountProductKey(db, accountId, product);
}
