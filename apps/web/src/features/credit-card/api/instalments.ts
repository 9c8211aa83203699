import type { Centavos } from '@carteira/core/money';
import { bank } from '../../../lib/bank/bank.ts';
import { cents } from './wire.ts';

/** One way of splitting an invoice: `count` monthly instalments of `value` on the Price table. */
export interface InstalmentPlan {
  count: number;
  value: Centavos;
  total: Centavos;
  interest: Centavos;
  /** The IOF financed into the plan (in the instalments). */
  iof: Centavos;
  /** What the plan finances: the invoice's pending amount plus the IOF (plus a rare centavo given back). */
  financed: Centavos;
  /** 0, or the centavo credited to the account when rounding makes the plan cover one more. */
  credited: Centavos;
  /** % a month, e.g. 4.99. */
  monthlyRate: number;
  /** CET, % a year, two decimals: interest and IOF (Resolução CMN 4.881/2020). */
  annualCet: number;
  firstDue: string;
}

interface WirePlan {
  quantidadeParcelas: number;
  valorParcela: number;
  valorTotal: number;
  valorJuros: number;
  valorIof: number;
  valorFinanciado: number;
  valorCreditadoConta: number;
  taxaJurosMensal: number;
  cetAnual: number;
  parcelas: { dataVencimento: string }[];
}

const toPlan = (w: WirePlan): InstalmentPlan => ({
  count: w.quantidadeParcelas,
  value: cents(w.valorParcela),
  total: cents(w.valorTotal),
  interest: cents(w.valorJuros),
  iof: cents(w.valorIof),
  financed: cents(w.valorFinanciado),
  credited: cents(w.valorCreditadoConta),
  monthlyRate: w.taxaJurosMensal,
  annualCet: w.cetAnual,
  firstDue: w.parcelas[0]?.dataVencimento ?? '',
});

/** contas/cartao-garantia/faturas/simulacao-parcelamento: the plans (2 to 12) for a closed invoice. */
export async function quoteInstalments(invoiceId: string): Promise<InstalmentPlan[]> {
  const r = await bank.call<{ opcoes: WirePlan[] }>('contas/cartao-garantia/faturas/simulacao-parcelamento', {
    faturaId: invoiceId,
  });
  return r.opcoes.map(toPlan);
}

/** contas/cartao-garantia/faturas/parcelamento: the invoice settled by the chosen plan, with the PIN. */
export async function payInInstalments(input: {
  invoiceId: string;
  count: number;
  pin: string;
}): Promise<InstalmentPlan> {
  const r = await bank.call<WirePlan>('contas/cartao-garantia/faturas/parcelamento', {
    faturaId: input.invoiceId,
    quantidadeParcelas: input.count,
    pin: input.pin,
  });
  return toPlan(r);
}
