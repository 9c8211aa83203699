import { useQuery } from '@tanstack/react-query';
import { type Contact, contactsScope, fetchContacts } from '../../../lib/bank/contacts.ts';
import { useSession } from '../../../lib/session/session.ts';

/** The largest page favorito/consultar-favoritos gives. */
const PAGE_SIZE = 100;

/**
 * favorito/consultar-favoritos, every page: the TED's contact step searches them by name on the
 * phone. Kept under the contacts' root, so saving or deleting a contact anywhere refreshes it.
 */
export async function listAllContacts(): Promise<Contact[]> {
  const first = await fetchContacts('', 1, PAGE_SIZE);
  const contacts = [...first.contacts];
  for (let page = 2; page <= first.pages; page += 1) {
    contacts.push(...(await fetchContacts('', page, PAGE_SIZE)).contacts);
  }
  return contacts;
}

export function useTedContacts() {
  const session = useSession();
  return useQuery({
    queryKey: [...contactsScope(session?.clientKey ?? ''), 'list', 'ted-all'],
    queryFn: listAllContacts,
    enabled: session !== null,
  });
}
