import { sessionStore } from '../../../lib/session/session.ts';

/** The customer's CPF and the id the store knows them by (the bank's client key). */
export function sessionIdentity(): { cpf: string; storeUserId: string } {
  const session = sessionStore.get();
  if (!session) throw new Error('no session');
  return { cpf: session.cpf, storeUserId: session.clientKey };
}
