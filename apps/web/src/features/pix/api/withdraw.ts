import { fromReais, toReais } from '@carteira/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { WithdrawOrder, WithdrawPoint, WithdrawReceipt } from '../flow/withdraw-flow.ts';
import { withdrawTotal } from '../flow/withdraw-flow.ts';

interface WireWithdrawCode {
  nome: string;
  valor: number | null;
  beneficiario: { nome: string };
  saqueTroco?: {
    nomeAgente: string;
    modalidadeAgente: string;
    prestadorDoServicoDeSaque: string;
    permiteSaque: boolean;
    permiteTroco: boolean;
    valorMaximoSaqueTroco: number;
  } | null;
}

/** The code is no withdrawal point's (no facilitator in it). */
export class NotAWithdrawPoint extends Error {
  constructor() {
    super('not a withdrawal point');
    this.name = 'NotAWithdrawPoint';
  }
}

/** pix/qrcode/processar-qrcode for a point's code: its agent, facilitator, what it offers and the cash limit now. */
export async function readWithdrawPoint(qrCode: string): Promise<WithdrawPoint> {
  const r = await bank.call<WireWithdrawCode>('pix/qrcode/processar-qrcode', { qrCode });
  const point = r.saqueTroco;
  if (!point) throw new NotAWithdrawPoint();
  return {
    qrCode,
    name: r.beneficiario.nome || r.nome,
    agentName: point.nomeAgente,
    agentMode: point.modalidadeAgente,
    provider: point.prestadorDoServicoDeSaque,
    allowsSaque: point.permiteSaque,
    allowsTroco: point.permiteTroco,
    maxCash: fromReais(point.valorMaximoSaqueTroco),
    fixedAmount: r.valor === null ? null : fromReais(r.valor),
  };
}

interface WireWithdrawOrder {
  valorOperacao: number;
  idTransacao: string;
  endToEnd: string;
  dataHora: string;
  valorSaqueTroco: number;
}

/** pix/operacao/enviar-ordem-pagamento-por-qrcode with finalidadeDaTransacao 1 (Saque) or 2 (Troco); 40084 out of the rules. */
export async function withdraw(request: {
  pin: string;
  point: WithdrawPoint;
  order: WithdrawOrder;
}): Promise<WithdrawReceipt> {
  const { point, order } = request;
  const r = await bank.call<WireWithdrawOrder>('pix/operacao/enviar-ordem-pagamento-por-qrcode', {
    pin: request.pin,
    qrCode: point.qrCode,
    finalidadeDaTransacao: order.mode === 'SAQUE' ? 1 : 2,
    valorSaqueTroco: toReais(order.cash),
    valor: toReais(withdrawTotal(order)),
    modalidadeAgente: point.agentMode,
    prestadorDoServicoDeSaque: point.provider,
  });
  return {
    transactionId: r.idTransacao,
    endToEnd: r.endToEnd,
    total: fromReais(r.valorOperacao),
    cash: fromReais(r.valorSaqueTroco),
    at: r.dataHora,
  };
}

export function useReadWithdrawPoint() {
  return useMutation({ mutationKey: ['pix', 'withdraw-point'], mutationFn: readWithdrawPoint });
}

export function useWithdraw() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['pix', 'withdraw'],
    mutationFn: withdraw,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
