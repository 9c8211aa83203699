import { isIP } from 'node:net';

/**
 * Which proxies the server believes about the client's address and protocol (X-Forwarded-For,
 * X-Forwarded-Proto), as Fastify's trustProxy takes them: false (none: the socket's address), a hop
 * count (the address that many proxies back from the server), or the proxies' addresses and ranges.
 * Never every hop: a client would name any address it likes and walk past the per-address limits.
 */
export type TrustProxy = false | number | string[];

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (default) or `0`, none; `true`, one proxy (it used to mean every hop);
 * a whole number, that many proxies; otherwise a comma-separated list of addresses and CIDR ranges.
 * Returns undefined for anything else.
 */
export function parseTrustProxy(value: string): TrustProxy | undefined {
  const text = value.trim();
  if (text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text) <= 16 ? Number(text) : undefined;
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

/** What a trust function is asked: an address in the chain, and its place (0: the socket's peer). */
type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The trustProxy option for Fastify. A hop count becomes a function of the hop: Fastify 5.12 reads a
 * bare number as trusting no one (so that a client reaching the server directly cannot name its
 * address), which would put every client behind the proxy in the proxy's one bucket.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | TrustFunction {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (_address, hop) => hop < hops;
}
