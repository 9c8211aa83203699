import { type Centavos, fromReais, toReais } from '@carteira/core/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { transferKeys } from './keys.ts';

export interface TedWindow {
  /** The bank's date (YYYY-MM-DD, São Paulo): schedules count from it, not from the device's date. */
  today: string;
  open: boolean;
  start: string;
  end: string;
  /** The day a TED asked now goes (YYYY-MM-DD): today when open, else the next day it can. */
  sendOn: string;
}

/** transferencias/consultar-horario-ted. */
export async function fetchTedWindow(): Promise<TedWindow> {
  const r = await bank.call<{
    dataAtual: string;
    aberta: boolean;
    horarioInicio: string;
    horarioFim: string;
    dataEfetivacao: string;
  }>('transferencias/consultar-horario-ted');
  return {
    today: r.dataAtual,
    open: r.aberta,
    start: r.horarioInicio,
    end: r.horarioFim,
    sendOn: r.dataEfetivacao,
  };
}

/** limites-tarifas/consultar-tarifa-operacao for a TED of this amount: the fee, shown before the PIN. */
export async function fetchTedFee(amount: Centavos): Promise<Centavos> {
  const r = await bank.call<{ valorTarifa: number }>('limites-tarifas/consultar-tarifa-operacao', {
    motivoTransacao: 'TED',
    valorTransacao: toReais(amount),
  });
  return fromReais(r.valorTarifa);
}

export function useTedWindow() {
  const session = useSession();
  return useQuery({
    ...queryOptions({ queryKey: transferKeys.tedWindow(session?.accountKey ?? ''), queryFn: fetchTedWindow }),
    staleTime: 0,
    enabled: session !== null,
  });
}

export function useTedFee(amount: Centavos) {
  const session = useSession();
  return useQuery({
    ...queryOptions({
      queryKey: transferKeys.tedFee(session?.accountKey ?? '', amount),
      queryFn: () => fetchTedFee(amount),
    }),
    enabled: session !== null && amount > 0,
  });
}
