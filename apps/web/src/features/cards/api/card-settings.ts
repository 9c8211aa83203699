import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { cardQueryKeys } from './keys.ts';

export interface CardSettings {
  contactless: boolean;
}

/** GET cartao/obter-configuracoes: the card's settings (whether contactless payments are allowed). */
export async function fetchCardSettings(cardKey: string): Promise<CardSettings> {
  const r = await bank.call<{ permiteContactless: boolean }>(
    'cartao/obter-configuracoes',
    { chaveDeCartao: cardKey },
    { method: 'GET' },
  );
  return { contactless: r.permiteContactless };
}

export function useCardSettings(cardKey: string) {
  const session = useSession();
  return useQuery({
    queryKey: cardQueryKeys.settings(session?.clientKey ?? '', cardKey),
    queryFn: () => fetchCardSettings(cardKey),
    enabled: session !== null,
  });
}
