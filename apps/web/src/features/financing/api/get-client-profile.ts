import { bank } from '../../../lib/bank/bank.ts';

/** The profile fields the credit application sends (financing.md section 3). */
export interface ClientProfile {
  name: string;
  birthday: string;
  email: string;
  phoneNumber: string;
  ddd: string;
}

interface WirePerson {
  nome?: string | null;
  dataNascimento?: string | null;
  email?: string | null;
  telefoneMovel?: { ddd?: string | null; numero?: string | null } | null;
}

/** Some profile field is missing: the application cannot be sent ('try again later'). */
export class IncompleteProfileError extends Error {
  constructor() {
    super('incomplete profile');
    this.name = 'IncompleteProfileError';
  }
}

/** cliente/obter-dados-pessoa-fisica-por-chave: name, birth date, e-mail and mobile phone. */
export async function getClientProfile(): Promise<ClientProfile> {
  const person = await bank.call<WirePerson>('cliente/obter-dados-pessoa-fisica-por-chave');
  const profile = {
    name: person.nome?.trim() ?? '',
    birthday: person.dataNascimento ?? '',
    email: person.email?.trim() ?? '',
    phoneNumber: (person.telefoneMovel?.numero ?? '').replace(/\D/g, ''),
    ddd: (person.telefoneMovel?.ddd ?? '').replace(/\D/g, ''),
  };
  if (Object.values(profile).some((value) => value === '')) throw new IncompleteProfileError();
  return profile;
}
