import { todayInSaoPaulo } from '@carteira/core/calendar';
import { centavos, toReais } from '@carteira/core/money';
import { isFinancingContractListed } from '@carteira/core/status';
import { toSaoPauloDateTime } from '../../../platform/time.ts';
import {
  accountNotFound,
  type BankDeps,
  type BankSession,
  checkAccountPin,
  findOwnedAccount,
  postMovement,
} from '../../bank-api/public.ts';
import {
  findAccountContract,
  listAccountContracts,
  listInstallments,
} from '../contracting/contract.repository.ts';
import { payDownPaymentFromBalance } from '../down-payment/down-payment.service.ts';
import type { Executor, Trx } from '../financing-database.ts';
import { percent } from '../financing-math.ts';
import { payInstallmentFromBalance } from '../installments/installment-payment.service.ts';
import {
  installmentPixCode,
  settleAccountInstallmentCharges,
} from '../installments/installment-pix.service.ts';
import { asBankError, asInstallmentBankError, contractNotFound } from './financing.errors.ts';

const reais = (cents: number) => toReais(centavos(cents));

type ContractRow = Awaited<ReturnType<typeof listAccountContracts>>[number];
type InstallmentRow = Awaited<ReturnType<typeof listInstallments>>[number];

/** financiamento/mobile/entrada/debito-em-conta: PIN, then the ledger and the contracting together. */
export async function payDownPayment(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; pin: string; chaveContratacao: string },
  idempotencyKey: string,
) {
  const account = await findOwnedAccount(trx, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  await checkAccountPin(trx, account.id, input.pin, deps.config.pinPepper);
  const now = deps.now();
  try {
    // The financing service moves the contracting on; the money moves through this bank's ledger.
    const paid = await payDownPaymentFromBalance(
      trx,
      { post: postMovement },
      {
        customerId: session.customerId,
        accountId: account.id,
        contractingKey: input.chaveContratacao,
        idempotencyKey,
        now,
      },
    );
    return {
      chaveContratacao: paid.row.id,
      valor: reais(paid.amount),
      idTransacao: paid.movementId,
      statusContratacao: paid.row.status,
      dataHora: toSaoPauloDateTime(now),
    };
  } catch (err) {
    throw asBankError(err);
  }
}

function installmentStatus(row: InstallmentRow, today: string): 'PAGA' | 'VENCIDA' | 'EM_ABERTO' {
  if (row.paid_at) return 'PAGA';
  return row.due_date < today ? 'VENCIDA' : 'EM_ABERTO';
}

function parcela(row: InstallmentRow, today: string) {
  return {
    valor: reais(row.value),
    numParcela: row.number,
    valorAtual: reais(row.value),
    vencimento: row.due_date,
    statusPagamento: installmentStatus(row, today),
    dataPagamento: row.paid_at ? toSaoPauloDateTime(row.paid_at) : null,
  };
}

function contrato(contract: ContractRow, installments: readonly InstallmentRow[], today: string) {
  const paid = installments.filter((row) => row.paid_at);
  const open = installments.filter((row) => !row.paid_at);
  const sum = (rows: readonly InstallmentRow[]) => rows.reduce((total, row) => total + row.value, 0);
  return {
    idContrato: contract.id,
    chaveContratacao: contract.contracting_id,
    valorRecebivel: reais(contract.total),
    statusContrato: contract.status,
    dataFinanciamento: contract.financed_on,
    emAtraso: open.some((row) => row.due_date < today),
    valorTotalFinanciado: reais(contract.principal),
    valorEmAberto: reais(sum(open)),
    valorPago: reais(sum(paid)),
    numeroDeParcelas: installments.length,
    numeroDeParcelasPagas: paid.length,
    vencimentos: {
      primeiro: installments[0]?.due_date ?? null,
      ultimo: installments.at(-1)?.due_date ?? null,
      proximo: open[0]?.due_date ?? null,
    },
    modeloAparelho: contract.device_name,
    valorEntrada: reais(contract.down_payment),
    valorParcela: reais(installments[0]?.value ?? 0),
    taxaJurosMensal: percent(contract.monthly_rate),
    cetAnual: percent(contract.cet),
  };
}

async function ownedAccount(db: Executor, session: BankSession, accountId: string) {
  const account = await findOwnedAccount(db, session.customerId, accountId);
  if (!account) throw accountNotFound();
  return account;
}

/** financiamento/mobile/contas/contratos: the account's contracts in force (VIGENTE only). */
export async function listContracts(db: Executor, deps: BankDeps, session: BankSession, accountId: string) {
  const account = await ownedAccount(db, session, accountId);
  await settleAccountInstallmentCharges(db, account.id, deps.now());
  const contracts = (await listAccountContracts(db, account.id)).filter((c) =>
    isFinancingContractListed(c.status),
  );
  const installments = await listInstallments(
    db,
    contracts.map((c) => c.id),
  );
  const today = todayInSaoPaulo(deps.now());
  return {
    contratos: contracts.map((c) =>
      contrato(
        c,
        installments.filter((row) => row.contract_id === c.id),
        today,
      ),
    ),
  };
}

/** The account's contract in force, its instalment codes paid meanwhile settled first. */
async function listedContract(
  db: Executor,
  deps: BankDeps,
  session: BankSession,
  accountId: string,
  contractId: string,
) {
  const account = await ownedAccount(db, session, accountId);
  await settleAccountInstallmentCharges(db, account.id, deps.now());
  const contract = await findAccountContract(db, account.id, contractId);
  if (!contract || !isFinancingContractListed(contract.status)) throw contractNotFound();
  return contract;
}

/** financiamento/mobile/contas/contratos/detalhe */
export async function contractDetail(
  db: Executor,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; idContrato: string },
) {
  const contract = await listedContract(db, deps, session, input.chaveDeConta, input.idContrato);
  return contrato(contract, await listInstallments(db, [contract.id]), todayInSaoPaulo(deps.now()));
}

/** financiamento/mobile/contas/contratos/parcelas */
export async function contractInstallments(
  db: Executor,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; idContrato: string },
) {
  const contract = await listedContract(db, deps, session, input.chaveDeConta, input.idContrato);
  const today = todayInSaoPaulo(deps.now());
  const rows = await listInstallments(db, [contract.id]);
  return { idContrato: contract.id, parcelas: rows.map((row) => parcela(row, today)) };
}

/**
 * financiamento/mobile/contas/contratos/parcelas/debito-em-conta: PIN, then one instalment (the next
 * open one or an overdue one) paid from the account through this bank's ledger, with the contract.
 */
export async function payInstallment(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; pin: string; idContrato: string; numParcela: number },
  idempotencyKey: string,
) {
  const account = await ownedAccount(trx, session, input.chaveDeConta);
  await checkAccountPin(trx, account.id, input.pin, deps.config.pinPepper);
  const now = deps.now();
  try {
    const paid = await payInstallmentFromBalance(
      trx,
      { post: postMovement },
      {
        customerId: session.customerId,
        accountId: account.id,
        contractId: input.idContrato,
        number: input.numParcela,
        idempotencyKey,
        now,
      },
    );
    return {
      idContrato: input.idContrato,
      numParcela: paid.number,
      valor: toReais(paid.amount),
      idTransacao: paid.movementId,
      statusContrato: paid.contractStatus,
      dataHora: toSaoPauloDateTime(now),
    };
  } catch (err) {
    throw asInstallmentBankError(err);
  }
}

/**
 * financiamento/mobile/contas/contratos/parcelas/pix: a dynamic Pix code of this bank for one payable
 * instalment (the next open one or an overdue one), of exactly its value, valid 599 s, which anyone
 * may pay; the instalment is paid once the charge is (noticed on the next read of the contract).
 */
export async function installmentPix(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  input: { chaveDeConta: string; idContrato: string; numParcela: number },
) {
  const account = await ownedAccount(trx, session, input.chaveDeConta);
  const now = deps.now();
  try {
    const pix = await installmentPixCode(trx, {
      accountId: account.id,
      contractId: input.idContrato,
      number: input.numParcela,
      now,
    });
    return {
      idContrato: input.idContrato,
      numParcela: pix.number,
      valor: reais(pix.amount),
      qrCode: pix.qrCode,
      txid: pix.txid,
      dataExpiracao: toSaoPauloDateTime(pix.expiresAt),
      segundosParaExpirar: Math.max(0, Math.floor((pix.expiresAt.getTime() - now.getTime()) / 1000)),
    };
  } catch (err) {
    throw asInstallmentBankError(err);
  }
}
