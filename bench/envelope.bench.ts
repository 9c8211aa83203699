import {
  generateGatewayKeyPair,
  openAnswer,
  openRequest,
  sealAnswer,
  sealRequest,
} from '@carteira/core/envelope';
import { median, percentile } from './stats.ts';

/** One bank call's whole crypto: client seals, gateway opens, gateway seals the answer, client opens it. */
export async function benchEnvelope(
  calls = 2000,
): Promise<{ medianUs: number; p95Us: number; requestMedianUs: number; calls: number }> {
  const pair = await generateGatewayKeyPair();
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
  for (let i = 0; i < 100; i++) {
    const { envelope } = await sealRequest(pair.publicKey, pair.keyId, call);
    await openRequest(pair.privateKey, pair.keyId, envelope);
  }
  const times: number[] = [];
  const requestTimes: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    const { envelope, answerKey } = await sealRequest(pair.publicKey, pair.keyId, call);
    const opened = await openRequest(pair.privateKey, pair.keyId, envelope);
    requestTimes.push((performance.now() - t0) * 1000);
    const sealed = await sealAnswer(opened.answerKey, {
      success: true,
      status: 200,
      result: { idTransacao: 'x' },
    });
    await openAnswer(answerKey, sealed);
    times.push((performance.now() - t0) * 1000);
  }
  return {
    medianUs: median(times),
    p95Us: percentile(times, 95),
    requestMedianUs: median(requestTimes),
    calls,
  };
}
