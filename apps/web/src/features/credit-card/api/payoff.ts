import type { Centavos } from '@carteira/core/money';
import { bank } from '../../../lib/bank/bank.ts';
import { cents } from './wire.ts';

export interface PayoffQuote {
  remaining: number;
  remainingAmount: Centavos;
  interestOff: Centavos;
  payoff: Centavos;
}

/** contas/cartao-garantia/parcelamentos/simulacao-quitacao: what paying the plan off today costs. */
export async function quotePayoff(planId: string): Promise<PayoffQuote> {
  const r = await bank.call<{
    parcelasRestantes: number;
    valorParcelasRestantes: number;
    descontoJuros: number;
    valorQuitacao: number;
  }>('contas/cartao-garantia/parcelamentos/simulacao-quitacao', { idParcelamento: planId });
  return {
    remaining: r.parcelasRestantes,
    remainingAmount: cents(r.valorParcelasRestantes),
    interestOff: cents(r.descontoJuros),
    payoff: cents(r.valorQuitacao),
  };
}

/** contas/cartao-garantia/parcelamentos/quitacao: from the balance, with the PIN. */
export async function payOff(input: { planId: string; pin: string }): Promise<{ paid: Centavos }> {
  const r = await bank.call<{ valorQuitacao: number }>('contas/cartao-garantia/parcelamentos/quitacao', {
    idParcelamento: input.planId,
    pin: input.pin,
  });
  return { paid: cents(r.valorQuitacao) };
}
