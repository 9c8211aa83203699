import { randomUUID } from 'node:crypto';
import { bankBarcodeToLine, buildBankBarcode, dueFactorOf, readBoleto } from '@carteira/core/boleto';
import { addDays, daysBetween, toSaoPauloDate, workingDayOnOrAfter } from '@carteira/core/calendar';
import { centavos, formatBRL, toReais } from '@carteira/core/money';
import { type Selectable, sql } from 'kysely';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Db, Executor, Trx } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { findOwnedAccount } from '../account/account.repository.ts';
import { BANK_CODE, BANK_NAME } from '../account/bank-identity.ts';
import { insertReceipt } from '../account/receipt.repository.ts';
import { postMovement } from '../ledger/ledger.service.ts';
import { MOVEMENT_KINDS } from '../ledger/movement-kinds.ts';
import type { ClearingAccount } from '../pix/send/clearing-account.ts';
import { clearingAccountId } from '../pix/send/pix-send.ts';
import { receiptParty } from '../transfer/transfer.service.ts';
import {
  alreadyPaid,
  depositLimit,
  depositNotFound,
  notPayable,
  scheduleDateRefused,
  unreadable,
} from './boleto.errors.ts';
import type { BankBoletoPurpose, DepositBoletoTable } from './boleto.table.ts';
import { ownedAccount } from './boleto-order.ts';

/** The limit the deposit boletos are read from (wallet.md section 7), and its default: R$ 500,00 a day. */
export const DEPOSIT_LIMIT_OPERATION = 3001;
export const DEFAULT_DEPOSIT_LIMIT = 50_000;
/** This bank issues deposit boletos free of charge. */
export const DEPOSIT_FEE = 0;
/** Due in 3 days unless the customer picks another day, up to 30 days ahead (a working day). */
export const DEFAULT_DUE_DAYS = 3;
export const MAX_DUE_DAYS = 30;
const STATUS_ID = { ABERTO: 1, PAGO: 2, BAIXADO: 3 } as const;
const STATUS_TEXT = { ABERTO: 'Aberto', PAGO: 'Pago', BAIXADO: 'Baixado' } as const;

type DepositRow = Selectable<DepositBoletoTable>;

export function depositView(row: DepositRow) {
  return {
    idBoleto: row.id,
    nossoNumero: String(row.number).padStart(11, '0'),
    linhaDigitavel: row.line,
    codigoDeBarras: row.barcode,
    valorNominal: toReais(centavos(row.amount)),
    valorTarifa: toReais(centavos(row.fee)),
    valorTotal: toReais(centavos(row.amount + row.fee)),
    dataEmissao: row.issued_on,
    dataVencimento: row.due_date,
    dataFinalizado: row.finished_at ? toSaoPauloDateTime(row.finished_at) : null,
    statusBoletoId: STATUS_ID[row.status],
    status: STATUS_TEXT[row.status],
    beneficiario: BANK_NAME,
  };
}

async function issuedToday(db: Executor, accountId: string, today: string): Promise<number> {
  const row = await db
    .selectFrom('deposit_boleto')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('total'))
    .where('account_id', '=', accountId)
    .where('issued_on', '=', today)
    .where('status', '!=', 'BAIXADO')
    .where('purpose', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

export interface DepositOrder {
  chaveDeConta: string;
  valor: number;
  dataVencimento?: string | undefined;
}

/**
 * deposito/solicitar-boleto-para-deposito: a boleto of this bank with the customer as payer and
 * beneficiary; the day's boletos (cancelled ones aside) stay within operation 3001's limit.
 */
export async function issueDepositBoleto(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  order: DepositOrder,
) {
  const now = deps.now();
  const today = toSaoPauloDate(now);
  const account = await ownedAccount(trx, session, order.chaveDeConta);
  const due = order.dataVencimento ?? workingDayOnOrAfter(addDays(today, DEFAULT_DUE_DAYS));
  const ahead = daysBetween(today, due);
  if (ahead < 0 || ahead > MAX_DUE_DAYS) throw scheduleDateRefused('Vencimento de hoje a 30 dias');
  // The account row locked: two boletos asked at once see each other's amounts.
  await trx.selectFrom('account').select('id').where('id', '=', account.id).forUpdate().execute();
  const used = await issuedToday(trx, account.id, today);
  if (used + order.valor > DEFAULT_DEPOSIT_LIMIT) {
    const left = Math.max(0, DEFAULT_DEPOSIT_LIMIT - used);
    throw depositLimit(`Disponível hoje: ${formatBRL(centavos(left))}`);
  }
  const row = await insertBankBoleto(trx, {
    accountId: account.id,
    customerId: session.customerId,
    agencia: account.agencia ?? '0001',
    numero: account.numero ?? '',
    amount: order.valor,
    due,
    purpose: null,
    now,
  });
  return depositView(row);
}

/**
 * A boleto of this bank (nosso número from the deposit boletos' sequence) payable into `accountId`:
 * a deposit (purpose null) or another product's boleto, which the product itself follows.
 */
export async function insertBankBoleto(
  trx: Trx,
  b: {
    accountId: string;
    customerId: string;
    agencia: string;
    numero: string;
    amount: number;
    due: string;
    purpose: BankBoletoPurpose | null;
    now: Date;
  },
): Promise<DepositRow> {
  const { rows } = await sql<{
    n: string;
  }>`select nextval(pg_get_serial_sequence('deposit_boleto', 'number')) as n`.execute(trx);
  const number = Number(rows[0]?.n);
  const accountDigits = b.numero.replace(/\D/g, '').padStart(8, '0').slice(-8);
  const freeField = `${b.agencia.padStart(4, '0')}${String(number).padStart(11, '0')}${accountDigits}00`;
  const barcode = buildBankBarcode({
    bankCode: BANK_CODE,
    dueFactor: dueFactorOf(b.due),
    amount: b.amount,
    freeField,
  });
  const row: DepositRow = {
    id: randomUUID(),
    account_id: b.accountId,
    customer_id: b.customerId,
    number,
    barcode,
    line: bankBarcodeToLine(barcode),
    amount: b.amount,
    fee: DEPOSIT_FEE,
    issued_on: toSaoPauloDate(b.now),
    due_date: b.due,
    status: 'ABERTO',
    created_at: b.now,
    finished_at: null,
    movement_id: null,
    purpose: b.purpose,
  };
  await trx.insertInto('deposit_boleto').values(row).execute();
  return row;
}

/** A bank boleto's state, for the product that issued it. */
export async function findBankBoleto(db: Executor, id: string) {
  return (await db.selectFrom('deposit_boleto').selectAll().where('id', '=', id).executeTakeFirst()) as
    | DepositRow
    | undefined;
}

async function findDeposit(db: Executor, accountId: string, id: string, lock = false) {
  let q = db
    .selectFrom('deposit_boleto')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .where('purpose', 'is', null);
  if (lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) as DepositRow | undefined;
}

export async function getDepositBoleto(db: Executor, session: BankSession, chaveDeConta: string, id: string) {
  const account = await ownedAccount(db, session, chaveDeConta);
  const row = await findDeposit(db, account.id, id);
  if (!row) throw depositNotFound();
  return depositView(row);
}

/** deposito/consultar-boletos-de-deposito-por-data-emissao, newest first, with the day's limit left. */
export async function listDepositBoletos(
  db: Executor,
  deps: BankDeps,
  session: BankSession,
  query: { chaveDeConta: string; dataInicio: string; dataFim: string },
) {
  const account = await ownedAccount(db, session, query.chaveDeConta);
  const rows = (await db
    .selectFrom('deposit_boleto')
    .selectAll()
    .where('account_id', '=', account.id)
    .where('purpose', 'is', null)
    .where('issued_on', '>=', query.dataInicio)
    .where('issued_on', '<=', query.dataFim)
    .orderBy('issued_on', 'desc')
    .orderBy('number', 'desc')
    .limit(200)
    .execute()) satisfies DepositRow[];
  const used = await issuedToday(db, account.id, toSaoPauloDate(deps.now()));
  return {
    boletos: rows.map(depositView),
    idOperacaoLimite: DEPOSIT_LIMIT_OPERATION,
    limiteDiario: toReais(centavos(DEFAULT_DEPOSIT_LIMIT)),
    limiteDisponivel: toReais(centavos(Math.max(0, DEFAULT_DEPOSIT_LIMIT - used))),
  };
}

/** deposito/cancelar-boleto-de-deposito: an open one becomes Baixado and can no longer be paid. */
export async function cancelDepositBoleto(
  trx: Trx,
  deps: BankDeps,
  session: BankSession,
  chaveDeConta: string,
  id: string,
) {
  const account = await ownedAccount(trx, session, chaveDeConta);
  const row = await findDeposit(trx, account.id, id, true);
  if (row?.status !== 'ABERTO') throw depositNotFound();
  const now = deps.now();
  await trx
    .updateTable('deposit_boleto')
    .set({ status: 'BAIXADO', finished_at: now })
    .where('id', '=', id)
    .execute();
  return depositView({ ...row, status: 'BAIXADO', finished_at: now });
}

/**
 * Another product's boleto paid: the ledger moves the amount from the clearing into the account it was
 * issued for (the product applies it when it next looks at its boletos), once.
 */
async function settleProductBoleto(trx: Trx, clearing: ClearingAccount, row: DepositRow, at: Date) {
  const kind = MOVEMENT_KINDS.PAGAMENTO_BOLETO_EMITIDO;
  const posted = await postMovement(trx, {
    kind: 'PAGAMENTO_BOLETO_EMITIDO',
    typeId: kind.typeId,
    description: `Boleto ${String(row.number).padStart(11, '0')}`,
    idempotencyKey: `bank-boleto-${row.id}`,
    at,
    legs: [
      { accountId: await clearingAccountId(trx, clearing), amount: centavos(-row.amount) },
      { accountId: row.account_id, amount: centavos(row.amount), counterpartyName: 'Pagamento por boleto' },
    ],
  });
  await trx
    .updateTable('deposit_boleto')
    .set({ status: 'PAGO', finished_at: at, movement_id: posted.movementId })
    .where('id', '=', row.id)
    .execute();
  return { ...depositView({ ...row, status: 'PAGO', finished_at: at }), idTransacao: posted.movementId };
}

/**
 * A deposit boleto paid at another bank and settled: credits the account through the ledger (from
 * the clearing) once. Open and not past its due date, or refused. The sandbox's door calls it.
 */
export async function settleDepositBoleto(db: Db, clearing: ClearingAccount, code: string, at: Date) {
  return withTransaction(db, async (trx) => {
    const today = toSaoPauloDate(at);
    const reading = readBoleto(code, today);
    if (!reading.ok) throw unreadable(reading.problem);
    const row = (await trx
      .selectFrom('deposit_boleto')
      .selectAll()
      .where('barcode', '=', reading.boleto.barcode)
      .forUpdate()
      .executeTakeFirst()) as DepositRow | undefined;
    if (!row) throw depositNotFound();
    if (row.status === 'PAGO') throw alreadyPaid();
    if (row.status !== 'ABERTO') throw depositNotFound();
    if (row.due_date < today) throw notPayable('Boleto de depósito vencido');
    if (row.purpose !== null) return settleProductBoleto(trx, clearing, row, at);
    const account = await findOwnedAccount(trx, row.customer_id, row.account_id);
    if (!account) throw depositNotFound();
    const kind = MOVEMENT_KINDS.DEPOSITO_BOLETO;
    const posted = await postMovement(trx, {
      kind: 'DEPOSITO_BOLETO',
      typeId: kind.typeId,
      description: `Boleto ${String(row.number).padStart(11, '0')}`,
      at,
      legs: [
        {
          accountId: await clearingAccountId(trx, clearing),
          amount: centavos(-row.amount),
          counterpartyName: account.nome,
        },
        { accountId: account.id, amount: centavos(row.amount), counterpartyName: 'Depósito por boleto' },
      ],
    });
    await insertReceipt(trx, {
      movementId: posted.movementId,
      operation: kind.label,
      reason: 'Boleto de depósito pago',
      amount: row.amount,
      payer: receiptParty(account),
      destination: receiptParty(account),
      description: null,
      at: posted.at,
    });
    await trx
      .updateTable('deposit_boleto')
      .set({ status: 'PAGO', finished_at: at, movement_id: posted.movementId })
      .where('id', '=', row.id)
      .execute();
    return { ...depositView({ ...row, status: 'PAGO', finished_at: at }), idTransacao: posted.movementId };
  });
}
