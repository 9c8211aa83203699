import { EnvelopeError, openRequest, sealAnswer } from '@carteira/core/envelope';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { GatewayTables } from './gateway.table.ts';
import { loadOrCreateGatewayKey } from './gateway-keys.ts';
import { NonceStore } from './nonce-store.ts';

export interface GatewayOptions {
  db: Kysely<GatewayTables>;
  /** The clock, for tests. */
  now?: () => number;
}

/** The one answer for every refused envelope: it says nothing about why. */
export const REFUSED = Object.freeze({
  success: false,
  status: 400,
  error: Object.freeze({ code: 40000, message: 'Requisição inválida' }),
});

const PURGE_EVERY_MS = 60_000;

/**
 * The sealed-envelope endpoint: open -> refuse replays -> allow-list -> dispatch to the bank API ->
 * seal the answer with the key the request carried. Nothing is executed for a refused envelope.
 * Only the path, the method and the outcome are logged: never the body or the token.
 */
export const gatewayPlugin: FastifyPluginAsync<GatewayOptions> = async (app: FastifyInstance, opts) => {
  const now = opts.now ?? Date.now;
  const key = await loadOrCreateGatewayKey(opts.db);
  const nonces = new NonceStore(opts.db);
  const purge = setInterval(() => {
    nonces
      .purge(new Date(now()))
      .catch((err: unknown) => app.log.warn({ err }, 'gateway nonce purge failed'));
  }, PURGE_EVERY_MS);
  purge.unref();
  app.addHook('onClose', async () => clearInterval(purge));

  app.get('/public-key', async () => ({ keyId: key.keyId, publicKey: key.spkiBase64 }));

  app.post('/', async (request, reply) => {
    let opened: Awaited<ReturnType<typeof openRequest>>;
    try {
      opened = await openRequest(key.privateKey, key.keyId, request.body, now());
    } catch (err) {
      const reason = err instanceof EnvelopeError ? err.reason : 'unexpected';
      request.log.info({ reason }, 'gateway refused an envelope');
      return reply.code(400).send(REFUSED);
    }
    const { payload, answerKey } = opened;
    if (!app.bank.allows(payload.path, payload.method)) {
      request.log.info({ reason: 'not-allowed' }, 'gateway refused an envelope');
      return reply.code(400).send(REFUSED);
    }
    if (!(await nonces.claim(payload.nonce, new Date(now())))) {
      request.log.info({ reason: 'replay' }, 'gateway refused an envelope');
      return reply.code(400).send(REFUSED);
    }
    const answer = await app.bank.dispatch({
      path: payload.path,
      method: payload.method,
      body: payload.body,
      ...(payload.token ? { token: payload.token } : {}),
    });
    request.log.info({ path: payload.path, method: payload.method, status: answer.status }, 'bank call');
    return reply.code(200).send(await sealAnswer(answerKey, answer));
  });
};
