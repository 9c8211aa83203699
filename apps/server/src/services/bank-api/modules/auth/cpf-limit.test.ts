import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBank } from '../../../../test/own-tables.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { BankError } from '../../bank-errors.ts';
import { LOGIN_BUCKET } from './auth.service.ts';
import { limitPerCpf, OTP_BUCKET } from './cpf-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const at = (minutes: number) => new Date(Date.UTC(2027, 0, 4, 12, minutes));
const rule = { scope: 'otp-sms', ...OTP_BUCKET };

async function refusal(run: Promise<void>): Promise<BankError | undefined> {
  try {
    await run;
    return undefined;
  } catch (err) {
    if (err instanceof BankError) return err;
    throw err;
  }
}

describe('limitPerCpf', () => {
  it('lets 3 codes go at once, then one every 5 minutes, answering 429 / 46001 with the wait', async () => {
    for (let i = 0; i < 3; i++) await limitPerCpf(asBank(t.db), rule, '52998224725', at(0));
    const refused = await refusal(limitPerCpf(asBank(t.db), rule, '52998224725', at(1)));
    expect({ status: refused?.status, code: refused?.code, wait: refused?.retryAfterSeconds }).toEqual({
      status: 429,
      code: 46001,
      wait: 240,
    });
    await limitPerCpf(asBank(t.db), rule, '52998224725', at(5));
    // another CPF and another scope are counted apart
    await limitPerCpf(asBank(t.db), rule, '11144477735', at(5));
    await limitPerCpf(asBank(t.db), { ...rule, scope: 'otp-email' }, '52998224725', at(5));
  });

  it('refills a bucket left untouched for months to its capacity (no integer overflow)', async () => {
    const quiet = { scope: 'quiet', capacity: 3, perMinute: 60 };
    for (let i = 0; i < 3; i++) await limitPerCpf(asBank(t.db), quiet, '52998224725', at(0));
    const months = new Date(Date.UTC(2027, 8, 4, 12, 0));
    for (let i = 0; i < 3; i++) await limitPerCpf(asBank(t.db), quiet, '52998224725', months);
    expect((await refusal(limitPerCpf(asBank(t.db), quiet, '52998224725', months)))?.code).toBe(46001);
  });

  it('never lets parallel calls take more than the bucket holds, and stores no CPF', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        refusal(limitPerCpf(asBank(t.db), LOGIN_BUCKET, '39053344705', at(30))),
      ),
    );
    expect(results.filter((r) => r === undefined)).toHaveLength(LOGIN_BUCKET.capacity);
    const rows = await t.db.selectFrom('rate_bucket').selectAll().execute();
    expect(JSON.stringify(rows)).not.toMatch(/39053344705|52998224725|11144477735/);
  });
});
