import { randomUUID } from 'node:crypto';
import { toSaoPauloDate } from '@carteira/core/calendar';
import { listCustomerAccounts } from '../../bank-api/public.ts';
import { settlePixCharges } from '../down-payment/pix-tracking.ts';
import { wrongStatus } from '../financing.errors.ts';
import type { Trx } from '../financing-database.ts';
import { insertContract } from './contract.repository.ts';
import { type ContractingPatch, type ContractingRow, updateContracting } from './contracting.repository.ts';
import {
  type ContractingEvent,
  type ContractingStatus,
  CONTRACTING_STATUS as S,
  transition,
} from './contracting-status.ts';

/** Each invoicing step takes 5 seconds: AGUARDANDO_FATURAMENTO -> PROCESSANDO_FATURAMENTO -> CONTRATACAO_FINALIZADA. */
export const INVOICING_STEP_MS = 5_000;

export const statusOf = (row: ContractingRow) => row.status as ContractingStatus;

/**
 * Moves the contracting by `event` (with `patch`) or refuses with 409, nothing changed. The row must
 * be locked by the caller's transaction.
 */
export async function applyEvent(
  trx: Trx,
  row: ContractingRow,
  event: ContractingEvent,
  patch: ContractingPatch,
  now: Date,
  what = 'Esta etapa não está disponível agora',
): Promise<ContractingRow> {
  const next = transition(statusOf(row), event);
  if (!next) throw wrongStatus(row.status, what);
  return updateContracting(trx, row.id, { ...patch, status: next }, now);
}

/** The contract and its instalments, from the accepted proposal. */
async function createContract(trx: Trx, row: ContractingRow, now: Date): Promise<string> {
  const proposal = row.proposal;
  const product = row.product;
  if (!proposal || !product) throw new Error('invoicing a contracting without a proposal');
  const [account] = await listCustomerAccounts(trx, row.customer_id);
  if (!account) throw new Error('invoicing for a customer without an account');
  const id = randomUUID();
  await insertContract(
    trx,
    {
      id,
      contractingId: row.id,
      customerId: row.customer_id,
      accountId: account.id,
      deviceName: `${product.name} ${product.storage} ${product.color}`,
      financedOn: toSaoPauloDate(now),
      principal: proposal.principalCents,
      requested: proposal.requestedCents,
      downPayment: proposal.downPaymentCents,
      total: proposal.totalCents,
      monthlyRate: proposal.monthlyRate,
      cet: proposal.cet,
      now,
    },
    proposal.schedule,
  );
  return id;
}

/**
 * The changes time makes, applied when the contracting is read (in the caller's transaction, the row
 * locked), each at most once: the bureau's answer once its delay has passed, a paid Pix charge, and
 * the two invoicing steps.
 */
export async function advance(trx: Trx, start: ContractingRow, now: Date): Promise<ContractingRow> {
  let row = start;
  for (;;) {
    const status = statusOf(row);
    const at = now.getTime();
    if (status === S.CREDIT_PROCESSING && row.credit_decided_at && row.credit_decided_at.getTime() <= at) {
      row = await applyEvent(trx, row, row.credit_approved ? 'CREDIT_APPROVED' : 'CREDIT_REJECTED', {}, now);
      continue;
    }
    const settled = await settlePixCharges(trx, row, now);
    if (settled !== row) {
      row = settled;
      continue;
    }
    const started = row.invoicing_started_at?.getTime();
    if (status === S.AWAITING_INVOICING && started !== undefined && started + INVOICING_STEP_MS <= at) {
      row = await applyEvent(trx, row, 'INVOICING_STARTED', {}, now);
      continue;
    }
    if (status === S.INVOICING && started !== undefined && started + 2 * INVOICING_STEP_MS <= at) {
      const contractId = await createContract(trx, row, now);
      row = await applyEvent(trx, row, 'INVOICING_DONE', { contract_id: contractId }, now);
      continue;
    }
    return row;
  }
}

/** Seconds until the contracting changes by itself (bureau answer or an invoicing step), else 0. */
export function timeRemaining(row: ContractingRow, now: Date): number {
  const status = statusOf(row);
  let until: number | undefined;
  if (status === S.CREDIT_PROCESSING) until = row.credit_decided_at?.getTime();
  const started = row.invoicing_started_at?.getTime();
  if (started !== undefined && status === S.AWAITING_INVOICING) until = started + INVOICING_STEP_MS;
  if (started !== undefined && status === S.INVOICING) until = started + 2 * INVOICING_STEP_MS;
  if (until === undefined) return 0;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}
