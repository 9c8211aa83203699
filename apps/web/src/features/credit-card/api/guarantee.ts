import { type Centavos, toReais } from '@carteira/core/money';
import { bank } from '../../../lib/bank/bank.ts';
import { cents } from './wire.ts';

/** contas/cartao-garantia/simulacao-resgate: whether the amount may be redeemed, and the new limit. */
export async function simulateRedeem(amount: Centavos): Promise<{ allowed: boolean; redeemable: Centavos }> {
  const r = await bank.call<{ permitido: boolean; valorResgatavel: number }>(
    'contas/cartao-garantia/simulacao-resgate',
    { valor: toReais(amount) },
  );
  return { allowed: r.permitido, redeemable: cents(r.valorResgatavel) };
}

export type GuaranteeMove = 'redeem' | 'invest';

/** contas/cartao-garantia/solicitar-resgate or /aplicacao: PIN and selfie; the limit follows. */
export async function moveGuarantee(input: {
  move: GuaranteeMove;
  amount: Centavos;
  pin: string;
  selfie: string;
}): Promise<{ limit: Centavos }> {
  const path =
    input.move === 'redeem' ? 'contas/cartao-garantia/solicitar-resgate' : 'contas/cartao-garantia/aplicacao';
  const r = await bank.call<{ limiteTotal: number }>(path, {
    valor: toReais(input.amount),
    pin: input.pin,
    imagemBase64: input.selfie,
  });
  return { limit: cents(r.limiteTotal) };
}
