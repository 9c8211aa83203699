import type { NativeBridge, PhoneWalletCard, PhoneWalletResult } from '../../../native/bridge-types.ts';

export interface AddToPhoneWalletDeps {
  bridge: Pick<NativeBridge, 'provisionToPhoneWallet'>;
  opaqueCardInfo: (cardKey: string) => Promise<PhoneWalletCard>;
}

/**
 * Adding a card to the phone wallet: the bank's opaque card data (the full number never reaches the
 * app), handed as is to the shell's push provisioning. A bank refusal is thrown for the page to say;
 * the wallet's own outcome is returned.
 */
export async function addToPhoneWallet(
  cardKey: string,
  deps: AddToPhoneWalletDeps,
): Promise<PhoneWalletResult> {
  const card = await deps.opaqueCardInfo(cardKey);
  return deps.bridge.provisionToPhoneWallet(card);
}
