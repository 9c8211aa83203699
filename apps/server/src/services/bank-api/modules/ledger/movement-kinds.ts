/**
 * Kinds of movement and the transaction type ids the statement shows (idTipoTransacao). The spec
 * does not list the individual codes; these are this bank's, grouped by family (1xxx transfers, 2xxx cards,
 * 3xxx TED and salary, 4xxx boleto, 5xxx recharge, 6xxx financing, 7xxx ATM). Pix uses the spec's statement filter ids: a Pix
 * leaving the account is 40, one arriving 30, whichever side of one movement the account is on.
 */
export const MOVEMENT_KINDS = {
  TRANSFERENCIA_INTERNA: { typeId: 1001, label: 'Transferência entre contas' },
  PIX_ENVIADO: { typeId: 40, label: 'Pix enviado' },
  PIX_RECEBIDO: { typeId: 30, label: 'Pix recebido' },
  /** A Pix between two accounts of this bank: sent on one side, received on the other. */
  PIX_INTERNO: { typeId: 40, label: 'Pix' },
  /** A return of a received Pix (devolução): sent by the one who received it, received by the payer. */
  PIX_DEVOLUCAO: { typeId: 40, label: 'Devolução de Pix' },
  TED_RECEBIDA: { typeId: 3002, label: 'TED recebida' },
  /** A TED to another bank, out through the settlement account. */
  TED_ENVIADA: { typeId: 3001, label: 'TED enviada' },
  /** A TED the receiving bank gave back (devolução): the money returns to the account. */
  TED_DEVOLVIDA: { typeId: 3003, label: 'TED devolvida' },
  SALARIO: { typeId: 3101, label: 'Crédito de salário' },
  BOLETO_PAGO: { typeId: 4001, label: 'Pagamento de boleto' },
  /** A deposit boleto the customer issued, paid at another bank and settled: credits the account. */
  DEPOSITO_BOLETO: { typeId: 4002, label: 'Depósito por boleto' },
  RECARGA_CELULAR: { typeId: 5001, label: 'Recarga de celular' },
  /** A payment with the bank's own QR code (the spec's QR pay type, 4078) into a merchant's settlement account. */
  QR_PAGAMENTO: { typeId: 4078, label: 'Pagamento com QR code' },
  /** A recharge the operator did not confirm, given back. */
  ESTORNO_RECARGA_CELULAR: { typeId: 5002, label: 'Estorno de recarga de celular' },
  /** Cash taken at an ATM of the shared network by its QR code, with the withdrawal fee. */
  SAQUE_ATM: { typeId: 7001, label: 'Saque em caixa eletrônico' },
  /** A debit card purchase the card network authorised (2xxx: cards). */
  COMPRA_CARTAO_DEBITO: { typeId: 2001, label: 'Compra no cartão de débito' },
  /** A card purchase the merchant or the network reversed. */
  ESTORNO_COMPRA_CARTAO: { typeId: 2002, label: 'Estorno de compra no cartão' },
  /** The down payment of a smartphone financing, from the account to the financing company. */
  FINANCIAMENTO_ENTRADA: { typeId: 6001, label: 'Entrada do financiamento' },
  /** A down payment given back (a cancelled proposal, or paid twice). */
  FINANCIAMENTO_ESTORNO_ENTRADA: { typeId: 6002, label: 'Estorno da entrada do financiamento' },
  /** An instalment of a smartphone financing, from the account to the financing company. */
  FINANCIAMENTO_PARCELA: { typeId: 6003, label: 'Parcela do financiamento' },
  /** An instalment paid twice (a Pix code paid after it was paid), given back. */
  FINANCIAMENTO_ESTORNO_PARCELA: { typeId: 6004, label: 'Estorno de parcela do financiamento' },
  /** The guarantee of the guaranteed-credit card, invested from the account (8xxx: the credit card). */
  CARTAO_GARANTIA_APLICACAO: { typeId: 8001, label: 'Aplicação em garantia do cartão de crédito' },
  /** Part of the guarantee redeemed back to the account. */
  CARTAO_GARANTIA_RESGATE: { typeId: 8002, label: 'Resgate da garantia do cartão de crédito' },
  /** A credit card purchase: the bank pays the network, the customer owes it on the invoice. */
  COMPRA_CARTAO_CREDITO: { typeId: 2101, label: 'Compra no cartão de crédito' },
  /** A credit card invoice paid from the account or by Pix. */
  PAGAMENTO_FATURA_CARTAO: { typeId: 8003, label: 'Pagamento de fatura do cartão de crédito' },
  /** Interest, IOF and late charges an invoice carried into the next. */
  ENCARGOS_FATURA_CARTAO: { typeId: 8004, label: 'Encargos da fatura do cartão de crédito' },
  /** A Pix paid to an invoice beyond what it owed, given back to the account. */
  ESTORNO_PAGAMENTO_FATURA_CARTAO: { typeId: 8005, label: 'Devolução de pagamento de fatura' },
  /** A boleto this bank issued for one of its products (an invoice) paid from outside, into that product's account. */
  PAGAMENTO_BOLETO_EMITIDO: { typeId: 8006, label: 'Pagamento de boleto emitido pelo banco' },
  /** The interest of an invoice instalment, charged when the invoice that carries it closes. */
  JUROS_PARCELAMENTO_FATURA_CARTAO: { typeId: 8007, label: 'Juros do parcelamento de fatura do cartão' },
  /**
   * The IOF an invoice instalment plan finances, owed by the customer and collected for the Receita; in
   * the rare plan with a surplus centavo, that centavo credited to the customer's account.
   */
  IOF_PARCELAMENTO_FATURA_CARTAO: { typeId: 8008, label: 'IOF do parcelamento de fatura do cartão' },
  /**
   * The guarantee's CDB income on the part redeemed, paid by the bank with the redemption: the customer
   * gets it net, the IOF and the income tax withheld go to the accounts that collect them for the Receita.
   */
  CARTAO_GARANTIA_RENDIMENTO: { typeId: 8009, label: 'Rendimento da garantia do cartão de crédito' },
  /** An invoice instalment plan paid off early from the account: its principal not yet billed, no interest. */
  QUITACAO_PARCELAMENTO_FATURA_CARTAO: {
    typeId: 8010,
    label: 'Quitação antecipada de parcelamento de fatura do cartão',
  },
  /** An FGTS anniversary-withdrawal advance credited to the account (9xxx: FGTS), the IOF withheld. */
  ANTECIPACAO_FGTS: { typeId: 9001, label: 'Antecipação do saque-aniversário FGTS' },
  /** The FGTS operator's yearly payment of a pledged anniversary into the advance portfolio. */
  ANTECIPACAO_FGTS_REPASSE: { typeId: 9002, label: 'Repasse do saque-aniversário FGTS' },
  /** An advance withdrawn from within 7 days (CDC art. 49): the released amount paid back, the IOF undone. */
  ANTECIPACAO_FGTS_DESISTENCIA: { typeId: 9004, label: 'Desistência da antecipação FGTS' },
  /** A gift card's code redeemed into the account, from the gift-card treasury (reason 3062). */
  CREDITO_CARTAO_PRESENTE: { typeId: 3062, label: 'Crédito de cartão-presente' },
  /** Cashback of a rewards programme, from the promotions account (9xxx: rewards, decision 0030). */
  CASHBACK_RECOMPENSA: { typeId: 9101, label: 'Cashback de recompensa' },
  /** A programme's cashback taken back when the payment that earned it was returned. */
  ESTORNO_CASHBACK_RECOMPENSA: { typeId: 9102, label: 'Estorno de cashback de recompensa' },
  /** A recharge coupon's discount, credited back after the recharge it was used on. */
  DESCONTO_CUPOM_RECARGA: { typeId: 9103, label: 'Desconto de cupom de recarga' },
} as const;

export type MovementKind = keyof typeof MOVEMENT_KINDS;

export function kindLabel(kind: string): string {
  return (MOVEMENT_KINDS as Record<string, { label: string }>)[kind]?.label ?? 'Movimentação';
}

/** The kinds the Pix statement shows. */
export const PIX_KINDS: ReadonlySet<string> = new Set<string>([
  'PIX_ENVIADO',
  'PIX_RECEBIDO',
  'PIX_INTERNO',
  'PIX_DEVOLUCAO',
]);

/** The type id and label one account's statement shows for its posting in a movement. */
export function statementType(kind: string, typeId: number, amount: number): { id: number; label: string } {
  if (PIX_KINDS.has(kind)) {
    const side = amount < 0 ? MOVEMENT_KINDS.PIX_ENVIADO : MOVEMENT_KINDS.PIX_RECEBIDO;
    return { id: side.typeId, label: side.label };
  }
  return { id: typeId, label: kindLabel(kind) };
}
