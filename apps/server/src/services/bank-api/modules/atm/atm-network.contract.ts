import { expect, it } from 'vitest';
import type { AtmNetwork } from './atm-network.ts';

/** Codes an ATM of the adapter's test network shows: one to withdraw with, one whose time ran out. */
export interface AtmNetworkSamples {
  code: string;
  expiredCode: string;
  at: Date;
}

/** What the bank relies on from any ATM network. */
export function atmNetworkContract(network: AtmNetwork, samples: AtmNetworkSamples): void {
  it('reads a code as a withdrawal in whole centavos at a named ATM, valid after the reading', async () => {
    const code = await network.read(samples.code, samples.at);
    expect(code).not.toBeNull();
    expect(Number.isSafeInteger(code?.amount) && (code?.amount ?? 0) > 0).toBe(true);
    expect(code?.terminalId.trim()).toBeTruthy();
    expect(code?.terminalName.trim()).toBeTruthy();
    expect(code?.expiresAt.getTime()).toBeGreaterThan(samples.at.getTime());
  });

  it('says when a code ran out before it was read, and knows no code no ATM showed', async () => {
    const expired = await network.read(samples.expiredCode, samples.at);
    expect(expired?.expiresAt.getTime()).toBeLessThanOrEqual(samples.at.getTime());
    expect(await network.read('NO-ATM-SHOWED-THIS', samples.at)).toBeNull();
  });

  it('takes the order to dispense', async () => {
    const code = await network.read(samples.code, samples.at);
    await expect(
      network.release({ code: samples.code, withdrawalId: 'contract-test', amount: code?.amount ?? 0 }),
    ).resolves.toBeUndefined();
  });
}
