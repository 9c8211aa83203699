import { addDays, daysBetween, todayInSaoPaulo, toSaoPauloDate } from '@carteira/core/calendar';
import { centavos, toReais } from '@carteira/core/money';
import { withTransaction } from '../../../../platform/database/transaction.ts';
import { startOfSaoPauloDay, toSaoPauloDateTime } from '../../../../platform/time.ts';
import type { Executor } from '../../bank-database.ts';
import type { BankDeps, BankSession } from '../../bank-route.ts';
import { checkAccountPin } from '../auth/pin.service.ts';
import { statementType } from '../ledger/movement-kinds.ts';
import { accountNotFound, invalidPeriod } from './account.errors.ts';
import {
  type AccountRow,
  findOwnedAccount,
  listCustomerAccounts,
  readBalance,
} from './account.repository.ts';
import { BANK_CODE, BANK_NAME } from './bank-identity.ts';
import { statementPage } from './statement.repository.ts';

/** Statement window and page size (wallet.md section 9). */
export const STATEMENT_MAX_DAYS = 90;
export const STATEMENT_MAX_PAGE = 50;

export function toConta(a: AccountRow) {
  return {
    chaveDeConta: a.id,
    chaveDeCliente: a.customer_id,
    agencia: a.agencia,
    numero: a.numero,
    banco: BANK_NAME,
    codigoBanco: BANK_CODE,
    tipoContaBancaria: a.tipo,
    descricaoConta: a.descricao,
    dataAbertura: toSaoPauloDate(a.opened_at),
    idStatusConta: a.status,
    titular: a.nome,
    identificacaoFiscal: a.cpf,
  };
}

export async function ownAccount(db: Executor, session: BankSession, accountId: string): Promise<AccountRow> {
  const account = await findOwnedAccount(db, session.customerId, accountId);
  if (!account) throw accountNotFound();
  return account;
}

export async function listAccounts(db: Executor, session: BankSession) {
  return { contas: (await listCustomerAccounts(db, session.customerId)).map(toConta) };
}

export async function balanceOf(db: Executor, session: BankSession, accountId: string) {
  const account = await ownAccount(db, session, accountId);
  return { saldo: toReais(centavos(await readBalance(db, account.id))) };
}

export interface StatementInput {
  chaveDeConta: string;
  dataInicio: string;
  dataFim: string;
  pagina: number;
  tamanhoPagina: number;
  ordenacao: number;
}

/** What narrows a statement: the Pix one asks for the Pix kinds and, with its filter, one direction. */
export interface StatementFilter {
  kinds?: readonly string[] | undefined;
  direction?: 'in' | 'out' | undefined;
}

/**
 * The statement of one of the customer's accounts in a São Paulo date range of at most 90 days back,
 * one page of it: the whole statement and the Pix one are this one query and these items.
 */
export async function statement(
  deps: Pick<BankDeps, 'db' | 'now'>,
  session: BankSession,
  input: StatementInput,
  filter: StatementFilter = {},
) {
  const account = await ownAccount(deps.db, session, input.chaveDeConta);
  const today = todayInSaoPaulo(deps.now());
  if (daysBetween(input.dataInicio, input.dataFim) < 0) {
    throw invalidPeriod("o campo 'dataFim' deve ser igual ou posterior a 'dataInicio'");
  }
  if (daysBetween(addDays(today, -STATEMENT_MAX_DAYS), input.dataInicio) < 0) {
    throw invalidPeriod(`o campo 'dataInicio' deve estar nos últimos ${STATEMENT_MAX_DAYS} dias`);
  }
  const { rows, total } = await statementPage(deps.db, {
    accountId: account.id,
    from: startOfSaoPauloDay(input.dataInicio),
    to: startOfSaoPauloDay(addDays(input.dataFim, 1)),
    limit: input.tamanhoPagina,
    offset: (input.pagina - 1) * input.tamanhoPagina,
    newestFirst: input.ordenacao === 0,
    kinds: filter.kinds,
    direction: filter.direction,
  });
  return {
    itens: rows.map((r) => {
      const type = statementType(r.kind, r.type_id, Number(r.amount));
      const fee = Number(r.fee ?? 0);
      return {
        transacaoId: r.movement_id,
        idTipoTransacao: type.id,
        descricaoTipoTransacao: type.label,
        dataHoraTransacao: toSaoPauloDateTime(r.created_at),
        valorBRL: toReais(centavos(Math.abs(Number(r.amount)))),
        natureza: Number(r.amount) > 0 ? 'C' : 'D',
        nomeContraparte: r.counterparty_name ?? '',
        descricao: r.description ?? '',
        possuiComprovante: r.has_receipt,
        /** The receipt's authentication code; null for a line without a receipt. */
        autenticacao: r.authentication ?? null,
        possuiTarifa: fee > 0,
        tarifa: toReais(centavos(fee)),
        /** A posted line is always processed: the ledger writes nothing for a refused payment. */
        naoProcessado: false,
        endToEnd: r.end_to_end ?? null,
        chavePix: r.chave ?? null,
      };
    }),
    pagina: input.pagina,
    tamanhoPagina: input.tamanhoPagina,
    totalItens: total,
    totalPaginas: Math.ceil(total / input.tamanhoPagina),
  };
}

/** Checks the PIN without doing anything else; wrong tries count toward the lock all the same. */
export async function validatePin(deps: BankDeps, session: BankSession, accountId: string, pin: string) {
  return withTransaction(deps.db, async (trx) => {
    const account = await ownAccount(trx, session, accountId);
    await checkAccountPin(trx, account.id, pin, deps.config.pinPepper);
    return { valido: true };
  });
}
