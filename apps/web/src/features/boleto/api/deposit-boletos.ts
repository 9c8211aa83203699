import { type Centavos, fromReais, toReais } from '@carteira/core/money';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import { boletoKeys } from './keys.ts';

interface DepositWire {
  idBoleto: string;
  linhaDigitavel: string;
  codigoDeBarras: string;
  valorNominal: number;
  valorTarifa: number;
  valorTotal: number;
  dataEmissao: string;
  dataVencimento: string;
  status: string;
}

export interface DepositBoleto {
  id: string;
  line: string;
  barcode: string;
  amount: Centavos;
  fee: Centavos;
  total: Centavos;
  issuedOn: string;
  dueDate: string;
  /** Aberto, Pago or Baixado: mapped with core/status boletoStatusOf. */
  status: string;
}

const fromWire = (w: DepositWire): DepositBoleto => ({
  id: w.idBoleto,
  line: w.linhaDigitavel,
  barcode: w.codigoDeBarras,
  amount: fromReais(w.valorNominal),
  fee: fromReais(w.valorTarifa),
  total: fromReais(w.valorTotal),
  issuedOn: w.dataEmissao,
  dueDate: w.dataVencimento,
  status: w.status,
});

export interface DepositList {
  boletos: DepositBoleto[];
  limit: Centavos;
  left: Centavos;
}

/** deposito/consultar-boletos-de-deposito-por-data-emissao, with operation 3001's limit left today. */
export async function listDeposits(from: string, to: string): Promise<DepositList> {
  const r = await bank.call<{ boletos: DepositWire[]; limiteDiario: number; limiteDisponivel: number }>(
    'deposito/consultar-boletos-de-deposito-por-data-emissao',
    { dataInicio: from, dataFim: to },
  );
  return {
    boletos: r.boletos.map(fromWire),
    limit: fromReais(r.limiteDiario),
    left: fromReais(r.limiteDisponivel),
  };
}

export const depositsQuery = (accountKey: string, from: string, to: string) =>
  queryOptions({
    queryKey: boletoKeys.deposits(accountKey, from, to),
    queryFn: () => listDeposits(from, to),
  });

export function useDepositBoletos(from: string, to: string) {
  const session = useSession();
  return useQuery({ ...depositsQuery(session?.accountKey ?? '', from, to), enabled: session !== null });
}

/** deposito/solicitar-boleto-para-deposito, due on the day chosen. */
export async function issueDeposit(order: { amount: Centavos; due: string }): Promise<DepositBoleto> {
  return fromWire(
    await bank.call<DepositWire>('deposito/solicitar-boleto-para-deposito', {
      valor: toReais(order.amount),
      dataVencimento: order.due,
    }),
  );
}

/** deposito/cancelar-boleto-de-deposito. */
export async function cancelDeposit(id: string): Promise<DepositBoleto> {
  return fromWire(await bank.call<DepositWire>('deposito/cancelar-boleto-de-deposito', { idBoleto: id }));
}

function useAccountMutation<T, R>(key: string, fn: (value: T) => Promise<R>) {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['boleto', key],
    mutationFn: fn,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}

export const useIssueDeposit = () => useAccountMutation('issue-deposit', issueDeposit);
export const useCancelDeposit = () => useAccountMutation('cancel-deposit', cancelDeposit);
