import {
  createSealer,
  type GatewayCall,
  importGatewayPublicKey,
  openAnswer,
  type SealedAnswer,
  type Sealer,
} from '@carteira/core/envelope';
import { AnswerLostError, type GatewayDoor, GatewayRefusedError, type Transport } from './transport.ts';

/** An answer that takes longer than this is treated as lost (and retried with the same key). */
export const GATEWAY_TIMEOUT_MS = 20_000;

/** The gateway's answer to a call sealed for a key it has retired (docs/bank-api.md): nothing ran. */
export const KEY_RETIRED_CODE = 40001;

/** The key was retired: fetch it again and send once more (inside `send`, never seen by callers). */
class KeyRetired extends Error {}

interface GatewayKey {
  /** Seals under one RSA-wrapped secret for a few minutes, so most calls cost the gateway no RSA. */
  sealer: Sealer;
}

export interface GatewayTransportOptions {
  baseUrl?: string;
  fetchFn?: typeof fetch;
  timeoutMs?: number;
}

/**
 * Seals every call for the gateway: fetches its public key once, seals with a sealer that keeps its
 * wrapped secret a few minutes (fresh IV, answer key, timestamp and nonce every call: decision 0002),
 * POSTs the envelope and opens the sealed answer. When the gateway answers that the key was retired
 * (a rotation's grace is over; the call ran nothing), it fetches the key again and sends the call once
 * more, sealed anew; a second such answer is a refusal.
 */
export function createGatewayTransport({
  baseUrl = '/api/gateway',
  fetchFn = (...args) => fetch(...args),
  timeoutMs = GATEWAY_TIMEOUT_MS,
}: GatewayTransportOptions = {}): Transport {
  let gatewayKey: Promise<GatewayKey> | null = null;

  async function fetchKey(): Promise<GatewayKey> {
    try {
      const response = await fetchFn(`${baseUrl}/public-key`, { headers: { accept: 'application/json' } });
      if (!response.ok) throw new Error(`public key: HTTP ${response.status}`);
      const { keyId, publicKey } = (await response.json()) as { keyId: string; publicKey: string };
      return { sealer: createSealer(await importGatewayPublicKey(publicKey), keyId) };
    } catch (error) {
      // nothing was sent yet, so this is as safe to retry as a lost answer
      throw new AnswerLostError(error);
    }
  }

  function loadKey(): Promise<GatewayKey> {
    gatewayKey ??= fetchKey().catch((error: unknown) => {
      gatewayKey = null;
      throw error;
    });
    return gatewayKey;
  }

  async function sendOnce(call: GatewayCall, door: GatewayDoor): Promise<unknown> {
    const { sealer } = await loadKey();
    const { envelope, answerKey } = await sealer.seal(call);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    let sealed: SealedAnswer;
    try {
      const response = await fetchFn(door === 'hash' ? `${baseUrl}/hash` : baseUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(envelope),
        signal: controller.signal,
      });
      if (response.status === 400) {
        // the key may have rotated: fetch it again before the next call
        gatewayKey = null;
        const refusal = (await response.json().catch(() => null)) as { error?: { code?: unknown } } | null;
        throw refusal?.error?.code === KEY_RETIRED_CODE ? new KeyRetired() : new GatewayRefusedError();
      }
      if (!response.ok) throw new Error(`gateway: HTTP ${response.status}`);
      sealed = (await response.json()) as SealedAnswer;
    } catch (error) {
      if (error instanceof GatewayRefusedError || error instanceof KeyRetired) throw error;
      throw new AnswerLostError(error);
    } finally {
      clearTimeout(timer);
    }
    try {
      return await openAnswer<unknown>(answerKey, sealed);
    } catch (error) {
      throw new AnswerLostError(error);
    }
  }

  return {
    async send(call, door = 'main') {
      try {
        return await sendOnce(call, door);
      } catch (error) {
        if (!(error instanceof KeyRetired)) throw error;
      }
      try {
        return await sendOnce(call, door);
      } catch (error) {
        if (error instanceof KeyRetired) throw new GatewayRefusedError();
        throw error;
      }
    },
  };
}
