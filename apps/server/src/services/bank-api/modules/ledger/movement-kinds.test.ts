import { isKnownTransactionType } from '@carteira/core/transactions';
import { describe, expect, it } from 'vitest';
import { MOVEMENT_KINDS } from './movement-kinds.ts';

describe('movement kinds', () => {
  it('write only type ids the catalogue knows, so the app names each by its type, in its language', () => {
    const unknown = Object.entries(MOVEMENT_KINDS)
      .filter(([, kind]) => !isKnownTransactionType(kind.typeId))
      .map(([name, kind]) => `${name} ${kind.typeId}`);
    expect(unknown).toEqual([]);
  });
});
