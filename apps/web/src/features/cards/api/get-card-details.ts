import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { cardQueryKeys } from './keys.ts';

/**
 * cartao/obter-cartao-completo-por-chave-cartao: the hash that opens the processor's details frame.
 * The app never sees the full number: only the frame's address with its hash, asked through the
 * gateway's hash path, the only one the bank answers it on.
 */
export async function fetchCardDetailsFrame(cardKey: string): Promise<string> {
  const r = await bank.call<{ hash: string; urlDetalhes: string }>(
    'cartao/obter-cartao-completo-por-chave-cartao',
    { chaveDeCartao: cardKey },
    { door: 'hash' },
  );
  return `${r.urlDetalhes}?hash=${encodeURIComponent(r.hash)}`;
}

/** Asked again after 4 minutes (the hash opens the frame for 5), and after any block or unblock. */
export function useCardDetailsFrame(cardKey: string | null) {
  const session = useSession();
  return useQuery({
    queryKey: cardQueryKeys.details(session?.clientKey ?? '', cardKey ?? ''),
    queryFn: () => fetchCardDetailsFrame(cardKey ?? ''),
    enabled: session !== null && cardKey !== null,
    staleTime: 4 * 60_000,
    gcTime: 4 * 60_000,
  });
}
