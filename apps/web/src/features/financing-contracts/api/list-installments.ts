import { toSaoPauloDate } from '@carteira/core/calendar';
import { type Centavos, fromReais } from '@carteira/core/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { contractKeys } from './keys.ts';

export interface WireInstallment {
  valor: number;
  numParcela: number;
  valorAtual: number;
  vencimento: string;
  statusPagamento: string;
  dataPagamento: string | null;
}

export type InstallmentStatus = 'open' | 'paid' | 'overdue';

const STATUS_OF: Readonly<Record<string, InstallmentStatus>> = {
  EM_ABERTO: 'open',
  PAGA: 'paid',
  VENCIDA: 'overdue',
};

export interface Installment {
  number: number;
  value: Centavos;
  /** The value today (with charges when overdue). */
  currentValue: Centavos;
  dueDate: string;
  status: InstallmentStatus;
  paidAt: string | null;
}

export function toInstallment(wire: WireInstallment): Installment {
  return {
    number: wire.numParcela,
    value: fromReais(wire.valor),
    currentValue: fromReais(wire.valorAtual),
    dueDate: toSaoPauloDate(wire.vencimento),
    status: STATUS_OF[wire.statusPagamento] ?? 'open',
    paidAt: wire.dataPagamento ? toSaoPauloDate(wire.dataPagamento) : null,
  };
}

/** financiamento/mobile/contas/contratos/parcelas: a contract's instalments, first to last. */
export async function listInstallments(contractId: string): Promise<Installment[]> {
  const { parcelas } = await bank.call<{ parcelas: WireInstallment[] }>(
    'financiamento/mobile/contas/contratos/parcelas',
    { idContrato: contractId },
  );
  return (parcelas ?? []).map(toInstallment).sort((a, b) => a.number - b.number);
}

export const installmentsQueryOptions = (accountKey: string, contractId: string) =>
  queryOptions({
    queryKey: contractKeys.installments(accountKey, contractId),
    queryFn: () => listInstallments(contractId),
  });

/** `pollMs`: read again every so often (while a Pix code waits for its payer). */
export function useInstallments(contractId: string, options: { pollMs?: number } = {}) {
  const session = useSession();
  return useQuery({
    ...installmentsQueryOptions(session?.accountKey ?? '', contractId),
    enabled: session !== null,
    ...(options.pollMs ? { refetchInterval: options.pollMs } : {}),
  });
}
