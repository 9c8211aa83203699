import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { useSession } from '../../../lib/session/session.ts';
import { homeKeys } from './keys.ts';

export interface Profile {
  name: string;
  nickname: string;
  email: string;
  /** Digits: area code then number. */
  mobile: string;
}

interface PersonResult {
  nome: string;
  apelido?: string;
  email?: string;
  telefoneMovel?: { ddd?: string; numero?: string };
}

/** cliente/obter-dados-pessoa-fisica-por-chave: the customer's personal data. */
export async function getProfile(): Promise<Profile> {
  const person = await bank.call<PersonResult>('cliente/obter-dados-pessoa-fisica-por-chave');
  return {
    name: person.nome,
    nickname: person.apelido ?? '',
    email: person.email ?? '',
    mobile: `${person.telefoneMovel?.ddd ?? ''}${person.telefoneMovel?.numero ?? ''}`,
  };
}

export const profileQueryOptions = (accountKey: string, clientKey: string) =>
  queryOptions({
    queryKey: homeKeys.profile(accountKey, clientKey),
    queryFn: getProfile,
    staleTime: 5 * 60_000,
  });

export function useProfile() {
  const session = useSession();
  return useQuery({
    ...profileQueryOptions(session?.accountKey ?? '', session?.clientKey ?? ''),
    enabled: session !== null,
  });
}
