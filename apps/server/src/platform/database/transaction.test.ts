import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { withTransaction } from './transaction.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => t?.close());

const marker = (id: string) =>
  t.db.selectFrom('sandbox_seed').select('id').where('id', '=', id).executeTakeFirst();
const insertMarker = (id: string) =>
  withTransaction(t.db, async (trx) => {
    await trx.insertInto('sandbox_seed').values({ id, version: 0 }).execute();
  });

describe('withTransaction', () => {
  it('runs the whole transaction again after a serialization failure or a deadlock', async () => {
    let runs = 0;
    const result = await withTransaction(t.db, async (trx) => {
      runs += 1;
      await trx
        .insertInto('sandbox_seed')
        .values({ id: `retry-${runs}`, version: runs })
        .execute();
      if (runs < 3)
        throw Object.assign(new Error(runs === 1 ? 'serialization' : 'deadlock'), {
          code: runs === 1 ? '40001' : '40P01',
        });
      return 'done';
    });
    expect(result).toBe('done');
    expect(runs).toBe(3);
    expect(await marker('retry-1')).toBeUndefined();
    expect(await marker('retry-2')).toBeUndefined();
    expect(await marker('retry-3')).toBeDefined();
  });

  it('gives up after the last attempt', async () => {
    let runs = 0;
    const failing = withTransaction(
      t.db,
      async () => {
        runs += 1;
        throw Object.assign(new Error('always'), { code: '40001' });
      },
      { attempts: 2 },
    );
    await expect(failing).rejects.toThrow('always');
    expect(runs).toBe(2);
  });

  it('rolls back on an ordinary error, and commits then rethrows an error flagged keep', async () => {
    await expect(
      withTransaction(t.db, async (trx) => {
        await trx.insertInto('sandbox_seed').values({ id: 'rolled-back', version: 0 }).execute();
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await marker('rolled-back')).toBeUndefined();
    const kept = Object.assign(new Error('refused but kept'), { keep: true });
    await expect(
      withTransaction(t.db, async (trx) => {
        await trx.insertInto('sandbox_seed').values({ id: 'kept', version: 0 }).execute();
        throw kept;
      }),
    ).rejects.toBe(kept);
    expect(await marker('kept')).toBeDefined();
    await insertMarker('after');
    expect(await marker('after')).toBeDefined();
  });
});
