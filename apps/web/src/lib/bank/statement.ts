import { type Centavos, fromReais } from '@carteira/core/money';
import { bank } from './bank.ts';

/** Statement page size (wallet.md section 9). */
export const STATEMENT_PAGE_SIZE = 50;
const NEWEST_FIRST = 0;

interface WireItem {
  transacaoId: string;
  idTipoTransacao: number;
  dataHoraTransacao: string;
  valorBRL: number;
  natureza: 'C' | 'D';
  nomeContraparte?: string | null;
  descricao?: string | null;
  possuiComprovante: boolean;
  autenticacao?: string | null;
  possuiTarifa?: boolean;
  tarifa?: number | null;
  naoProcessado?: boolean;
  endToEnd?: string | null;
  chavePix?: string | null;
}

interface WirePage {
  itens: WireItem[];
  pagina: number;
  totalPaginas: number;
}

/**
 * One statement line, as every feature that lists them reads it (wallet.md's mapped transaction). It
 * is named by its type code (core's catalogue), never by the bank's description.
 */
export interface StatementItem {
  id: string;
  typeId: number;
  /** ISO date-time with offset. */
  at: string;
  amount: Centavos;
  direction: 'in' | 'out';
  counterparty: string;
  note: string;
  hasReceipt: boolean;
  /** The receipt's authentication code ('' without a receipt). */
  authentication: string;
  fee: Centavos;
  hasFee: boolean;
  /** Not processed. */
  failed: boolean;
  /** Pix lines only ('' otherwise). */
  endToEnd: string;
  key: string;
}

export interface StatementPage {
  items: StatementItem[];
  page: number;
  totalPages: number;
}

/** Which statement: the whole account's, or its Pix lines with the spec's filter (all 30+40, sent 40, received 30). */
export type StatementKind = { kind: 'all' } | { kind: 'pix'; filter: 'all' | 'sent' | 'received' };

function toItem(item: WireItem): StatementItem {
  return {
    id: item.transacaoId,
    typeId: item.idTipoTransacao,
    at: item.dataHoraTransacao,
    amount: fromReais(item.valorBRL),
    direction: item.natureza === 'C' ? 'in' : 'out',
    counterparty: item.nomeContraparte ?? '',
    note: item.descricao ?? '',
    hasReceipt: item.possuiComprovante,
    authentication: item.autenticacao ?? '',
    fee: fromReais(item.tarifa ?? 0),
    hasFee: item.possuiTarifa === true,
    failed: item.naoProcessado === true,
    endToEnd: item.endToEnd ?? '',
    key: item.chavePix ?? '',
  };
}

/**
 * One page of a statement, newest first, in a São Paulo date range: conta/consultar-extrato-completo
 * for the whole account, pix/operacao/consultar-extrato for the Pix lines; the same items either way.
 */
export async function fetchStatementPage(
  which: StatementKind,
  range: { from: string; to: string },
  page: number,
): Promise<StatementPage> {
  const body = {
    dataInicio: range.from,
    dataFim: range.to,
    pagina: page,
    tamanhoPagina: STATEMENT_PAGE_SIZE,
    ordenacao: NEWEST_FIRST,
  };
  const r =
    which.kind === 'pix'
      ? await bank.call<WirePage>('pix/operacao/consultar-extrato', { filtro: which.filter, ...body })
      : await bank.call<WirePage>('conta/consultar-extrato-completo', body);
  return { items: r.itens.map(toItem), page: r.pagina, totalPages: r.totalPaginas };
}
