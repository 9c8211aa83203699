import { afterAll, beforeAll, describe } from 'vitest';
import { createSandboxLottery, publishLotteryResult, sandboxPrizesFor } from './sandbox/lottery.ts';
import { lotteryContract } from './services/bank-api/modules/rewards/lottery.contract.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  await publishLotteryResult(t.db, '2026-12-19', sandboxPrizesFor('2026-12-19'));
});
afterAll(async () => t?.close());

describe('the sandbox Loteria Federal keeps the lottery contract', () => {
  lotteryContract(
    {
      resultOf: (date) => createSandboxLottery(t.db).resultOf(date),
    },
    { published: '2026-12-19', unpublished: '2026-12-23' },
  );
});
