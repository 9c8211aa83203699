import { describe, expect, it, vi } from 'vitest';
import type { PhoneWalletCard } from '../../../native/bridge-types.ts';
import { addToPhoneWallet } from './add-to-phone-wallet.ts';

const opaque: PhoneWalletCard = {
  cardKey: 'card-1',
  opaquePaymentCard: 'opaque-blob',
  tsp: 14,
  brand: 12,
  last4: '4321',
  printedName: 'FABIO LIMA',
  address: { cidade: 'Recife' },
};

describe('adding a card to the phone wallet', () => {
  it('hands the bank’s opaque card data, as is, to the bridge and gives back the wallet’s outcome', async () => {
    const opaqueCardInfo = vi.fn(async () => opaque);
    const provisionToPhoneWallet = vi.fn(async () => 'added' as const);
    const result = await addToPhoneWallet('card-1', { bridge: { provisionToPhoneWallet }, opaqueCardInfo });
    expect(result).toBe('added');
    expect(opaqueCardInfo).toHaveBeenCalledWith('card-1');
    expect(provisionToPhoneWallet).toHaveBeenCalledWith(opaque);
  });

  it('passes on a cancelled wallet screen', async () => {
    const provisionToPhoneWallet = vi.fn(async () => 'cancelled' as const);
    expect(
      await addToPhoneWallet('card-1', {
        bridge: { provisionToPhoneWallet },
        opaqueCardInfo: async () => opaque,
      }),
    ).toBe('cancelled');
  });

  it('asks the wallet nothing when the bank refuses the card', async () => {
    const provisionToPhoneWallet = vi.fn(async () => 'added' as const);
    const refused = new Error('refused');
    await expect(
      addToPhoneWallet('card-1', {
        bridge: { provisionToPhoneWallet },
        opaqueCardInfo: () => Promise.reject(refused),
      }),
    ).rejects.toBe(refused);
    expect(provisionToPhoneWallet).not.toHaveBeenCalled();
  });
});
