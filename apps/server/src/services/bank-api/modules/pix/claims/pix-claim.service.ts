import { randomUUID } from 'node:crypto';
import { maskCpf } from '@carteira/core/br';
import { type PixKeyType as KeyType, PixKeyType, pixKeyTypeName } from '@carteira/core/pix';
import { toSaoPauloDateTime } from '../../../../../platform/time.ts';
import type { Trx } from '../../../bank-database.ts';
import type { BankDeps, BankSession } from '../../../bank-route.ts';
import { findCustomer, findOwnedAccount } from '../../account/account.repository.ts';
import { BANK_ISPB, BANK_NAME } from '../../account/bank-identity.ts';
import { checkAccountPin } from '../../auth/pin.service.ts';
import { MAX_KEYS_PER_ACCOUNT } from '../keys/pix-keys.service.ts';
import {
  accountNotFound,
  claimNotFound,
  claimRefused,
  claimWrongState,
  keyLimit,
  keyNotFound,
} from '../pix.errors.ts';
import { countAccountKeys, findKey, lockAccountForKeys } from '../pix.repository.ts';
import {
  type ClaimRow,
  expirePortability,
  findClaim,
  findOpenClaimForKey,
  insertClaim,
  listClaims,
  lockClaim,
  moveKeyTo,
  setClaimStatus,
} from './pix-claim.repository.ts';

/** The donor's time to answer (DICT: 7 days). */
export const CLAIM_RESOLUTION_DAYS = 7;
export const ClaimType = { OWNERSHIP: 1, PORTABILITY: 2 } as const;
export type ClaimType = (typeof ClaimType)[keyof typeof ClaimType];
export type ClaimRole = 'REIVINDICADOR' | 'DOADOR';

function present(claim: ClaimRow, accountId: string) {
  const type = claim.key_type as KeyType;
  return {
    claimId: claim.id,
    tipoReivindicacao: claim.claim_type,
    chave: claim.chave,
    tipoChave: pixKeyTypeName(type),
    idTipoChave: type,
    status: claim.status,
    papel: (claim.claimer_account_id === accountId ? 'REIVINDICADOR' : 'DOADOR') as ClaimRole,
    dataSolicitacao: toSaoPauloDateTime(new Date(claim.requested_at)),
    dataLimiteResolucao: toSaoPauloDateTime(new Date(claim.deadline_at)),
    dataConclusao: claim.concluded_at ? toSaoPauloDateTime(new Date(claim.concluded_at)) : null,
    instituicaoReivindicadora: { nome: BANK_NAME, ispb: BANK_ISPB },
    instituicaoDoadora: claim.donor_ispb
      ? { nome: claim.donor_institution ?? '', ispb: claim.donor_ispb }
      : { nome: BANK_NAME, ispb: BANK_ISPB },
    nomeReivindicador: claim.claimer_name,
    identificacaoFiscalReivindicadorMascarada: maskCpf(claim.claimer_cpf),
    bloqueada: false,
  };
}

export interface ClaimRequest {
  chaveDeConta: string;
  /** Absent for the CPF path: the claimer's own CPF. */
  chave?: string | undefined;
  tipoChave: KeyType;
  tipoReivindicacao: ClaimType;
}

/**
 * Opens a claim of a key another account holds. A sandbox institution's donor answers at once
 * (README: it confirms a portability; it stays silent on an ownership claim, which may then be
 * concluded after the deadline).
 */
export async function claimKey(trx: Trx, deps: BankDeps, session: BankSession, request: ClaimRequest) {
  const now = deps.now();
  const account = await findOwnedAccount(trx, session.customerId, request.chaveDeConta);
  if (!account) throw accountNotFound();
  const customer = await findCustomer(trx, session.customerId);
  if (!customer) throw accountNotFound();
  const chave = request.chave ?? customer.cpf;
  await lockAccountForKeys(trx, account.id);
  const entry = await findKey(trx, chave);
  if (!entry) throw keyNotFound();
  if (entry.tipo === PixKeyType.EVP) throw claimRefused('Chave aleatória não pode ser reivindicada');
  if (entry.tipo !== request.tipoChave) throw claimRefused('A chave não é do tipo deste pedido');
  if (entry.account_id === account.id) throw claimRefused('A chave já está nesta conta');
  const sameHolder = entry.tax_id === customer.cpf;
  if (request.tipoReivindicacao === ClaimType.PORTABILITY && !sameHolder) {
    throw claimRefused('Portabilidade só de chave do mesmo titular; para outra pessoa, reivindique a posse');
  }
  if (request.tipoReivindicacao === ClaimType.OWNERSHIP) {
    if (entry.tipo === PixKeyType.CPF || entry.tipo === PixKeyType.CNPJ) {
      throw claimRefused('Chave CPF ou CNPJ só pode ser trazida por portabilidade');
    }
    if (sameHolder) throw claimRefused('A chave já é sua em outra conta: peça a portabilidade');
  }
  if (await findOpenClaimForKey(trx, chave))
    throw claimRefused('Já há uma reivindicação em andamento para esta chave');
  if ((await countAccountKeys(trx, account.id)) >= MAX_KEYS_PER_ACCOUNT) throw keyLimit();
  const id = randomUUID();
  // A sandbox institution confirms a portability at once; a Carteira donor answers in the app.
  const confirmedAtOnce = entry.account_id === null && request.tipoReivindicacao === ClaimType.PORTABILITY;
  await insertClaim(trx, {
    id,
    chave,
    key_type: entry.tipo,
    claim_type: request.tipoReivindicacao,
    status: confirmedAtOnce ? 'CONFIRMADA' : 'ABERTA',
    claimer_account_id: account.id,
    donor_account_id: entry.account_id,
    donor_ispb: entry.account_id === null ? entry.institution_ispb : null,
    donor_name: entry.nome,
    requested_at: now,
    deadline_at: new Date(now.getTime() + CLAIM_RESOLUTION_DAYS * 86_400_000),
    confirmed_at: confirmedAtOnce ? now : null,
  });
  const claim = await findClaim(trx, account.id, id);
  if (!claim) throw claimNotFound();
  return present(claim, account.id);
}

export async function listAccountClaims(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; papel?: ClaimRole | undefined },
) {
  const account = await findOwnedAccount(trx, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  await expirePortability(trx, deps.now());
  const claims = await listClaims(trx, account.id, input.papel);
  return { reivindicacoes: claims.map((c) => present(c, account.id)) };
}

/** The claim locked, its lazy expiry applied, and the caller's side of it. */
async function openForStep(trx: Trx, deps: BankDeps, session: BankSession, chaveDeConta: string, id: string) {
  const account = await findOwnedAccount(trx, session.customerId, chaveDeConta);
  if (!account) throw accountNotFound();
  if (!(await findClaim(trx, account.id, id))) throw claimNotFound();
  await lockClaim(trx, id);
  await expirePortability(trx, deps.now());
  const claim = await findClaim(trx, account.id, id);
  if (!claim) throw claimNotFound();
  const role: ClaimRole = claim.claimer_account_id === account.id ? 'REIVINDICADOR' : 'DOADOR';
  return { account, claim, role };
}

async function reread(trx: Trx, accountId: string, id: string) {
  const claim = await findClaim(trx, accountId, id);
  if (!claim) throw claimNotFound();
  return present(claim, accountId);
}

export type ClaimStep = { chaveDeConta: string; claimId: string };

/** The donor releases the key. */
export async function confirmClaim(trx: Trx, deps: BankDeps, session: BankSession, step: ClaimStep) {
  const { account, claim, role } = await openForStep(trx, deps, session, step.chaveDeConta, step.claimId);
  if (role !== 'DOADOR') throw claimWrongState('Só quem tem a chave confirma a reivindicação');
  if (claim.status !== 'ABERTA') throw claimWrongState(`A reivindicação está ${claim.status}`);
  await setClaimStatus(trx, claim.id, 'CONFIRMADA', deps.now());
  return reread(trx, account.id, claim.id);
}

/** The claimer gives up (open or confirmed), or the donor keeps the key (open). */
export async function cancelClaim(trx: Trx, deps: BankDeps, session: BankSession, step: ClaimStep) {
  const { account, claim, role } = await openForStep(trx, deps, session, step.chaveDeConta, step.claimId);
  const allowed = role === 'REIVINDICADOR' ? ['ABERTA', 'CONFIRMADA'] : ['ABERTA'];
  if (!allowed.includes(claim.status)) throw claimWrongState(`A reivindicação está ${claim.status}`);
  await setClaimStatus(trx, claim.id, 'CANCELADA', deps.now());
  return reread(trx, account.id, claim.id);
}

/** The claimer takes the key, with the PIN: confirmed, or an ownership claim past its deadline. */
export async function concludeClaim(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  step: ClaimStep & { pin: string },
) {
  const now = deps.now();
  const { account, claim, role } = await openForStep(trx, deps, session, step.chaveDeConta, step.claimId);
  if (role !== 'REIVINDICADOR') throw claimWrongState('Só quem reivindicou conclui');
  const silentOwnership =
    claim.status === 'ABERTA' &&
    claim.claim_type === ClaimType.OWNERSHIP &&
    new Date(claim.deadline_at).getTime() <= now.getTime();
  if (claim.status !== 'CONFIRMADA' && !silentOwnership) {
    throw claimWrongState(
      claim.status === 'ABERTA'
        ? `Aguardando a instituição doadora até ${toSaoPauloDateTime(new Date(claim.deadline_at))}`
        : `A reivindicação está ${claim.status}`,
    );
  }
  await checkAccountPin(trx, account.id, step.pin, deps.config.pinPepper);
  await lockAccountForKeys(trx, account.id);
  if ((await countAccountKeys(trx, account.id)) >= MAX_KEYS_PER_ACCOUNT) throw keyLimit();
  await moveKeyTo(trx, { chave: claim.chave, tipo: claim.key_type, accountId: account.id, at: now });
  await setClaimStatus(trx, claim.id, 'CONCLUIDA', now);
  return reread(trx, account.id, claim.id);
}
