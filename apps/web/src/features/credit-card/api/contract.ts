import { isExecutionSuccess } from '@carteira/core/errors';
import type { Centavos } from '@carteira/core/money';
import { toReais } from '@carteira/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { BankError } from '../../../lib/bank/bank-error.ts';
import { useSession } from '../../../lib/session/session.ts';
import { creditCardKeys } from './keys.ts';
import { cents } from './wire.ts';

/** contas/cartao-garantia/contrato-corrente: the contract text for this guarantee and due day. */
export async function fetchContract(
  amount: Centavos,
  dueDay: number,
): Promise<{ text: string; limit: Centavos }> {
  const r = await bank.call<{ texto: string; limite: number }>('contas/cartao-garantia/contrato-corrente', {
    valor: toReais(amount),
    diaVencimentoFatura: dueDay,
  });
  return { text: r.texto, limit: cents(r.limite) };
}

export interface SignInput {
  amount: Centavos;
  dueDay: number;
  pin: string;
  selfie: string;
}

/**
 * contas/cartao-garantia/contrato-corrente/assinatura: PIN and selfie; the guarantee leaves the account.
 * FINALIZADA_COM_ERROS (a step such as the custody registration left pending) also counts as signed
 * (wallet.md section 4); any other execution status is a failure.
 */
export async function signContract(input: SignInput): Promise<{ limit: Centavos; last4: string }> {
  const r = await bank.call<{ statusExecucao: string; limiteTotal: number; finalCartao: string }>(
    'contas/cartao-garantia/contrato-corrente/assinatura',
    {
      valor: toReais(input.amount),
      diaVencimentoFatura: input.dueDay,
      pin: input.pin,
      imagemBase64: input.selfie,
    },
  );
  if (!isExecutionSuccess(r.statusExecucao)) throw new BankError(0, 200, 'error.genericErrorSubtext');
  return { limit: cents(r.limiteTotal), last4: r.finalCartao };
}

/** A change to the card's money: afterwards every credit card query is asked again. */
export function useCreditCardMutation<I, O>(fn: (input: I) => Promise<O>) {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: creditCardKeys.all(session?.clientKey ?? '') }),
  });
}
