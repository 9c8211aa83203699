import { sessionStore } from '../lib/session/session.ts';
import type { Session } from '../lib/session/session-store.ts';

/** Signs a test customer in (Gabriela, account 0001 / 10000011, a token good for an hour), with `over`. */
export function signInForTest(over: Partial<Session> = {}): void {
  sessionStore.signIn({
    clientKey: 'client-1',
    accountKey: 'account-1',
    agency: '0001',
    accountNumber: '10000011',
    bankName: 'Carteira',
    name: 'Gabriela',
    cpf: '74185296300',
    token: { value: 'token', expiresAt: Date.now() + 3_600_000 },
    ...over,
  });
}
