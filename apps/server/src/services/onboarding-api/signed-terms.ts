import type { Executor } from './onboarding-database.ts';
import { termsFor } from './terms-text.ts';

export type SignedTermKind = 'TERMO_DE_USO' | 'DECLARACAO_DE_RESIDENCIA';

export interface SignedTerm {
  tipo: SignedTermKind;
  versao: string;
  titulo: string;
  conteudo: string;
  assinadoEm: Date;
}

/**
 * A term the customer signed when opening the account in the app: the terms of use or the address
 * declaration, written from the same onboarding row (name, CPF, address) by the same function that
 * showed them for signing. undefined for a customer who did not open the account through onboarding.
 */
export async function signedOnboardingTerm(
  db: Executor,
  customerId: string,
  kind: SignedTermKind,
): Promise<SignedTerm | undefined> {
  const row = await db
    .selectFrom('onboarding')
    .select(['nome', 'cpf', 'address', 'terms_signed_at'])
    .where('customer_id', '=', customerId)
    .where('terms_signed_at', 'is not', null)
    .executeTakeFirst();
  if (!row?.terms_signed_at) return undefined;
  const term = termsFor(row).find((t) => t.tipo === kind);
  if (!term) return undefined;
  return { ...term, tipo: kind, assinadoEm: new Date(row.terms_signed_at) };
}
