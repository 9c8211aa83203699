import { fromReais } from '@carteira/core/money';
import type { PixReceipt } from '../flow/pay-flow.ts';

/** OrdemPix, the answer of both payment paths. */
export interface WireOrder {
  valorOperacao: number;
  idTransacao: string;
  idComprovante: string;
  endToEnd: string;
  dataHora: string;
  nomeBeneficiario: string;
  instituicaoBeneficiario: string;
}

export function toReceipt(r: WireOrder): PixReceipt {
  return {
    transactionId: r.idTransacao,
    receiptId: r.idComprovante,
    endToEnd: r.endToEnd,
    amount: fromReais(r.valorOperacao),
    at: r.dataHora,
    payeeName: r.nomeBeneficiario,
    institution: r.instituicaoBeneficiario,
  };
}
