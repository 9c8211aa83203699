import type { Centavos } from '@carteira/core/money';
import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { creditCardKeys } from './keys.ts';
import { cents } from './wire.ts';

export interface CardConfiguration {
  total: Centavos;
  used: Centavos;
  available: Centavos;
  invested: Centavos;
  redeemable: Centavos;
  dueDay: number;
  bestPurchaseDay: number;
  autoDebit: boolean;
  last4: string;
  openInvoice: { id: string | null; closing: string; due: string; amount: Centavos };
  /** Invoices being paid in instalments, not over yet. */
  plans: {
    id: string;
    count: number;
    carried: number;
    value: Centavos;
    remaining: Centavos;
    nextDue: string | null;
  }[];
}

interface Wire {
  limiteTotal: number;
  limiteUtilizado: number;
  limiteDisponivel: number;
  valorInvestido: number;
  valorResgatavel: number;
  diaVencimentoFatura: number;
  melhorDiaCompra: number;
  debitoAutomatico: boolean;
  finalCartao: string;
  faturaId: string | null;
  dataFechamento: string;
  dataVencimento: string;
  valorFaturaAtual: number;
  parcelamentos?: {
    idParcelamento: string;
    quantidadeParcelas: number;
    parcelasLancadas: number;
    valorParcela: number;
    saldoDevedor: number;
    proximoVencimento: string | null;
  }[];
}

/** contas/cartao-garantia/configuracao: the limits and the open invoice. */
export async function fetchConfiguration(): Promise<CardConfiguration> {
  const r = await bank.call<Wire>('contas/cartao-garantia/configuracao');
  return {
    total: cents(r.limiteTotal),
    used: cents(r.limiteUtilizado),
    available: cents(r.limiteDisponivel),
    invested: cents(r.valorInvestido),
    redeemable: cents(r.valorResgatavel),
    dueDay: r.diaVencimentoFatura,
    bestPurchaseDay: r.melhorDiaCompra,
    autoDebit: r.debitoAutomatico,
    last4: r.finalCartao,
    openInvoice: {
      id: r.faturaId,
      closing: r.dataFechamento,
      due: r.dataVencimento,
      amount: cents(r.valorFaturaAtual),
    },
    plans: (r.parcelamentos ?? []).map((p) => ({
      id: p.idParcelamento,
      count: p.quantidadeParcelas,
      carried: p.parcelasLancadas,
      value: cents(p.valorParcela),
      remaining: cents(p.saldoDevedor),
      nextDue: p.proximoVencimento,
    })),
  };
}

export function useConfiguration(enabled = true) {
  const session = useSession();
  return useQuery({
    queryKey: creditCardKeys.configuration(session?.clientKey ?? ''),
    queryFn: fetchConfiguration,
    enabled: session !== null && enabled,
  });
}
