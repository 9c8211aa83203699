import { createHmac } from 'node:crypto';
import { hashPin, verifyPin } from '@carteira/server/src/services/bank-api/modules/auth/pin-hash.ts';
import { scryptHash } from '@carteira/server/src/services/bank-api/modules/auth/scrypt.ts';
import { median } from './stats.ts';

/** One PIN check, median in microseconds: the keyed form stored now, and the earlier scrypt form (N=2^10). */
export async function benchPin(checks = 300): Promise<{ keyedUs: number; scryptUs: number }> {
  const pepper = 'bench-pepper-0123456789';
  const accountId = 'bench-account';
  const keyed = await hashPin(accountId, '1234', pepper);
  const legacy = await scryptHash(createHmac('sha256', pepper).update('1234').digest(), {
    N: 2 ** 10,
    r: 8,
    p: 1,
  });
  const time = async (stored: string) => {
    const times: number[] = [];
    for (let i = 0; i < checks; i++) {
      const t0 = performance.now();
      if (!(await verifyPin(accountId, '1234', stored, pepper))) throw new Error('PIN did not verify');
      times.push((performance.now() - t0) * 1000);
    }
    return median(times);
  };
  return { keyedUs: await time(keyed), scryptUs: await time(legacy) };
}
