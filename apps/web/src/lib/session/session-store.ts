/** The parts of the spec's Session entity (wallet.md section 3) the web app uses. */
export interface BankToken {
  value: string;
  /** Client-side expiry, epoch ms (see token-expiry.ts). */
  expiresAt: number;
}

export interface Session {
  clientKey: string;
  accountKey: string;
  agency: string;
  accountNumber: string;
  bankName: string;
  name: string;
  cpf: string;
  token: BankToken;
}

export type SessionEnd = 'logout' | 'expired' | 'background' | 'other-client';

export interface SessionStore {
  get(): Session | null;
  subscribe(listener: () => void): () => void;
  /** Starts a session. A different client key than the current one resets everything first. */
  signIn(session: Session): void;
  setToken(token: BankToken): void;
  clear(reason: SessionEnd): void;
  /** Called when a session ends or is replaced by another client's: drop everything cached for it. */
  onEnd(listener: (reason: SessionEnd) => void): () => void;
}

const STORAGE_KEY = 'carteira.session';

function isSession(value: unknown): value is Session {
  const s = value as Session | null;
  return (
    !!s &&
    typeof s.clientKey === 'string' &&
    typeof s.accountKey === 'string' &&
    typeof s.token?.value === 'string' &&
    typeof s.token?.expiresAt === 'number'
  );
}

/**
 * The session lives in memory and in sessionStorage (this tab only), so a reload keeps the customer
 * logged in while closing the tab ends it.
 */
export function createSessionStore(storage: Storage | null = safeSessionStorage()): SessionStore {
  let current: Session | null = load(storage);
  const listeners = new Set<() => void>();
  const endListeners = new Set<(reason: SessionEnd) => void>();

  function commit(next: Session | null): void {
    current = next;
    try {
      if (next) storage?.setItem(STORAGE_KEY, JSON.stringify(next));
      else storage?.removeItem(STORAGE_KEY);
    } catch {
      // storage full or unavailable: the in-memory session still works
    }
    for (const listener of listeners) listener();
  }

  function end(reason: SessionEnd): void {
    for (const listener of endListeners) listener(reason);
  }

  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signIn(session) {
      if (current && current.clientKey !== session.clientKey) end('other-client');
      commit(session);
    },
    setToken(token) {
      if (current) commit({ ...current, token });
    },
    clear(reason) {
      const had = current !== null;
      commit(null);
      if (had) end(reason);
    },
    onEnd(listener) {
      endListeners.add(listener);
      return () => endListeners.delete(listener);
    },
  };
}

function load(storage: Storage | null): Session | null {
  try {
    const raw = storage?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function safeSessionStorage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
