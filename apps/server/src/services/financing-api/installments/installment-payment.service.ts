import { todayInSaoPaulo } from '@carteira/core/calendar';
import { payableInstallments } from '@carteira/core/credit';
import { centavos, negate } from '@carteira/core/money';
import { MOVEMENT_KINDS } from '../../bank-api/public.ts';
import { listInstallments } from '../contracting/contract.repository.ts';
import type { DownPaymentLedger } from '../down-payment/down-payment-ledger.ts';
import { ensureFinancingAccount, FINANCING_COMPANY_NAME } from '../down-payment/financing-account.ts';
import { notFound } from '../financing.errors.ts';
import type { Trx } from '../financing-database.ts';
import {
  installmentAlreadyPaid,
  installmentNotPayableYet,
  lockAccountContract,
  settleInstallmentCharges,
} from './installment-pix.service.ts';

export const INSTALLMENT_KIND = 'FINANCIAMENTO_PARCELA';
/** A contract whose instalments are all paid. */
export const SETTLED_CONTRACT_STATUS = 'QUITADO';

export interface InstallmentPaymentInput {
  customerId: string;
  accountId: string;
  contractId: string;
  number: number;
  idempotencyKey: string;
  now: Date;
}

/**
 * Pays one instalment of a contract in force from the customer's account, in the bank's transaction
 * (the ledger is the bank's, handed in as the same port the down payment uses): the contract row is
 * locked so two payments of one instalment queue, the rule (next open or overdue) is checked, the
 * money goes to the financing company's account and the instalment is marked paid; the last one
 * settles the contract (QUITADO). The contract's Pix codes paid meanwhile are settled first.
 */
export async function payInstallmentFromBalance(
  trx: Trx,
  ledger: DownPaymentLedger,
  input: InstallmentPaymentInput,
) {
  const contract = await lockAccountContract(trx, input.accountId, input.contractId);
  if (contract?.status !== 'VIGENTE') throw notFound('Contrato não encontrado');
  // A code of this contract paid meanwhile counts first: an instalment it paid is not paid twice.
  if ((await settleInstallmentCharges(trx, contract, input.now)) !== 'VIGENTE') {
    throw notFound('Contrato não encontrado');
  }
  const rows = await listInstallments(trx, [contract.id]);
  const row = rows.find((r) => r.number === input.number);
  if (!row) throw notFound('Parcela não encontrada');
  if (row.paid_at) throw installmentAlreadyPaid(row.number);
  const today = todayInSaoPaulo(input.now);
  const standing = rows.map((r) => ({
    number: r.number,
    paid: r.paid_at !== null,
    overdue: r.due_date < today,
  }));
  if (!payableInstallments(standing).has(row.number)) throw installmentNotPayableYet(row.number);

  const amount = centavos(row.value);
  const financing = await ensureFinancingAccount(trx, input.now);
  const posted = await ledger.post(trx, {
    kind: INSTALLMENT_KIND,
    typeId: MOVEMENT_KINDS[INSTALLMENT_KIND].typeId,
    description: `Parcela ${row.number}/${rows.length} do financiamento ${contract.device_name}`,
    customerId: input.customerId,
    idempotencyKey: input.idempotencyKey,
    at: input.now,
    legs: [
      { accountId: input.accountId, amount: negate(amount), counterpartyName: FINANCING_COMPANY_NAME },
      { accountId: financing, amount, counterpartyName: null },
    ],
  });
  await trx
    .updateTable('financing_installment')
    .set({ paid_at: input.now })
    .where('contract_id', '=', contract.id)
    .where('number', '=', row.number)
    .execute();
  const settled = rows.every((r) => r.number === row.number || r.paid_at);
  const contractStatus = settled ? SETTLED_CONTRACT_STATUS : contract.status;
  if (settled) {
    await trx
      .updateTable('financing_contract')
      .set({ status: contractStatus })
      .where('id', '=', contract.id)
      .execute();
  }
  return { number: row.number, amount, movementId: posted.movementId, contractStatus };
}
