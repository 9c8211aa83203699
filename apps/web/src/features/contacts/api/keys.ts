import { contactsScope } from '../../../lib/bank/contacts.ts';

/** Query keys of the contacts, under the customer (the send menu's contacts option reads the same root). */
export const contactQueryKeys = {
  all: (clientKey: string) => contactsScope(clientKey),
  list: (clientKey: string, filter: string) => [...contactsScope(clientKey), 'list', filter.trim()] as const,
  detail: (clientKey: string, id: string) => [...contactsScope(clientKey), 'detail', id] as const,
};
