import { randomUUID } from 'node:crypto';
import { addWorkingDays, todayInSaoPaulo } from '@carteira/core/calendar';
import { centavos, toReais } from '@carteira/core/money';
import { requestStatusOf } from '@carteira/core/status';
import type { Selectable } from 'kysely';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import { BANK_CODE } from '../account/bank-identity.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import type { ClearingAccount } from '../pix/send/clearing-account.ts';
import { clearingAccountId } from '../pix/send/pix-send.ts';
import type { PortabilityRegistry } from './portability-registry.ts';
import {
  accountNotFound,
  duplicate,
  notCancellable,
  notClt,
  notFound,
  notInForce,
  sameBank,
  unknownBank,
} from './salary-portability.errors.ts';
import {
  cancelPortability,
  findPortedSalary,
  hasLivePortability,
  insertPortability,
  insertPortedSalary,
  listPortabilities,
  lockOwnPortability,
  lockPortabilityByProtocol,
} from './salary-portability.repository.ts';
import type { SalaryPortabilityTable } from './salary-portability.table.ts';

type PortabilityRow = Selectable<SalaryPortabilityTable>;

/**
 * Salary portability, as Res. CMN 5.058/2022 (which replaced Res. CMN 3.402/2006) and Res. BCB 284/2023
 * set it:
 * - who may ask: the beneficiary of a conta-salário (the account an employer opens to pay CLT salaries),
 *   at the destination institution, this bank; a PJ or self-employed worker has no conta-salário;
 * - what the request carries: the beneficiary's name and CPF, the payroll bank, the employer's name and
 *   CNPJ (Res. BCB 284/2023 art. 4);
 * - the deadline: the payroll bank has 10 working days to put it in force; from then on each salary is
 *   sent on, by TED, by 12h of the day it is credited (art. 3);
 * - cancelling: the beneficiary may withdraw it at any time, and the salary stays at the payroll bank.
 */
export const PORTABILITY_DEADLINE_WORKING_DAYS = 10;

/** The seven cancel reasons, in the order the cancel screen lists them (wallet.md section 2). */
export const CANCEL_REASONS = [
  'response-time',
  'slow',
  'errors',
  'benefits',
  'absence',
  'difficulty',
  'others',
] as const;
/** Reason 7 (others) needs the customer's own words. */
export const OTHER_REASON = 7;

export type EmploymentStatus = 'CLT' | 'PJ' | 'AUTONOMO';

export interface PortabilityRequest {
  chaveDeConta: string;
  pin: string;
  identificacaoFiscalEmpresaOrigem: string;
  razaoSocialEmpresaOrigem: string;
  codigoBancoOrigem: string;
  vinculo: EmploymentStatus;
}

type Ports = { portabilityRegistry: PortabilityRegistry };

function shape(row: PortabilityRow) {
  return {
    chaveDePortabilidade: row.id,
    protocoloPortabilidade: row.protocol,
    identificacaoFiscalEmpresaOrigem: row.employer_cnpj,
    razaoSocialEmpresaOrigem: row.employer_name,
    codigoBancoOrigem: row.origin_bank_code,
    nomeBancoOrigem: row.origin_bank_name,
    situacaoPortabilidade: row.status,
    situacaoPortabilidadeCip: row.registry_status,
    categoria: requestStatusOf(row.status, row.registry_status),
    prazoEfetivacao: row.deadline,
    dataSolicitacao: toSaoPauloDateTime(row.created_at),
    motivoCancelamento: row.cancel_reason,
    complementoMotivoCancelamento: row.cancel_complement,
    dataCancelamento: row.cancelled_at ? toSaoPauloDateTime(row.cancelled_at) : null,
  };
}

/** portabilidade-salarial/solicitar: checks, the PIN, then the registry; the request is kept with its answer. */
export async function requestPortability(
  trx: Trx,
  deps: BankDeps & { ports: Ports },
  session: BankSession,
  input: PortabilityRequest,
) {
  const account = await findOwnedAccount(trx, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  if (input.vinculo !== 'CLT') throw notClt();
  if (input.codigoBancoOrigem === BANK_CODE) throw sameBank();
  const bank = deps.ports.bankDirectory.banks().find((b) => b.codigo === input.codigoBancoOrigem);
  if (!bank) throw unknownBank();
  await checkAccountPin(trx, account.id, input.pin, deps.config.pinPepper);
  if (await hasLivePortability(trx, session.customerId, input.identificacaoFiscalEmpresaOrigem))
    throw duplicate();

  const id = randomUUID();
  const answer = await deps.ports.portabilityRegistry.register({
    reference: id,
    beneficiaryName: account.nome,
    beneficiaryCpf: account.cpf,
    employerCnpj: input.identificacaoFiscalEmpresaOrigem,
    employerName: input.razaoSocialEmpresaOrigem,
    originBankCode: bank.codigo,
    agencia: account.agencia ?? '',
    conta: account.numero ?? '',
  });
  const at = deps.now();
  const row: PortabilityRow = {
    id,
    customer_id: session.customerId,
    account_id: account.id,
    protocol: answer.protocol,
    employer_cnpj: input.identificacaoFiscalEmpresaOrigem,
    employer_name: input.razaoSocialEmpresaOrigem,
    origin_bank_code: bank.codigo,
    origin_bank_name: bank.nome,
    status: answer.status,
    registry_status: answer.registryStatus,
    cancel_reason: null,
    cancel_complement: null,
    deadline: addWorkingDays(todayInSaoPaulo(at), PORTABILITY_DEADLINE_WORKING_DAYS),
    created_at: at,
    updated_at: at,
    cancelled_at: null,
  };
  await insertPortability(trx, row);
  return shape(row);
}

/** portabilidade-salarial/listar: the customer's own, newest first. */
export async function listOwnPortabilities(db: Executor, session: BankSession) {
  const rows = await listPortabilities(db, session.customerId);
  return { portabilidades: rows.map(shape) };
}

export interface CancelRequest {
  chaveDePortabilidade: string;
  motivoCancelamento: number;
  complementoMotivoCancelamento?: string | undefined;
}

/**
 * portabilidade-salarial/cancelar: the customer's own portability, while it is open, held, approved or in
 * force (Res. CMN 5.058/2022: the beneficiary may withdraw it at any time); a cancelled or refused one
 * cannot be cancelled again. Reason 7 (others) needs a complement.
 */
export async function cancelOwnPortability(
  trx: Trx,
  deps: BankDeps & { ports: Ports },
  session: BankSession,
  input: CancelRequest,
) {
  const row = await lockOwnPortability(trx, session.customerId, input.chaveDePortabilidade);
  if (!row) throw notFound();
  if (!isCancellable(row)) throw notCancellable();
  const answer = await deps.ports.portabilityRegistry.cancel(row.protocol);
  const at = deps.now();
  const complement = input.complementoMotivoCancelamento?.trim() || null;
  await cancelPortability(trx, row.id, {
    status: answer.status,
    registryStatus: answer.registryStatus,
    reason: input.motivoCancelamento,
    complement,
    at,
  });
  return shape({
    ...row,
    status: answer.status,
    registry_status: answer.registryStatus,
    cancel_reason: input.motivoCancelamento,
    cancel_complement: complement,
    cancelled_at: at,
    updated_at: at,
  });
}

export function isCancellable(row: Pick<PortabilityRow, 'status' | 'registry_status'>): boolean {
  const category = requestStatusOf(row.status, row.registry_status);
  return category !== 'cancelled' && category !== 'rejected' && category !== 'unknown';
}

export interface PayrollCredit {
  /** The registry's protocol of the portability the payroll bank acts on. */
  protocol: string;
  /** Centavos. */
  amount: number;
  /** The payroll bank's reference of this salary: a repeat credits nothing more. */
  reference: string;
  employerName?: string;
  at: Date;
}

/**
 * A salary the payroll bank sends on under a portability in force (by TED, Res. BCB 284/2023 art. 2-3):
 * credited to the account through the ledger as a salary, once per reference. Refused when the
 * portability is not in force (cancelled, refused, or not yet effective).
 */
export async function creditPortedSalary(trx: Trx, clearing: ClearingAccount, credit: PayrollCredit) {
  const row = await lockPortabilityByProtocol(trx, credit.protocol);
  if (!row) throw notFound();
  if (requestStatusOf(row.status, row.registry_status) !== 'active') throw notInForce();
  const existing = await findPortedSalary(trx, row.id, credit.reference);
  if (existing) return salaryAnswer(row, existing.movement_id, Number(existing.amount), true);
  const clearingId = await clearingAccountId(trx, clearing);
  const from = credit.employerName ?? row.employer_name;
  const movement = await postMovement(trx, {
    kind: 'SALARIO',
    typeId: MOVEMENT_KINDS.SALARIO.typeId,
    description: `Salário ${from}`,
    at: credit.at,
    legs: [
      { accountId: clearingId, amount: centavos(-credit.amount), counterpartyName: null },
      { accountId: row.account_id, amount: centavos(credit.amount), counterpartyName: from },
    ],
  });
  await insertPortedSalary(trx, {
    id: randomUUID(),
    portability_id: row.id,
    movement_id: movement.movementId,
    amount: credit.amount,
    reference: credit.reference,
    created_at: movement.at,
  });
  return salaryAnswer(row, movement.movementId, credit.amount, false);
}

function salaryAnswer(row: PortabilityRow, movementId: string, amount: number, repeated: boolean) {
  return {
    chaveDePortabilidade: row.id,
    idTransacao: movementId,
    valor: toReais(centavos(amount)),
    repetido: repeated,
  };
}
