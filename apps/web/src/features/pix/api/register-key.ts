import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { NewKeyType } from '../flow/key-options.ts';
import { pixKeys } from './keys.ts';
import { type MyPixKey, toMyKey, type WireKey } from './list-keys.ts';

export type KeyRegistration =
  | { type: 'CPF' | 'EVP' }
  | { type: 'PHONE' | 'EMAIL'; key: string; code: string };

const PATHS: Record<NewKeyType, string> = {
  CPF: 'pix/enderecamento/cadastrar-chave-identificacao-fiscal',
  EVP: 'pix/enderecamento/cadastrar-chave-evp',
  EMAIL: 'pix/enderecamento/cadastrar-chave-email',
  PHONE: 'pix/enderecamento/cadastrar-chave-celular',
};

/** pix/enderecamento/cadastrar-chave-*: 40070 taken, 40071 five keys already, 11012 wrong code. */
export async function registerKey(registration: KeyRegistration): Promise<MyPixKey> {
  const body =
    registration.type === 'PHONE' || registration.type === 'EMAIL'
      ? { chave: registration.key, codigoValidacao: registration.code }
      : {};
  return toMyKey(await bank.call<WireKey>(PATHS[registration.type], body));
}

export function useRegisterKey() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationKey: ['pix', 'register-key'],
    mutationFn: registerKey,
    onSuccess: () => {
      if (session) void queryClient.invalidateQueries({ queryKey: pixKeys.myKeys(session.accountKey) });
    },
  });
}
