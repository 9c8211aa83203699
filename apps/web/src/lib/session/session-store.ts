import type { SessionCipher } from './session-cipher.ts';

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
  /** Settles once the session kept by this tab (if any) is read back; render after it. */
  readonly ready: Promise<void>;
  /** Settles when the writes to storage started so far are done. */
  flush(): Promise<void>;
}

/** Seals and opens the stored session (session-cipher.ts); null where it cannot, and then nothing is stored. */
export type CipherLoader = () => Promise<SessionCipher | null>;

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

/** The cipher is a lazy chunk: the first page load carries none of it, a session restore or sign-in fetches it. */
const loadSessionCipher: CipherLoader = () =>
  import('./session-cipher.ts').then((module) => module.openSessionCipher());

/**
 * The session lives in memory and, sealed (docs/decisions/0005-session-at-rest.md), in sessionStorage
 * (this tab only), so a reload keeps the customer logged in while closing the tab ends it. Never as
 * plain text: where the browser cannot seal, it lives in memory only and a reload asks for a new login.
 */
export function createSessionStore(
  storage: Storage | null = safeSessionStorage(),
  loadCipher: CipherLoader = loadSessionCipher,
): SessionStore {
  let current: Session | null = null;
  const listeners = new Set<() => void>();
  const endListeners = new Set<(reason: SessionEnd) => void>();
  let cipher: Promise<SessionCipher | null> | null = null;
  /** Bumped on every change: a slower seal of an older state never overwrites a newer one. */
  let generation = 0;
  let writes: Promise<void> = Promise.resolve();

  function getCipher(): Promise<SessionCipher | null> {
    cipher ??= loadCipher().catch(() => null);
    return cipher;
  }

  function persist(next: Session | null): void {
    generation += 1;
    const mine = generation;
    if (!storage) return;
    if (!next) {
      safely(() => storage.removeItem(STORAGE_KEY));
      return;
    }
    writes = writes.then(async () => {
      const sealer = await getCipher();
      const sealed = sealer ? await sealer.seal(JSON.stringify(next)).catch(() => null) : null;
      if (mine !== generation) return;
      safely(() => (sealed ? storage.setItem(STORAGE_KEY, sealed) : storage.removeItem(STORAGE_KEY)));
    });
  }

  function commit(next: Session | null): void {
    current = next;
    persist(next);
    for (const listener of listeners) listener();
  }

  function end(reason: SessionEnd): void {
    for (const listener of endListeners) listener(reason);
  }

  async function restore(): Promise<void> {
    const stored = read(storage);
    if (!stored) return;
    const opener = await getCipher();
    const plain = opener ? await opener.open(stored) : null;
    const parsed = plain ? parse(plain) : null;
    if (generation !== 0) return; // a sign-in came first: it wins
    if (parsed) {
      current = parsed;
      for (const listener of listeners) listener();
    } else {
      // not sealed by this browser (an old plain-text session, another key, tampered): drop it
      safely(() => storage?.removeItem(STORAGE_KEY));
    }
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
    ready: restore().catch(() => {}),
    flush: () => writes,
  };
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // storage full or unavailable: the in-memory session still works
  }
}

function read(storage: Storage | null): string | null {
  try {
    return storage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function parse(text: string): Session | null {
  try {
    const parsed: unknown = JSON.parse(text);
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
