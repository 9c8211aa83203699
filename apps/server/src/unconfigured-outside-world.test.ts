import { PixKeyType } from '@carteira/core/pix';
import { describe, expect, it } from 'vitest';
import { OutsidePartyNotConfigured, unconfiguredOutsideWorld } from './unconfigured-outside-world.ts';

describe('the outside world in production mode, before any real adapter', () => {
  const { bank, financing } = unconfiguredOutsideWorld();

  it('refuses every call that needs an outside party instead of answering with sandbox values', async () => {
    expect(() => bank.ceps.find('01310100')).toThrow(OutsidePartyNotConfigured);
    await expect(bank.pixKeyCodes.send(PixKeyType.EMAIL, 'ana@example.com')).rejects.toThrow(
      /Pix key code sender/,
    );
    expect(() =>
      financing.creditBureau.consult({
        cpf: '39053344705',
        monthlyIncomeCents: 500_000,
        jobType: 'CLT',
      } as never),
    ).toThrow(/credit bureau/);
    expect(() => financing.identityProvider.checkLiveness({} as never)).toThrow(/identity provider/);
    expect(() => financing.addresses.find('01310100')).toThrow(/CEP directory/);
  });

  it('offers no phone and no insurance, and names its own settlement account', () => {
    expect(financing.catalogue.models).toEqual([]);
    expect(financing.catalogue.findModel('any')).toBeUndefined();
    expect(financing.insurer.options({ priceCents: 100_000, installments: 12 })).toEqual([]);
    expect(bank.clearing.code).not.toMatch(/sandbox/);
  });
});
