import { type Centavos, fromReais } from '@carteira/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';

export interface Redeemed {
  amount: Centavos;
  transactionId: string;
  at: string;
}

/** tesouraria/cartao-presente/creditar-conta-cliente (reason 3062): the code's amount into the account. */
export async function redeemGiftCard(code: string): Promise<Redeemed> {
  const r = await bank.call<{ valor: number; idTransacao: string; dataHora: string }>(
    'tesouraria/cartao-presente/creditar-conta-cliente',
    { codigo: code, motivo: 3062 },
  );
  return { amount: fromReais(r.valor), transactionId: r.idTransacao, at: r.dataHora };
}

/** The same credit for a card issued to the customer as a holder: by its key, no code. */
export async function creditHolderCard(chaveDeCartao: string): Promise<Redeemed> {
  const r = await bank.call<{ valor: number; idTransacao: string; dataHora: string }>(
    'tesouraria/cartao-presente/creditar-conta-cliente',
    { chaveDeCartao, motivo: 3062 },
  );
  return { amount: fromReais(r.valor), transactionId: r.idTransacao, at: r.dataHora };
}

export function useCreditHolderCard() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['gift-card', 'credit-holder-card'],
    mutationFn: creditHolderCard,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['gift-card'] });
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}

export function useRedeemGiftCard() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['gift-card', 'redeem'],
    mutationFn: redeemGiftCard,
    onSettled: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
