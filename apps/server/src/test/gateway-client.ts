import {
  type Envelope,
  type GatewayCall,
  type HttpMethod,
  importGatewayPublicKey,
  openAnswer,
  type SealedAnswer,
  sealRequest,
} from '@carteira/core/envelope';
import type { FastifyInstance } from 'fastify';

export interface BankAnswerShape {
  success: boolean;
  status: number;
  result?: unknown;
  error?: { code: number; message: string; details?: string };
}

/**
 * Talks to an in-process app exactly as the web app does: seals each call under the gateway's
 * public key, posts it, and opens the answer.
 */
export async function createGatewayClient(app: FastifyInstance) {
  const keyAnswer = await app.inject({ method: 'GET', url: '/api/gateway/public-key' });
  const { keyId, publicKey: spki } = keyAnswer.json() as { keyId: string; publicKey: string };
  const publicKey = await importGatewayPublicKey(spki);

  async function seal(call: GatewayCall, now?: number) {
    return sealRequest(publicKey, keyId, call, now);
  }

  /** Posts an envelope to the gateway's main path, or to its hash path. */
  async function post(envelope: Envelope | unknown, door: 'main' | 'hash' = 'main') {
    const url = door === 'hash' ? '/api/gateway/hash' : '/api/gateway';
    return app.inject({ method: 'POST', url, payload: envelope as object });
  }

  /** Sends one call and returns the opened answer. */
  async function call<T = BankAnswerShape>(
    path: string,
    body: unknown,
    token?: string,
    method: HttpMethod = 'POST',
    door: 'main' | 'hash' = 'main',
  ): Promise<T> {
    const { envelope, answerKey } = await seal({ path, method, body, token });
    const res = await post(envelope, door);
    if (res.statusCode !== 200) throw new Error(`gateway refused: ${res.statusCode} ${res.body}`);
    return openAnswer<T>(answerKey, res.json() as SealedAnswer);
  }

  return { keyId, publicKey, seal, post, call };
}
