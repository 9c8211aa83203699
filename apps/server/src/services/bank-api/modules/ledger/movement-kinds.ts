/**
 * Kinds of movement and the transaction type ids the statement shows (idTipoTransacao). The spec
 * does not list the individual codes; these are this bank's, grouped by family (1xxx transfers,
 * 2xxx Pix, 3xxx TED and salary, 4xxx boleto, 5xxx recharge).
 */
export const MOVEMENT_KINDS = {
  TRANSFERENCIA_INTERNA: { typeId: 1001, label: 'Transferência entre contas' },
  PIX_ENVIADO: { typeId: 2001, label: 'Pix enviado' },
  PIX_RECEBIDO: { typeId: 2002, label: 'Pix recebido' },
  TED_RECEBIDA: { typeId: 3002, label: 'TED recebida' },
  SALARIO: { typeId: 3101, label: 'Crédito de salário' },
  BOLETO_PAGO: { typeId: 4001, label: 'Pagamento de boleto' },
  RECARGA_CELULAR: { typeId: 5001, label: 'Recarga de celular' },
} as const;

export type MovementKind = keyof typeof MOVEMENT_KINDS;

export function kindLabel(kind: string): string {
  return (MOVEMENT_KINDS as Record<string, { label: string }>)[kind]?.label ?? 'Movimentação';
}
