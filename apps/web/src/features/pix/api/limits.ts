import { type Centavos, fromReais, toReais } from '@carteira/core/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { LimitChangeOutcome, LimitType } from '../flow/limits-flow.ts';
import { pixKeys } from './keys.ts';

/** Limit-change reason (wallet.md section 9). */
export const LIMIT_CHANGE_REASON = 4028;

interface WireLimit {
  tipoLimite: number;
  periodo: string;
  valorLimite: number;
  valorUtilizado: number;
  valorDisponivel: number;
  horaInicio?: string;
  horaFim?: string;
  periodoNoturnoAtivo?: boolean;
}

interface WireRequest {
  idSolicitacao: string;
  status: 'Aprovado' | 'Pendente';
  tipoLimite: number;
  valorAnterior: number;
  valorSolicitado: number;
  dataSolicitacao: string;
  dataEfetivacao: string;
}

export interface PixLimit {
  limitType: LimitType;
  limit: Centavos;
  used: Centavos;
  available: Centavos;
  start: string;
  end: string;
  nocturnalNow: boolean;
}

export interface PixLimits {
  daily: PixLimit;
  nocturnal: PixLimit;
}

export interface LimitRequest {
  id: string;
  limitType: LimitType;
  from: Centavos;
  to: Centavos;
  effectiveAt: string;
}

const toType = (n: number): LimitType => (n === 2 ? 2 : 1);

function toLimit(w: WireLimit): PixLimit {
  return {
    limitType: toType(w.tipoLimite),
    limit: fromReais(w.valorLimite),
    used: fromReais(w.valorUtilizado),
    available: fromReais(w.valorDisponivel),
    start: w.horaInicio ?? '',
    end: w.horaFim ?? '',
    nocturnalNow: w.periodoNoturnoAtivo === true,
  };
}

/** limites-cliente/consultar-limites: the daily limit, then the nocturnal one. */
export async function getLimits(): Promise<PixLimits> {
  const { limites } = await bank.call<{ limites: WireLimit[] }>('limites-cliente/consultar-limites');
  const daily = limites.find((l) => l.tipoLimite === 1);
  const nocturnal = limites.find((l) => l.tipoLimite === 2);
  if (!daily || !nocturnal) throw new Error('limits answer without both limits');
  return { daily: toLimit(daily), nocturnal: toLimit(nocturnal) };
}

/** limites-cliente/consultar-solicitacoes-pendentes: increases waiting their 24 hours, oldest first. */
export async function getLimitRequests(): Promise<LimitRequest[]> {
  const { solicitacoes } = await bank.call<{ solicitacoes: WireRequest[] }>(
    'limites-cliente/consultar-solicitacoes-pendentes',
  );
  return solicitacoes.map((s) => ({
    id: s.idSolicitacao,
    limitType: toType(s.tipoLimite),
    from: fromReais(s.valorAnterior),
    to: fromReais(s.valorSolicitado),
    effectiveAt: s.dataEfetivacao,
  }));
}

/** limites-cliente/solicitar-alteracao-limite-operacao (idempotent): a decrease at once, an increase in 24 h. */
export async function requestLimitChange(change: {
  limitType: LimitType;
  amount: Centavos;
}): Promise<LimitChangeOutcome> {
  const r = await bank.call<WireRequest>('limites-cliente/solicitar-alteracao-limite-operacao', {
    tipoLimite: change.limitType,
    motivo: LIMIT_CHANGE_REASON,
    valor: toReais(change.amount),
  });
  return {
    limitType: toType(r.tipoLimite),
    status: r.status === 'Aprovado' ? 'Aprovado' : 'Pendente',
    amount: fromReais(r.valorSolicitado),
    effectiveAt: r.dataEfetivacao,
  };
}

export function usePixLimits() {
  const session = useSession();
  const accountKey = session?.accountKey ?? '';
  const limits = useQuery({
    queryKey: pixKeys.limits(accountKey),
    queryFn: getLimits,
    enabled: session !== null,
  });
  const requests = useQuery({
    queryKey: pixKeys.limitRequests(accountKey),
    queryFn: getLimitRequests,
    enabled: session !== null,
  });
  return { limits, requests };
}

export function useRequestLimitChange() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['pix', 'limit-change'],
    mutationFn: requestLimitChange,
    onSettled: () => {
      if (!session) return;
      void queryClient.invalidateQueries({ queryKey: pixKeys.limits(session.accountKey) });
      void queryClient.invalidateQueries({ queryKey: pixKeys.limitRequests(session.accountKey) });
    },
  });
}
