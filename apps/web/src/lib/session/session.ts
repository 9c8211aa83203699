import { useSyncExternalStore } from 'react';
import { createSessionStore, type Session } from './session-store.ts';

/** The app's one session. */
export const sessionStore = createSessionStore();

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
}

/** Home for the current state: the wallet when logged in, the landing page otherwise. */
export function useHomePath(): string {
  return useSession() ? '/newWalletLaunch' : '/';
}
