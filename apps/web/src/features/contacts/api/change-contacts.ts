import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { type Contact, toContact, type WireContact } from '../../../lib/bank/contacts.ts';
import { useSession } from '../../../lib/session/session.ts';
import { type NewContact, toWireNewContact } from './contact-wire.ts';
import { contactQueryKeys } from './keys.ts';

function must(contact: Contact | null): Contact {
  if (!contact) throw new Error('a contact answered without keys');
  return contact;
}

/** favorito/cadastrar-favorito: a new contact, or a new key for the one kept under the same CPF/CNPJ. */
export async function saveContact(input: NewContact): Promise<Contact> {
  return must(
    toContact(await bank.call<WireContact>('favorito/cadastrar-favorito', toWireNewContact(input))),
  );
}

/** favorito/atualizar-favorito: the nickname (empty clears it). */
export async function updateNickname(input: { id: string; nickname: string }): Promise<Contact> {
  return must(
    toContact(
      await bank.call<WireContact>('favorito/atualizar-favorito', {
        favoritoId: input.id,
        apelido: input.nickname.trim(),
      }),
    ),
  );
}

/** favorito/excluir-contato-favorito. */
export async function deleteContact(id: string): Promise<void> {
  await bank.call('favorito/excluir-contato-favorito', { favoritoId: id });
}

/** favorito/excluir-chave-favorito: one key (a contact's last key stays; delete the contact instead). */
export async function deleteContactKey(input: { id: string; keyId: string }): Promise<Contact> {
  return must(
    toContact(
      await bank.call<WireContact>('favorito/excluir-chave-favorito', {
        favoritoId: input.id,
        chaveId: input.keyId,
      }),
    ),
  );
}

/** Every change refreshes the contacts (the list here and the send menu's). */
function useContactMutation<I, O>(fn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => client.invalidateQueries({ queryKey: contactQueryKeys.all(session?.clientKey ?? '') }),
  });
}

export const useSaveContact = () => useContactMutation(saveContact);
export const useUpdateNickname = () => useContactMutation(updateNickname);
/** A deleted contact refreshes the lists only: its own details would answer not found while still on screen. */
export function useDeleteContact() {
  const client = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: deleteContact,
    onSuccess: () =>
      client.invalidateQueries({ queryKey: [...contactQueryKeys.all(session?.clientKey ?? ''), 'list'] }),
  });
}
export const useDeleteContactKey = () => useContactMutation(deleteContactKey);
