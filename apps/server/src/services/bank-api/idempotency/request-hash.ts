import { createHash, createHmac } from 'node:crypto';

/** Fields that do not make a request different: the key itself and the device metadata. */
const IGNORED = new Set(['metadados', 'chaveDeIdempotencia']);
/** Secrets are replaced by a keyed hash before hashing, so a stored hash cannot be brute-forced back to a PIN. */
const SECRET = new Set(['pin', 'senha']);

/** JSON with keys sorted at every level: the same body always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** SHA-256 (hex) of the canonical JSON of the body minus metadados and chaveDeIdempotencia. */
export function requestHash(path: string, body: unknown, pepper: string): string {
  const source = typeof body === 'object' && body !== null && !Array.isArray(body) ? body : { body };
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
    if (IGNORED.has(key)) continue;
    kept[key] = SECRET.has(key) ? createHmac('sha256', pepper).update(String(value)).digest('hex') : value;
  }
  return createHash('sha256')
    .update(`${path}\n${canonicalJson(kept)}`)
    .digest('hex');
}
