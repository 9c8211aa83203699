import { addDays, daysBetween, todayInSaoPaulo } from '@carteira/core/calendar';
import { HISTORY_DAYS, RECEIVED_TYPE, SENT_TYPE, TRANSACTION_FILTER_TYPES } from '@carteira/core/history';
import { centavos, toReais } from '@carteira/core/money';
import { startOfSaoPauloDay, toSaoPauloDateTime } from '../../../../../platform/time.ts';
import type { Executor } from '../../../../../tables.ts';
import type { BankSession } from '../../../bank-route.ts';
import { invalidPeriod } from '../../account/account.errors.ts';
import { findOwnedAccount } from '../../account/account.repository.ts';
import { PIX_KINDS, statementType } from '../../ledger/movement-kinds.ts';
import { accountNotFound } from '../pix.errors.ts';
import { pixStatementPage } from './pix-statement.repository.ts';

/** Page size of the Pix statement (wallet.md section 9). */
export const PIX_STATEMENT_PAGE = 50;

export type PixFilter = keyof typeof TRANSACTION_FILTER_TYPES;

export interface PixStatementInput {
  chaveDeConta: string;
  filtro: PixFilter;
  dataInicio: string;
  dataFim: string;
  pagina: number;
  tamanhoPagina: number;
  ordenacao: 0 | 1;
}

/**
 * The account's Pix lines in a São Paulo date range of at most 90 days back, filtered as the spec's
 * history filters: all (30 and 40), sent (40), received (30). An empty period is an empty list.
 */
export async function pixStatement(db: Executor, now: Date, session: BankSession, input: PixStatementInput) {
  const account = await findOwnedAccount(db, session.customerId, input.chaveDeConta);
  if (!account) throw accountNotFound();
  if (daysBetween(input.dataInicio, input.dataFim) < 0) {
    throw invalidPeriod("o campo 'dataFim' deve ser igual ou posterior a 'dataInicio'");
  }
  if (daysBetween(addDays(todayInSaoPaulo(now), -HISTORY_DAYS), input.dataInicio) < 0) {
    throw invalidPeriod(`o campo 'dataInicio' deve estar nos últimos ${HISTORY_DAYS} dias`);
  }
  const types: readonly number[] = TRANSACTION_FILTER_TYPES[input.filtro];
  const { rows, total } = await pixStatementPage(db, {
    accountId: account.id,
    kinds: [...PIX_KINDS],
    sent: types.includes(SENT_TYPE),
    received: types.includes(RECEIVED_TYPE),
    from: startOfSaoPauloDay(input.dataInicio),
    to: startOfSaoPauloDay(addDays(input.dataFim, 1)),
    limit: input.tamanhoPagina,
    offset: (input.pagina - 1) * input.tamanhoPagina,
    newestFirst: input.ordenacao === 0,
  });
  return {
    itens: rows.map((r) => {
      const type = statementType(r.kind, r.type_id, r.amount);
      return {
        transacaoId: r.movement_id,
        idTipoTransacao: type.id,
        descricaoTipoTransacao: type.label,
        dataHoraTransacao: toSaoPauloDateTime(r.created_at),
        valorBRL: toReais(centavos(Math.abs(r.amount))),
        natureza: r.amount > 0 ? 'C' : 'D',
        nomeContraparte: r.counterparty_name ?? '',
        descricao: r.description ?? '',
        possuiComprovante: r.has_receipt,
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
