/**
 * Every status of a smartphone financing contracting (financing.md section 4), written once for the
 * financing service's state machine and the app's resume rules.
 */
export const ContractingStatus = {
  STARTED: 'CONTRATACAO_INICIADA',
  CREDIT_PROCESSING: 'PROCESSANDO_ANALISE_CREDITO',
  AWAITING_PROPOSAL: 'AGUARDANDO_GERACAO_PROPOSTA',
  AWAITING_SELFIE: 'AGUARDANDO_SELFIE',
  AWAITING_ACCEPTANCE: 'AGUARDANDO_ACEITE_PROPOSTA',
  AWAITING_DOWN_PAYMENT: 'AGUARDANDO_PAGAMENTO_ENTRADA',
  AWAITING_INVOICING: 'AGUARDANDO_FATURAMENTO',
  INVOICING: 'PROCESSANDO_FATURAMENTO',
  FINISHED: 'CONTRATACAO_FINALIZADA',
  CREDIT_REJECTED: 'ANALISE_CREDITO_REPROVADA',
  DENIED: 'CONTRATACAO_NEGADA',
  CANCELLED: 'CONTRATACAO_CANCELADA',
} as const;

export type ContractingStatusName = (typeof ContractingStatus)[keyof typeof ContractingStatus];
