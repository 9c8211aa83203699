import { expect, it } from 'vitest';
import type { PortabilityOrder, PortabilityRegistry } from './portability-registry.ts';

/** An order the registry puts in force, one it refuses. */
export interface PortabilityRegistrySamples {
  effective: PortabilityOrder;
  refused: PortabilityOrder;
}

/** What the bank relies on from any portability registry. */
export function portabilityRegistryContract(
  registry: PortabilityRegistry,
  samples: PortabilityRegistrySamples,
) {
  it('registers an order with a protocol, and answers its repeat with the same protocol', async () => {
    const first = await registry.register(samples.effective);
    expect(first.protocol.trim()).not.toBe('');
    expect(first.status).toBe('Efetivada');
    expect(await registry.register(samples.effective)).toEqual(first);
  });

  it('refuses an order with the Recusado sub-status', async () => {
    const answer = await registry.register(samples.refused);
    expect(answer.registryStatus).toBe('Recusado');
  });

  it('cancels a registered order', async () => {
    const { protocol } = await registry.register(samples.effective);
    expect((await registry.cancel(protocol)).status).toBe('Cancelada');
  });
}
