import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../lib/session/session.ts';
import { cardQueryKeys } from './keys.ts';

/** A change to a card: afterwards the list and every cached card detail are asked again. */
export function useCardMutation<I, O>(fn: (input: I) => Promise<O>) {
  const session = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => client.invalidateQueries({ queryKey: cardQueryKeys.all(session?.clientKey ?? '') }),
  });
}
