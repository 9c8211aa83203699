import type { IsoDate } from '@carteira/core/calendar';
import { type Centavos, fromReais } from '@carteira/core/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { historyKeys } from './keys.ts';

/** wallet.md, Scheduled items: TED 1 or 2, boleto 3, otherwise Pix. */
export type ScheduledKind = 'ted' | 'boleto' | 'pix';

export const scheduledKindOf = (code: unknown): ScheduledKind =>
  code === 1 || code === 2 ? 'ted' : code === 3 ? 'boleto' : 'pix';

/** A scheduled item as the statement shows it: its next payment. */
export interface ScheduledItem {
  id: string;
  kind: ScheduledKind;
  /** tipoAgendamentoEnum as the bank sent it: 1 a transfer between Carteira accounts, 2 a TED (both 'ted'). */
  typeCode: number;
  /** The next payment's day. */
  date: IsoDate;
  /** The next payment, in centavos. */
  amount: Centavos;
  counterparty: string;
  /** Payments in all (1 once; more, monthly) and those already made. */
  recurrences: number;
  done: number;
  key: string | null;
  agency: string | null;
  account: string | null;
  bank: string | null;
  accountType: number | null;
  line: string | null;
  barcode: string | null;
}

interface WireItem {
  idAgendamento: string;
  tipoAgendamentoEnum: unknown;
  valor: number;
  dataPagamento: string | null;
  numeroRecorrencias?: number;
  numeroDeOcorrencias?: number;
  nomeContraparte?: string | null;
  chave?: string | null;
  agencia?: string | null;
  conta?: string | null;
  banco?: string | null;
  tipoConta?: number | null;
  linhaDigitavel?: string | null;
  codigoDeBarras?: string | null;
}

export function toScheduledItem(w: WireItem): ScheduledItem {
  return {
    id: w.idAgendamento,
    kind: scheduledKindOf(w.tipoAgendamentoEnum),
    typeCode: typeof w.tipoAgendamentoEnum === 'number' ? w.tipoAgendamentoEnum : 0,
    date: w.dataPagamento ?? '',
    amount: fromReais(w.valor),
    counterparty: w.nomeContraparte ?? '',
    recurrences: w.numeroRecorrencias ?? 1,
    done: w.numeroDeOcorrencias ?? 0,
    key: w.chave ?? null,
    agency: w.agencia ?? null,
    account: w.conta ?? null,
    bank: w.banco ?? null,
    accountType: w.tipoConta ?? null,
    line: w.linhaDigitavel ?? null,
    barcode: w.codigoDeBarras ?? null,
  };
}

/** conta/consultar-agendamentos: the account's Pix, boleto and TED schedules still to come, the next first. */
export async function getScheduled(): Promise<ScheduledItem[]> {
  const r = await bank.call<{ agendamentos?: WireItem[] }>('conta/consultar-agendamentos');
  return (r.agendamentos ?? []).filter((w) => w.dataPagamento).map(toScheduledItem);
}

export const scheduledQueryOptions = (accountKey: string) =>
  queryOptions({ queryKey: historyKeys.scheduled(accountKey), queryFn: getScheduled, staleTime: 0 });

export function useScheduled() {
  const session = useSession();
  return useQuery({ ...scheduledQueryOptions(session?.accountKey ?? ''), enabled: session !== null });
}
