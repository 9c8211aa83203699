import { type Centavos, fromReais } from '@carteira/core/money';

/** dimoqrcode/validar's answer. */
export interface QrDetailsWire {
  qrCode: string;
  estabelecimento: { nome: string; cnpj: string; cidade: string };
  valor: number;
  descricao: string;
  dataExpiracao: string;
  situacao: string;
}

export interface QrDetails {
  code: string;
  merchant: string;
  merchantDocument: string;
  city: string;
  amount: Centavos;
  description: string;
  /** ISO date-time with offset. */
  expiresAt: string;
}

export function detailsFromWire(w: QrDetailsWire): QrDetails {
  return {
    code: w.qrCode,
    merchant: w.estabelecimento.nome,
    merchantDocument: w.estabelecimento.cnpj,
    city: w.estabelecimento.cidade,
    amount: fromReais(w.valor),
    description: w.descricao,
    expiresAt: w.dataExpiracao,
  };
}
