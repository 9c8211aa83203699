import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchContacts } from '../../../lib/bank/contacts.ts';
import { useSession } from '../../../lib/session/session.ts';
import { contactQueryKeys } from './keys.ts';

/** Contacts asked a page at a time; "see more" asks the next. */
export const CONTACTS_PAGE_SIZE = 50;

/** favorito/consultar-favoritos: the customer's contacts by name, filtered by name or nickname, page by page. */
export function useContacts(filter: string) {
  const session = useSession();
  return useInfiniteQuery({
    queryKey: [...contactQueryKeys.list(session?.clientKey ?? '', filter), 'pages'],
    queryFn: ({ pageParam }) => fetchContacts(filter, pageParam, CONTACTS_PAGE_SIZE),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (all.length < last.pages ? all.length + 1 : undefined),
    select: (data) => data.pages.flatMap((p) => p.contacts),
    enabled: session !== null,
    placeholderData: (previous) => previous,
  });
}
