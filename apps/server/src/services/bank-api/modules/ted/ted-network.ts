/**
 * The reserve-transfer system (STR) and the receiving banks, a port: a TED leaves this bank's
 * settlement account for the receiving bank, which credits its customer or gives the money back
 * (a devolução: account closed, account not found, holder's CPF/CNPJ not the account's). Which
 * accounts exist over there belongs to the outside world (the sandbox's: sandbox/other-banks.ts).
 */
export interface TedOrder {
  /** The receiving bank's ISPB (8 digits) and code (3 digits). */
  ispb: string;
  codigo: string;
  agencia: string;
  conta: string;
  /** 1 checking, 2 savings, 3 salary, 4 payment account. */
  tipoConta: number;
  nome: string;
  /** CPF (11 digits) or CNPJ (14 characters, letters allowed). */
  identificacaoFiscal: string;
  /** Centavos, positive. */
  valor: number;
}

export type TedAnswer = { status: 'ACEITA' } | { status: 'DEVOLVIDA'; motivo: string };

export interface TedNetwork {
  send(order: TedOrder): Promise<TedAnswer>;
}
