import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { CardSettings } from './card-settings.ts';
import { cardQueryKeys } from './keys.ts';

/** PUT cartao/configurar-contactless: allows or stops payments by tapping the card. */
export async function configureContactless(input: { cardKey: string; on: boolean }): Promise<boolean> {
  const r = await bank.call<{ permiteContactless: boolean }>(
    'cartao/configurar-contactless',
    { chaveDeCartao: input.cardKey, permiteContactless: input.on },
    { method: 'PUT' },
  );
  return r.permiteContactless;
}

/**
 * The switch moves at once (the cached settings change before the bank answers) and goes back to what
 * it was when the bank refuses; the settings are asked again afterwards either way.
 */
export function useConfigureContactless(cardKey: string) {
  const session = useSession();
  const client = useQueryClient();
  const key = cardQueryKeys.settings(session?.clientKey ?? '', cardKey);
  return useMutation({
    mutationFn: (on: boolean) => configureContactless({ cardKey, on }),
    onMutate: async (on: boolean) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<CardSettings>(key);
      client.setQueryData<CardSettings>(key, { contactless: on });
      return { before };
    },
    onError: (_error, _on, context) => {
      if (context?.before) client.setQueryData<CardSettings>(key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
