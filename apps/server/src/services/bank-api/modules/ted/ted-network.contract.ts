import { expect, it } from 'vitest';
import type { TedNetwork, TedOrder } from './ted-network.ts';

/** Orders the adapter's own test environment knows: one the receiving bank takes, one it returns. */
export interface TedNetworkSamples {
  accepted: TedOrder;
  returned: TedOrder;
}

/**
 * What the bank relies on from any TED network (the sandbox's, or a real STR connection's test
 * environment): two answers only, a readable reason for a return, and a repeat answered the same.
 */
export function tedNetworkContract(network: TedNetwork, samples: TedNetworkSamples): void {
  it('takes a TED to an account that exists', async () => {
    expect(await network.send(samples.accepted)).toEqual({ status: 'ACEITA' });
  });

  it('returns a TED with a reason the customer can read', async () => {
    const answer = await network.send(samples.returned);
    expect(answer.status).toBe('DEVOLVIDA');
    const motivo = answer.status === 'DEVOLVIDA' ? answer.motivo : '';
    expect(motivo.trim().length).toBeGreaterThan(3);
    expect(motivo.length).toBeLessThanOrEqual(140);
  });

  it('answers the same order the same way', async () => {
    for (const order of [samples.accepted, samples.returned]) {
      expect(await network.send(order)).toEqual(await network.send(order));
    }
  });
}
