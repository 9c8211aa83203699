import { useQuery } from '@tanstack/react-query';
import { fetchContacts } from '../../../lib/bank/contacts.ts';
import { useSession } from '../../../lib/session/session.ts';
import { contactQueryKeys } from './keys.ts';

/** favorito/consultar-favoritos: the customer's contacts by name, filtered by name or nickname. */
export function useContacts(filter: string) {
  const session = useSession();
  return useQuery({
    queryKey: contactQueryKeys.list(session?.clientKey ?? '', filter),
    queryFn: () => fetchContacts(filter),
    enabled: session !== null,
    placeholderData: (previous) => previous,
  });
}
