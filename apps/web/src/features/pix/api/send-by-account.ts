import { onlyDigits, stripCnpj } from '@carteira/core/br';
import { type Centavos, toReais } from '@carteira/core/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { AccountDestination, PixReceipt } from '../flow/pay-flow.ts';
import { toReceipt, type WireOrder } from './pix-order.ts';

export interface AccountOrder {
  pin: string;
  amount: Centavos;
  account: AccountDestination;
}

/** pix/operacao/enviar-ordem-pagamento-por-agencia (idempotent): 40401 no such account, 40073 not its holder. */
export async function sendByAccount(order: AccountOrder): Promise<PixReceipt> {
  const { account } = order;
  const r = await bank.call<WireOrder>('pix/operacao/enviar-ordem-pagamento-por-agencia', {
    pin: order.pin,
    valor: toReais(order.amount),
    codInstituicaoBeneficiario: onlyDigits(account.institution),
    agenciaBeneficiario: onlyDigits(account.agency),
    contaBeneficiario: onlyDigits(account.account),
    tipoContaBeneficiario: account.accountType,
    identificacaoFiscalBeneficiario: stripCnpj(account.taxId),
    nomeBeneficiario: account.name.trim(),
  });
  return toReceipt(r);
}

export function useSendByAccount() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['pix', 'send-by-account'],
    mutationFn: sendByAccount,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    },
  });
}
