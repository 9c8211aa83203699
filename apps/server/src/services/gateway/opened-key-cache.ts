import type { OpenedKeyCache } from '@carteira/core/envelope';

/**
 * The AES keys the gateway unwrapped, by the exact base64 text of the envelope's j and s
 * (docs/decisions/0002-envelope-format.md, update): at most `max` entries, each forgotten `ttlMs` after
 * it was first opened, the oldest evicted first when full. A hit saves the RSA decryption and PBKDF2;
 * the payload is still authenticated by AES-GCM under the key, and the nonce and the time window still
 * refuse replays. Only a key that opened a payload is ever stored.
 */
export class GatewayKeyCache<K> implements OpenedKeyCache<K> {
  readonly #entries = new Map<string, { key: K; until: number }>();

  constructor(
    readonly max = 10_000,
    readonly ttlMs = 10 * 60 * 1000,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get(j: string, s: string, now: number): K | undefined {
    const id = `${j}.${s}`;
    const entry = this.#entries.get(id);
    if (!entry) return undefined;
    if (now >= entry.until) {
      this.#entries.delete(id);
      return undefined;
    }
    return entry.key;
  }

  set(j: string, s: string, key: K, now: number): void {
    const id = `${j}.${s}`;
    this.#entries.delete(id);
    while (this.#entries.size >= this.max) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    this.#entries.set(id, { key, until: now + this.ttlMs });
  }
}
