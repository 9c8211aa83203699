import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { cardQueryKeys } from './keys.ts';

export interface WalletToken {
  reference: string;
  last4: string;
  wallet: string;
  status: string;
}

/**
 * carteira-digital/listar-tokens-visa: the card's tokens already in phone wallets (the bank answers
 * every network's tokens on this path, ELO's included).
 */
export async function listWalletTokens(cardKey: string): Promise<WalletToken[]> {
  const r = await bank.call<{
    tokens: { tokenReferenceId: string; ultimosDigitosToken: string; carteira: string; status: string }[];
  }>('carteira-digital/listar-tokens-visa', { chaveDeCartao: cardKey });
  return r.tokens.map((t) => ({
    reference: t.tokenReferenceId,
    last4: t.ultimosDigitosToken,
    wallet: t.carteira,
    status: t.status,
  }));
}

export function useWalletTokens(cardKey: string, enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: cardQueryKeys.walletTokens(session?.clientKey ?? '', cardKey),
    queryFn: () => listWalletTokens(cardKey),
    enabled: enabled && session !== null,
  });
}
