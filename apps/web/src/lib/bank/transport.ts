import type { GatewayCall } from '@carteira/core/envelope';

/**
 * The gateway's two paths (cross-cutting.md section 7): its own for every call, and the hash path for
 * the calls whose answer is a hash that opens sensitive data elsewhere (docs/bank-api.md).
 */
export type GatewayDoor = 'main' | 'hash';

/** Sends one gateway call, through the main path unless told, and returns the opened bank answer. */
export interface Transport {
  send(call: GatewayCall, door?: GatewayDoor): Promise<unknown>;
}

/**
 * The answer did not arrive (network failure, time-out, a gateway the request may or may not have
 * reached). Resending with the same idempotency key is safe.
 */
export class AnswerLostError extends Error {
  constructor(override readonly cause: unknown) {
    super('answer lost');
    this.name = 'AnswerLostError';
  }
}

/** The gateway refused the envelope before running anything (HTTP 400, code 40000). */
export class GatewayRefusedError extends Error {
  constructor() {
    super('envelope refused');
    this.name = 'GatewayRefusedError';
  }
}
