import { type Centavos, fromReais } from '@carteira/core/money';
import { asPaymentReason, type PaymentReason } from '@carteira/core/transactions';
import { bank } from './bank.ts';

interface WireParty {
  nome: string;
  identificacaoFiscalMascarada?: string;
  banco?: string;
  agencia?: string;
  conta?: string;
}

interface WireReceipt {
  comprovanteId: string;
  idTransacao: string;
  dataOperacao: string;
  autenticacao: string;
  motivoTransacao?: string | null;
  codigoMotivo?: string | null;
  idTipoTransacao?: number | null;
  valor: number;
  tipoOperacao: string;
  pagador: WireParty;
  destino: WireParty;
  descricao?: string | null;
  tarifa?: number | null;
  endToEnd?: string | null;
  chavePix?: string | null;
  linhaDigitavel?: string | null;
  dataVencimento?: string | null;
  operadora?: string | null;
  ddi?: string | null;
  ddd?: string | null;
  numeroCelular?: string | null;
  idSaque?: string | null;
}

export interface ReceiptParty {
  name: string;
  maskedTaxId: string;
  bank: string;
  agency: string;
  account: string;
}

/** A comprovante, as every feature that shows one reads it. */
export interface Receipt {
  id: string;
  transactionId: string;
  at: string;
  authentication: string;
  /** The transaction type code of this account's side (core's catalogue); the app names it. */
  typeId: number;
  /** How it was paid, as a code of core's payment reasons; null when the bank gave none. */
  reasonCode: PaymentReason | null;
  amount: Centavos;
  fee: Centavos;
  payer: ReceiptParty;
  payee: ReceiptParty;
  note: string;
  /** Pix only ('' otherwise): the end-to-end id and the key paid. */
  endToEnd: string;
  key: string;
  /** Boleto payments only ('' otherwise): the line paid and its due date (YYYY-MM-DD). */
  boletoLine: string;
  boletoDueDate: string;
  /** Phone top-ups only (null otherwise): the operator and the number topped up. */
  recharge: { operator: string; ddi: string; ddd: string; number: string } | null;
  /** ATM withdrawals only ('' otherwise): the withdrawal's identifier. */
  withdrawalId: string;
}

const party = (p: WireParty): ReceiptParty => ({
  name: p.nome,
  maskedTaxId: p.identificacaoFiscalMascarada ?? '',
  bank: p.banco ?? '',
  agency: p.agencia ?? '',
  account: p.conta ?? '',
});

/**
 * comprovante/consultar-comprovantes-por-id-transacao: the receipt of one transaction of the
 * session's customer (404 / 40403 when it is not theirs). Features wrap it in their own query.
 */
export async function fetchReceipt(transactionId: string): Promise<Receipt> {
  const r = await bank.call<WireReceipt>('comprovante/consultar-comprovantes-por-id-transacao', {
    idTransacao: transactionId,
  });
  return {
    id: r.comprovanteId,
    transactionId: r.idTransacao,
    at: r.dataOperacao,
    authentication: r.autenticacao,
    typeId: r.idTipoTransacao ?? 0,
    reasonCode: asPaymentReason(r.codigoMotivo),
    amount: fromReais(r.valor),
    fee: fromReais(r.tarifa ?? 0),
    payer: party(r.pagador),
    payee: party(r.destino),
    note: r.descricao ?? '',
    endToEnd: r.endToEnd ?? '',
    key: r.chavePix ?? '',
    boletoLine: r.linhaDigitavel ?? '',
    boletoDueDate: r.dataVencimento ?? '',
    recharge: r.operadora
      ? { operator: r.operadora, ddi: r.ddi ?? '55', ddd: r.ddd ?? '', number: r.numeroCelular ?? '' }
      : null,
    withdrawalId: r.idSaque ?? '',
  };
}
