import { EnvelopeError, type OpenedRequest, openRequest, sealAnswer } from '@carteira/core/envelope';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import type { GatewayTables } from './gateway.table.ts';
import { GatewayKeyRing, type KeyLookup } from './gateway-keys.ts';
import { keyEncryptionKey } from './key-at-rest.ts';
import { nodePrimitives } from './node-primitives.ts';
import { NonceStore } from './nonce-store.ts';

export interface GatewayOptions {
  db: Kysely<GatewayTables>;
  /** Sealed calls per client address and window; over it, 429 before the body is even read. */
  rateLimit: { max: number; windowMs: number };
  /**
   * The hash path's own, tighter limit per client address (HASH_RATE_LIMIT by default): each of its
   * answers opens a card's number for a few minutes.
   */
  hashRateLimit?: { max: number; windowMs: number };
  /** The secret the private key is sealed under at rest (GATEWAY_KEY_KEK); the database never sees it. */
  keyEncryptionSecret: string;
  /** Where the per-address counts live when several servers share them (Redis); in memory without. */
  rateLimitStore?: { redis: Redis; nameSpace: string };
  /** The clock, for tests. */
  now?: () => number;
}

/** The one answer for every refused envelope: it says nothing about why. */
export const REFUSED = Object.freeze({
  success: false,
  status: 400,
  error: Object.freeze({ code: 40000, message: 'Requisição inválida' }),
});

/**
 * The answer to an intact envelope sealed for a key of this gateway that has retired (its grace after a
 * rotation ended): nothing ran, so the client fetches the public key again and sends the call once
 * more. A key that was never this gateway's gets REFUSED, like any other bad envelope.
 */
export const KEY_RETIRED = Object.freeze({
  success: false,
  status: 400,
  error: Object.freeze({
    code: 40001,
    message: 'Chave do gateway aposentada: busque a chave pública de novo',
  }),
});

/** The key id an envelope's `m` names (`v1.<keyId>`), or undefined when it names none. */
function keyIdNamed(body: unknown): string | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const m = (body as { m?: unknown }).m;
  if (typeof m !== 'string' || m.length > 128) return undefined;
  const marker = Buffer.from(m, 'base64').toString('utf8');
  return marker.startsWith('v1.') ? marker.slice(3) : undefined;
}

const PURGE_EVERY_MS = 60_000;
/** No bank call's envelope comes near this; a larger body is refused 413 before it is read whole. */
export const GATEWAY_BODY_LIMIT = 256 * 1024;

/** The hash path's limit unless told otherwise: 20 a minute per address, far above a customer's need. */
export const HASH_RATE_LIMIT = Object.freeze({ max: 20, windowMs: 60_000 });

/** One error for every rate-limited call: no stack captured per refusal, the handler answers 429. */
const RATE_LIMITED = Object.freeze(Object.assign(new Error('rate limited'), { statusCode: 429 }));

/**
 * The sealed-envelope endpoint: open -> refuse replays -> allow-list -> dispatch to the bank API ->
 * seal the answer with the key the request carried. Nothing is executed for a refused envelope.
 * Only the path, the method and the outcome are logged: never the body or the token.
 * The same envelope POSTed to the hash path (`/hash`, cross-cutting.md section 7; decision 0043)
 * reaches only the routes whose answer is a hash that opens sensitive data elsewhere, under a tighter
 * limit; the main path refuses those routes, and the hash path every other.
 */
export const gatewayPlugin: FastifyPluginAsync<GatewayOptions> = async (app: FastifyInstance, opts) => {
  const now = opts.now ?? Date.now;
  const keys = new GatewayKeyRing(opts.db, keyEncryptionKey(opts.keyEncryptionSecret), now);
  await keys.start();
  const nonces = new NonceStore(opts.db);
  const purge = setInterval(() => {
    nonces
      .purge(new Date(now()))
      .catch((err: unknown) => app.log.warn({ err }, 'gateway nonce purge failed'));
    keys.retireDue().catch((err: unknown) => app.log.warn({ err }, 'gateway key retirement failed'));
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  app.get('/public-key', async () => {
    const key = await keys.current();
    return { keyId: key.keyId, publicKey: key.spkiBase64 };
  });

  // Per client address (the proxy's X-Forwarded-For only when TRUST_PROXY), checked at onRequest: an
  // address over its limit costs a look-up, never a body read or an RSA decryption. In memory on one
  // server; in Redis when several share the count (RATE_LIMIT_REDIS_URL). A Redis that does not answer
  // lets calls through (skipOnError) rather than stop the bank, and the failure is logged.
  const store = opts.rateLimitStore;
  await app.register(rateLimit, {
    global: false,
    ...(store ? { redis: store.redis, nameSpace: store.nameSpace, skipOnError: true } : {}),
  });
  const limit = {
    max: opts.rateLimit.max,
    timeWindow: opts.rateLimit.windowMs,
    hook: 'onRequest' as const,
    errorResponseBuilder: () => RATE_LIMITED,
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    addHeaders: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
      'retry-after': true,
    },
  };

  const refuse = (reason: string) => {
    app.refusals.count(`gateway-${reason}`);
    return REFUSED;
  };

  const hashLimit = { ...limit, ...toWindow(opts.hashRateLimit ?? HASH_RATE_LIMIT) };

  const sealedCall = (door: 'main' | 'hash') => async (request: FastifyRequest, reply: FastifyReply) => {
    let opened: OpenedRequest<Buffer>;
    const named = keyIdNamed(request.body);
    const found: KeyLookup = named ? await keys.lookup(named) : { kind: 'unknown' };
    // A key this server does not open is tried as the published one: the opener checks the envelope's
    // integrity first, then refuses the key named ('key').
    const key = found.kind === 'open' ? found.key : undefined;
    try {
      opened = await openRequest(
        key?.pair.privateKey ?? keys.published.privateKey,
        key?.pair.keyId ?? keys.published.keyId,
        request.body,
        now(),
        undefined,
        key?.cache,
        nodePrimitives,
      );
    } catch (err) {
      const reason = err instanceof EnvelopeError ? err.reason : 'unexpected';
      if (reason === 'key' && found.kind === 'retired') {
        app.refusals.count('gateway-key-retired');
        return reply.code(400).send(KEY_RETIRED);
      }
      return reply.code(400).send(refuse(reason));
    }
    const { payload, answerKey } = opened;
    if (!app.bank.allows(payload.path, payload.method, door)) {
      return reply.code(400).send(refuse(door === 'hash' ? 'not-allowed-hash' : 'not-allowed'));
    }
    // The nonce is claimed by the bank: inside a payment's own first statement, or first for any other call.
    const seenAt = new Date(now());
    let replayed = false;
    const answer = await app.bank.dispatch({
      path: payload.path,
      method: payload.method,
      body: payload.body,
      ...(payload.token ? { token: payload.token } : {}),
      replayGuard: {
        claim: async () => {
          const fresh = await nonces.claim(payload.nonce, seenAt);
          if (!fresh) replayed = true;
          return fresh;
        },
        statement: () => nonces.claimStatement(payload.nonce, seenAt),
        replayed: () => {
          replayed = true;
        },
      },
    });
    if (replayed) return reply.code(400).send(refuse('replay'));
    request.log.info(
      { path: payload.path, method: payload.method, door, status: answer.status },
      'bank call',
    );
    return reply.code(200).send(await sealAnswer(answerKey, answer, nodePrimitives));
  };

  app.post('/', { bodyLimit: GATEWAY_BODY_LIMIT, config: { rateLimit: limit } }, sealedCall('main'));
  app.post('/hash', { bodyLimit: GATEWAY_BODY_LIMIT, config: { rateLimit: hashLimit } }, sealedCall('hash'));
};

function toWindow(l: { max: number; windowMs: number }) {
  return { max: l.max, timeWindow: l.windowMs };
}
