import * as envelope from '@carteira/core/envelope';
import { nodePrimitives } from '@carteira/server/src/services/gateway/node-primitives.ts';
import { median, percentile } from './stats.ts';

export interface EnvelopeFigures {
  medianUs: number;
  p95Us: number;
  requestMedianUs: number;
  /** The gateway's open alone (the server's share of a request). */
  openMedianUs: number;
  calls: number;
}

interface KeyCache {
  get(j: string, s: string, now: number): unknown;
  set(j: string, s: string, key: unknown, now: number): void;
}

/**
 * One bank call's whole crypto: client seals, gateway opens, gateway seals the answer, client opens it;
 * with a fresh secret every call, and (when the envelope offers a sealer) with one kept secret and the
 * gateway's key cache (decision 0002), and the same with the gateway's node:crypto primitives (the server's).
 */
export async function benchEnvelope(
  calls = 2000,
): Promise<EnvelopeFigures & { kept?: EnvelopeFigures; keptNode?: EnvelopeFigures }> {
  const pair = await envelope.generateGatewayKeyPair();
  const call = {
    path: 'transferencias/efetuar-transferencia-entre-contas-arbi',
    method: 'POST' as const,
    body: {
      chaveDeConta: 'c0ffee',
      valor: 12.34,
      pin: '1234',
      agenciaDestino: '0001',
      contaDestino: '12345678',
    },
    token: 'x'.repeat(43),
  };
  type Seal = () => Promise<{ envelope: envelope.Envelope; answerKey: CryptoKey }>;
  const measure = async (seal: Seal, cache?: KeyCache, primitives?: unknown): Promise<EnvelopeFigures> => {
    const open = (e: envelope.Envelope) =>
      (envelope.openRequest as (...a: unknown[]) => Promise<envelope.OpenedRequest<unknown>>)(
        pair.privateKey,
        pair.keyId,
        e,
        Date.now(),
        undefined,
        cache,
        ...(primitives ? [primitives] : []),
      );
    for (let i = 0; i < 100; i++) await open((await seal()).envelope);
    const times: number[] = [];
    const requestTimes: number[] = [];
    const openTimes: number[] = [];
    for (let i = 0; i < calls; i++) {
      const t0 = performance.now();
      const { envelope: sealed, answerKey } = await seal();
      const t1 = performance.now();
      const opened = await open(sealed);
      const t2 = performance.now();
      requestTimes.push((t2 - t0) * 1000);
      openTimes.push((t2 - t1) * 1000);
      const answer = await (envelope.sealAnswer as (...a: unknown[]) => Promise<envelope.SealedAnswer>)(
        opened.answerKey,
        { success: true, status: 200, result: { id: 'x' } },
        ...(primitives ? [primitives] : []),
      );
      await envelope.openAnswer(answerKey, answer);
      times.push((performance.now() - t0) * 1000);
    }
    return {
      medianUs: median(times),
      p95Us: percentile(times, 95),
      requestMedianUs: median(requestTimes),
      openMedianUs: median(openTimes),
      calls,
    };
  };
  const fresh = await measure(() => envelope.sealRequest(pair.publicKey, pair.keyId, call));
  if (!('createSealer' in envelope)) return fresh;
  const sealer = envelope.createSealer(pair.publicKey, pair.keyId);
  const cacheOf = (): KeyCache => {
    const keys = new Map<string, unknown>();
    return { get: (j, s) => keys.get(`${j}.${s}`), set: (j, s, key) => void keys.set(`${j}.${s}`, key) };
  };
  const kept = await measure(() => sealer.seal(call), cacheOf());
  return { ...fresh, kept, keptNode: await measure(() => sealer.seal(call), cacheOf(), nodePrimitives) };
}
