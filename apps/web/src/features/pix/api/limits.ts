import { type Centavos, fromReais, toReais } from '@carteira/core/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import type {
  LimitChangeOutcome,
  LimitType,
  NocturnalStart,
  StartChangeOutcome,
} from '../flow/limits-flow.ts';
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
  /** The hour the nocturnal period starts now. */
  nocturnalStart: NocturnalStart;
  /** A later start asked for and not applied yet. */
  pendingStart: { start: NocturnalStart; effectiveAt: string } | null;
  /** This device's limits while it is new for Pix (IN BCB 491/2024), else null. */
  newDevice: NewDeviceLimits | null;
}

export interface NewDeviceLimits {
  perPayment: Centavos;
  perDay: Centavos;
  available: Centavos;
  until: string;
}

interface WireNewDevice {
  limitePorTransacao: number;
  limiteDiario: number;
  valorDisponivel: number;
  liberadoEm: string;
}

interface WireStartChange {
  status: 'Aprovado' | 'Pendente';
  inicioPeriodoNoturno: number;
  dataEfetivacao: string;
}

const toStart = (n: number | undefined): NocturnalStart => (n === 22 ? 22 : 20);

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
  const answer = await bank.call<{
    limites: WireLimit[];
    inicioPeriodoNoturno?: number;
    alteracaoInicioNoturnoPendente?: { inicioPeriodoNoturno: number; dataEfetivacao: string } | null;
    dispositivoNovo?: WireNewDevice | null;
  }>('limites-cliente/consultar-limites');
  const device = answer.dispositivoNovo;
  const daily = answer.limites.find((l) => l.tipoLimite === 1);
  const nocturnal = answer.limites.find((l) => l.tipoLimite === 2);
  if (!daily || !nocturnal) throw new Error('limits answer without both limits');
  const pending = answer.alteracaoInicioNoturnoPendente;
  return {
    daily: toLimit(daily),
    nocturnal: toLimit(nocturnal),
    nocturnalStart: toStart(answer.inicioPeriodoNoturno),
    pendingStart: pending
      ? { start: toStart(pending.inicioPeriodoNoturno), effectiveAt: pending.dataEfetivacao }
      : null,
    newDevice: device
      ? {
          perPayment: fromReais(device.limitePorTransacao),
          perDay: fromReais(device.limiteDiario),
          available: fromReais(device.valorDisponivel),
          until: device.liberadoEm,
        }
      : null,
  };
}

/** limites-cliente/alterar-limite-noturno-pix (idempotent): back to 20h at once, 22h after 24 hours. */
export async function requestNocturnalStart(start: NocturnalStart): Promise<StartChangeOutcome> {
  const r = await bank.call<WireStartChange>('limites-cliente/alterar-limite-noturno-pix', {
    inicioPeriodoNoturno: start,
  });
  return {
    start: toStart(r.inicioPeriodoNoturno),
    status: r.status === 'Aprovado' ? 'Aprovado' : 'Pendente',
    effectiveAt: r.dataEfetivacao,
  };
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

export function useRequestNocturnalStart() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['pix', 'nocturnal-start'],
    mutationFn: requestNocturnalStart,
    onSettled: () => {
      if (!session) return;
      void queryClient.invalidateQueries({ queryKey: pixKeys.limits(session.accountKey) });
    },
  });
}
