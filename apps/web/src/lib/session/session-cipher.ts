import { createStore, get, type UseStore, update } from 'idb-keyval';

/**
 * Seals the stored session (docs/decisions/0005-session-at-rest.md): AES-256-GCM under a key made in
 * this browser with WebCrypto as non-extractable and kept in IndexedDB. Script can ask the browser to
 * use the key, never to read it, so the sealed text copied out of sessionStorage opens nowhere else.
 */
export interface SessionCipher {
  seal(plain: string): Promise<string>;
  /** The plain text, or null when the text was not sealed here (another key, tampered, an old format). */
  open(sealed: string): Promise<string | null>;
}

const FORMAT = 'v1';
const KEY_NAME = 'session-key';
const IV_BYTES = 12;
/** Binds the sealed text to its use: a text sealed for something else does not open as a session. */
const SESSION_PURPOSE = 'carteira.session.v1';

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** The browser's session key: the stored one, or a new non-extractable one stored once (tabs agree). */
async function sessionKey(store: UseStore): Promise<CryptoKey> {
  const existing = await get<CryptoKey>(KEY_NAME, store);
  if (existing) return existing;
  const fresh = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
    'encrypt',
    'decrypt',
  ]);
  // Two tabs may both get here: the first key stored wins and both use it.
  await update<CryptoKey>(KEY_NAME, (stored) => stored ?? fresh, store);
  return (await get<CryptoKey>(KEY_NAME, store)) ?? fresh;
}

/**
 * The cipher, or null where the browser has no IndexedDB or no WebCrypto (then nothing is stored).
 * `purpose` binds what it seals to one use (the session by default; the onboarding token has its own),
 * so a text sealed for one does not open as the other.
 */
export async function openSessionCipher(purpose: string = SESSION_PURPOSE): Promise<SessionCipher | null> {
  const additionalData = new TextEncoder().encode(purpose);
  if (typeof indexedDB === 'undefined' || typeof crypto?.subtle === 'undefined') return null;
  let key: CryptoKey;
  try {
    key = await sessionKey(createStore('carteira', 'keys'));
  } catch {
    return null;
  }
  return {
    async seal(plain) {
      const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData },
        key,
        new TextEncoder().encode(plain),
      );
      const out = new Uint8Array(IV_BYTES + sealed.byteLength);
      out.set(iv);
      out.set(new Uint8Array(sealed), IV_BYTES);
      return `${FORMAT}.${toBase64(out)}`;
    },
    async open(sealed) {
      const [format, body] = sealed.split('.');
      if (format !== FORMAT || !body) return null;
      try {
        const bytes = fromBase64(body);
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv: bytes.slice(0, IV_BYTES), additionalData },
          key,
          bytes.slice(IV_BYTES),
        );
        return new TextDecoder().decode(plain);
      } catch {
        return null;
      }
    },
  };
}
