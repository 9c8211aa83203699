import { useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { type Contact, toContact, type WireContact } from '../../../lib/bank/contacts.ts';
import { useSession } from '../../../lib/session/session.ts';
import { contactQueryKeys } from './keys.ts';

/** wallet.md section 9: a contact's details come 20 keys to a page (the most a contact holds). */
export const CONTACT_KEYS_PAGE_SIZE = 20;

/** favorito/consultar-chaves-favorito: one contact with its keys; null when it has none usable. */
export async function getContact(id: string): Promise<Contact | null> {
  const r = await bank.call<WireContact>('favorito/consultar-chaves-favorito', {
    favoritoId: id,
    pagina: 1,
    tamanhoPagina: CONTACT_KEYS_PAGE_SIZE,
  });
  return toContact(r);
}

export function useContact(id: string | null) {
  const session = useSession();
  return useQuery({
    queryKey: contactQueryKeys.detail(session?.clientKey ?? '', id ?? ''),
    queryFn: () => getContact(id ?? ''),
    enabled: session !== null && id !== null,
  });
}
