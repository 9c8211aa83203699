import { describe, expect, it } from 'vitest';
import { offeredWith } from './feature-flags.ts';

describe('offeredWith', () => {
  const entries = [
    { id: 'pix' },
    { id: 'credit-card', flag: 'creditCard' as const },
    { id: 'financing', flag: 'smartPhoneFinancing' as const },
  ];
  const ids = (flags: Parameters<typeof offeredWith>[0]) =>
    entries.filter(offeredWith(flags)).map((e) => e.id);

  it('leaves out an entry whose flag is off, keeps those on or without a flag', () => {
    expect(ids({ creditCard: false, smartPhoneFinancing: true })).toEqual(['pix', 'financing']);
    expect(ids({ creditCard: false, smartPhoneFinancing: false })).toEqual(['pix']);
  });

  it('offers everything while the flags are not known yet', () => {
    expect(ids(undefined)).toEqual(['pix', 'credit-card', 'financing']);
    expect(ids({})).toEqual(['pix', 'credit-card', 'financing']);
  });
});
