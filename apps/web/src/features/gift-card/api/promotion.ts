import { type Centavos, fromReais } from '@carteira/core/money';
import { useMutation } from '@tanstack/react-query';
import { engageCall } from '../../../lib/engage/engage-call.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { bridge } from '../../../native/bridge.ts';

const BASE = '/api/product';

/** What a phone's barcode gives its buyer: the card to claim, one already issued, or nothing. */
export type PhoneOffer =
  | { kind: 'offer'; barcode: string; amount: Centavos; until: string }
  | { kind: 'issued'; barcode: string }
  | { kind: 'none'; barcode: string };

/** The device a status call names: the app's device id, the buyer's CPF, no IMEI in a browser. */
const device = () => ({
  deviceId: bridge.deviceInfo().deviceId,
  cpf: sessionStore.get()?.cpf ?? '',
  imei: '',
});

/**
 * GET getEligibleForGiftCardPromotion/{barcode} and POST getStatusV2 (the product backend): whether the
 * customer bought this phone with a gift card still to claim, or already has it.
 */
export async function checkPhone(barcode: string): Promise<PhoneOffer> {
  const code = barcode.trim().toUpperCase();
  const [eligible, status] = await Promise.all([
    engageCall<{ isEligible: boolean; valor: number | null; validoAte: string | null }>(
      `${BASE}/getEligibleForGiftCardPromotion/${encodeURIComponent(code)}`,
    ),
    engageCall<{ status: 'NOT_GENERATED' | 'GENERATED' }>(`${BASE}/getStatusV2`, {
      barcode: code,
      ...device(),
    }),
  ]);
  if (status.status === 'GENERATED') return { kind: 'issued', barcode: code };
  if (eligible.isEligible && eligible.valor !== null)
    return {
      kind: 'offer',
      barcode: code,
      amount: fromReais(eligible.valor),
      until: eligible.validoAte ?? '',
    };
  return { kind: 'none', barcode: code };
}

export function useCheckPhone() {
  return useMutation({ mutationKey: ['gift-card', 'check-phone'], mutationFn: checkPhone });
}

/** POST setEligibleForGiftCardPromotion { isEligible: false }: the buyer declines the phone's card. */
export function declineOffer(barcode: string) {
  return engageCall(`${BASE}/setEligibleForGiftCardPromotion`, { barcode, isEligible: false });
}

/** POST setStatus: the phone's card, issued to the holder, is confirmed on this device. */
export function confirmOnDevice(input: { barcode: string; holder: string }) {
  return engageCall(`${BASE}/setStatus`, { barcode: input.barcode, gcClientKey: input.holder, ...device() });
}
