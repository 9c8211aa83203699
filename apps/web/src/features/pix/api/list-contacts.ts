import { useQuery } from '@tanstack/react-query';
import { contactsScope, fetchContacts } from '../../../lib/bank/contacts.ts';
import { useSession } from '../../../lib/session/session.ts';

/** favorito/consultar-favoritos for the send menu's contacts option: every contact, by name. */
export function usePixContacts(filter: string) {
  const session = useSession();
  return useQuery({
    queryKey: [...contactsScope(session?.clientKey ?? ''), 'list', filter.trim()],
    queryFn: () => fetchContacts(filter),
    enabled: session !== null,
  });
}
