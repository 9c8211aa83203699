import { describe, expect, it } from 'vitest';
import { AccountStatusId, canMoveMoney, canUnblockByFace } from './index.ts';

describe('the account status rules (decision 0019)', () => {
  it('lets the customer lift by face only the block they asked for', () => {
    const byFace = Object.values(AccountStatusId).filter((id) => canUnblockByFace(id));
    expect(byFace).toEqual([AccountStatusId.BlockedByClient]);
    for (const id of [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 0, null, undefined]) {
      expect(canUnblockByFace(id)).toBe(false);
    }
  });

  it('moves money only from an active account', () => {
    expect(canMoveMoney(1)).toBe(true);
    for (const id of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0, null, undefined])
      expect(canMoveMoney(id)).toBe(false);
  });
});
