import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { pixKeys } from './keys.ts';

/** pix/enderecamento/excluir-chave: removes one of the account's keys from the directory. */
export async function deleteKey(key: string): Promise<void> {
  await bank.call('pix/enderecamento/excluir-chave', { chave: key });
}

export function useDeleteKey() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['pix', 'delete-key'],
    mutationFn: deleteKey,
    onSettled: (_data, _error, key) => {
      if (!session) return;
      void queryClient.invalidateQueries({ queryKey: pixKeys.myKeys(session.accountKey) });
      // a key registered again later has a new date and holder answer
      queryClient.removeQueries({ queryKey: pixKeys.keyDetails(session.accountKey, key) });
    },
  });
}
