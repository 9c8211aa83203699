import { useMutation } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { detailsFromWire, type QrDetails, type QrDetailsWire } from './qr-wire.ts';

/** dimoqrcode/validar: the merchant, amount and expiry of a code that can be paid now. */
export async function validateQr(qrCode: string): Promise<QrDetails> {
  return detailsFromWire(await bank.call<QrDetailsWire>('dimoqrcode/validar', { qrCode }));
}

export function useValidateQr() {
  return useMutation({ mutationKey: ['qrPayment', 'validate'], mutationFn: validateQr });
}
