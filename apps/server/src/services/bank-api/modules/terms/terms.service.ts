import { toSaoPauloDateTime } from '../../../../platform/time.ts';
import { type SignedTermKind, signedOnboardingTerm } from '../../../onboarding-api/public.ts';
import type { Executor } from '../../bank-database.ts';
import type { BankSession } from '../../bank-route.ts';
import { customerNotFound } from '../account/account.errors.ts';

/**
 * cliente/obter-termo-assinado and cliente/obter-declaracao-de-residencia-assinada: the term as the
 * customer signed it with the SMS code when opening the account, `{ termo: null }` for a customer who
 * signed none in the app (an account opened another way). Another customer's key is 404 / 40404.
 */
export async function signedTerm(
  db: Executor,
  session: BankSession,
  clientKey: string,
  kind: SignedTermKind,
) {
  if (clientKey !== session.customerId) throw customerNotFound();
  const term = await signedOnboardingTerm(db, session.customerId, kind);
  return {
    termo: term
      ? {
          tipo: term.tipo,
          versao: term.versao,
          titulo: term.titulo,
          tipoConteudo: 'text/plain',
          conteudo: term.conteudo,
          assinadoEm: toSaoPauloDateTime(term.assinadoEm),
        }
      : null,
  };
}
