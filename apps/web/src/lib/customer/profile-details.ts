import { titleCase } from '@carteira/core/br';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { bank } from '../bank/bank.ts';
import { useSession } from '../session/session.ts';

export interface MailingAddress {
  cep: string;
  street: string;
  number: string;
  complement: string;
  neighborhood: string;
  city: string;
  state: string;
}

export interface ProfileDetails {
  email: string;
  /** Digits: area code then number. */
  mobile: string;
  /** null: every field of the mailing address is null (shown as NO ADDRESS, wallet.md section 3). */
  mailing: MailingAddress | null;
}

type WireAddress = Record<
  'rua' | 'numero' | 'complemento' | 'bairro' | 'cep' | 'cidade' | 'uf',
  string | null
>;

interface WirePerson {
  email?: string;
  telefoneMovel?: { ddd?: string; numero?: string };
  enderecoCorrespondencia?: WireAddress | null;
}

/** The mailing address, or null when every field is null (or it is absent). */
export function mailingOf(wire: WireAddress | null | undefined): MailingAddress | null {
  if (!wire || Object.values(wire).every((v) => v === null)) return null;
  const text = (v: string | null) => (v ?? '').trim();
  return {
    cep: text(wire.cep),
    street: titleCase(text(wire.rua)),
    number: text(wire.numero),
    complement: text(wire.complemento),
    neighborhood: titleCase(text(wire.bairro)),
    city: titleCase(text(wire.cidade)),
    state: text(wire.uf).toUpperCase(),
  };
}

/** cliente/obter-dados-pessoa-fisica-por-chave: the contacts and the mailing address. */
export async function getProfileDetails(): Promise<ProfileDetails> {
  const p = await bank.call<WirePerson>('cliente/obter-dados-pessoa-fisica-por-chave');
  return {
    email: p.email ?? '',
    mobile: `${p.telefoneMovel?.ddd ?? ''}${p.telefoneMovel?.numero ?? ''}`,
    mailing: mailingOf(p.enderecoCorrespondencia),
  };
}

export const profileDetailsKey = (clientKey: string) => ['profile', 'details', clientKey] as const;

/** The customer's own contacts and mailing address; `enabled` false leaves the call unmade. */
export function useProfileDetails(enabled = true) {
  const session = useSession();
  return useQuery(
    queryOptions({
      queryKey: profileDetailsKey(session?.clientKey ?? ''),
      queryFn: getProfileDetails,
      enabled: enabled && session !== null,
      staleTime: 0,
    }),
  );
}
