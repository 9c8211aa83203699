import { todayInSaoPaulo } from '@carteira/core/calendar';
import { payableInstallments } from '@carteira/core/credit';
import { type Centavos, centavos } from '@carteira/core/money';
import { createPixCharge, getPixCharge } from '../../bank-api/public.ts';
import { listInstallments } from '../contracting/contract.repository.ts';
import { ensureFinancingAccount } from '../down-payment/financing-account.ts';
import { refundToCustomer } from '../down-payment/refund.ts';
import { FinancingError, notFound } from '../financing.errors.ts';
import type { Executor, Trx } from '../financing-database.ts';

/** A Pix code for an instalment is valid 599 seconds, as the down payment's (financing.md section 9). */
export const INSTALLMENT_PIX_SECONDS = 599;
export const INSTALLMENT_PIX_PURPOSE = 'financing-installment';
/** A contract in force, and one whose instalments are all paid. */
const IN_FORCE = 'VIGENTE';
const SETTLED = 'QUITADO';

export const installmentAlreadyPaid = (n: number) => new FinancingError(409, `A parcela ${n} já foi paga`);
export const installmentNotPayableYet = (n: number) =>
  new FinancingError(409, `A parcela ${n} ainda não pode ser paga: pague antes a próxima em aberto`);

export interface LockedContract {
  id: string;
  customer_id: string;
  status: string;
  device_name: string;
}

/** The account's contract, locked: two payments of one contract (by balance or by code) queue. */
export async function lockAccountContract(
  trx: Trx,
  accountId: string,
  contractId: string,
): Promise<LockedContract | undefined> {
  return trx
    .selectFrom('financing_contract')
    .select(['id', 'customer_id', 'status', 'device_name'])
    .where('id', '=', contractId)
    .where('account_id', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
}

/**
 * Follows the contract's open instalment codes (in the caller's transaction, the contract locked). A
 * code paid while its instalment is still open pays it (the money is already in the financing
 * company's account: the bank moved it when the charge was paid); a code paid for an instalment
 * already paid (by the balance, meanwhile) goes back to the customer's account at once, so no
 * instalment is ever kept twice. Expired codes are forgotten. The last instalment paid settles the
 * contract (QUITADO). Returns the contract's status.
 */
export async function settleInstallmentCharges(trx: Trx, contract: LockedContract, now: Date) {
  const open = await trx
    .selectFrom('financing_installment_charge')
    .select(['txid', 'number'])
    .where('contract_id', '=', contract.id)
    .where('state', '=', 'open')
    .orderBy('created_at')
    .execute();
  if (open.length === 0) return contract.status;
  const rows = await listInstallments(trx, [contract.id]);
  const paid = new Set(rows.filter((r) => r.paid_at).map((r) => r.number));
  let newlyPaid = false;
  for (const charge of open) {
    const info = await getPixCharge(trx, charge.txid, now);
    if (info?.status === 'ATIVA') continue;
    let state: 'paid' | 'refunded' | 'expired' = 'expired';
    if (info?.status === 'CONCLUIDA') {
      const row = rows.find((r) => r.number === charge.number);
      if (contract.status === IN_FORCE && row && !paid.has(row.number) && info.amountCents === row.value) {
        await trx
          .updateTable('financing_installment')
          .set({ paid_at: info.paidAt ?? now })
          .where('contract_id', '=', contract.id)
          .where('number', '=', row.number)
          .execute();
        paid.add(row.number);
        newlyPaid = true;
        state = 'paid';
      } else {
        await refundToCustomer(trx, {
          customerId: contract.customer_id,
          amount: info.amountCents,
          key: `financing-installment-pix-refund-${charge.txid}`,
          description: `Estorno de Pix da parcela ${charge.number} já paga`,
          now,
          kind: 'FINANCIAMENTO_ESTORNO_PARCELA',
        });
        state = 'refunded';
      }
    }
    await trx
      .updateTable('financing_installment_charge')
      .set({ state })
      .where('txid', '=', charge.txid)
      .execute();
  }
  if (newlyPaid && rows.every((r) => paid.has(r.number))) {
    await trx
      .updateTable('financing_contract')
      .set({ status: SETTLED })
      .where('id', '=', contract.id)
      .execute();
    contract.status = SETTLED;
  }
  return contract.status;
}

/**
 * Settles the open instalment codes of the account's contracts, each in its own transaction: the
 * reads of the contracts and their instalments call it first, so a code paid by anyone shows as a
 * paid instalment on the next read. One query when no code is open.
 */
export async function settleAccountInstallmentCharges(db: Executor, accountId: string, now: Date) {
  const contracts = await db
    .selectFrom('financing_installment_charge as c')
    .innerJoin('financing_contract as k', 'k.id', 'c.contract_id')
    .select('k.id')
    .distinct()
    .where('k.account_id', '=', accountId)
    .where('c.state', '=', 'open')
    .execute();
  for (const { id } of contracts) {
    await db.transaction().execute(async (trx) => {
      const contract = await lockAccountContract(trx, accountId, id);
      if (contract) await settleInstallmentCharges(trx, contract, now);
    });
  }
}

export interface InstallmentPixInput {
  accountId: string;
  contractId: string;
  number: number;
  now: Date;
}

export interface InstallmentPix {
  number: number;
  amount: Centavos;
  qrCode: string;
  txid: string;
  expiresAt: Date;
}

/**
 * A dynamic Pix code of exactly one payable instalment (the next open one or an overdue one) into the
 * financing company's account, which anyone may pay: the same code while it is valid, a new one once
 * it expired. The contract is locked and its paid codes settled first, so a code is never made for an
 * instalment already paid.
 */
export async function installmentPixCode(trx: Trx, input: InstallmentPixInput): Promise<InstallmentPix> {
  const { now } = input;
  const contract = await lockAccountContract(trx, input.accountId, input.contractId);
  if (contract?.status !== IN_FORCE) throw notFound('Contrato não encontrado');
  if ((await settleInstallmentCharges(trx, contract, now)) !== IN_FORCE) {
    throw notFound('Contrato não encontrado');
  }
  const rows = await listInstallments(trx, [contract.id]);
  const row = rows.find((r) => r.number === input.number);
  if (!row) throw notFound('Parcela não encontrada');
  if (row.paid_at) throw installmentAlreadyPaid(row.number);
  const today = todayInSaoPaulo(now);
  const standing = rows.map((r) => ({
    number: r.number,
    paid: r.paid_at !== null,
    overdue: r.due_date < today,
  }));
  if (!payableInstallments(standing).has(row.number)) throw installmentNotPayableYet(row.number);
  const amount = centavos(row.value);

  const current = await trx
    .selectFrom('financing_installment_charge')
    .select(['txid', 'qr_code', 'expires_at', 'amount'])
    .where('contract_id', '=', contract.id)
    .where('number', '=', row.number)
    .where('state', '=', 'open')
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (current && current.amount === amount) {
    const info = await getPixCharge(trx, current.txid, now);
    if (info?.status === 'ATIVA') {
      return {
        number: row.number,
        amount,
        qrCode: current.qr_code,
        txid: current.txid,
        expiresAt: new Date(current.expires_at),
      };
    }
  }
  const expiresAt = new Date(now.getTime() + INSTALLMENT_PIX_SECONDS * 1000);
  const charge = await createPixCharge(
    trx,
    {
      receiverAccountId: await ensureFinancingAccount(trx, now),
      amountCents: amount,
      expiresAt,
      description: `Parcela ${row.number}/${rows.length} do financiamento ${contract.device_name}`.slice(
        0,
        140,
      ),
      purpose: INSTALLMENT_PIX_PURPOSE,
      reference: `${contract.id}:${row.number}`,
    },
    { now },
  );
  await trx
    .insertInto('financing_installment_charge')
    .values({
      txid: charge.txid,
      contract_id: contract.id,
      number: row.number,
      amount,
      qr_code: charge.qrCode,
      expires_at: expiresAt,
      state: 'open',
      created_at: now,
    })
    .execute();
  return { number: row.number, amount, qrCode: charge.qrCode, txid: charge.txid, expiresAt };
}
