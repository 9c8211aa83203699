import { type Centavos, fromReais } from '@carteira/core/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { financing } from '../../../lib/financing/financing.ts';
import type { PixPayment } from '../../../lib/financing/types.ts';
import { useSession } from '../../../lib/session/session.ts';
import { termsKeys } from './keys.ts';

export interface DownPaymentPix {
  code: string;
  amount: Centavos;
  /** When the code stops being valid (epoch ms, this device's clock): at most 599 s after it came. */
  endsAt: number;
}

/** The Pix code's lifetime (financing.md section 9). */
export const PIX_CODE_SECONDS = 599;

/** GET /v1/api/downpayment/{key}/pix-payment: the dynamic BR Code of exactly the down payment. */
export async function getPixPayment(contractingKey: string): Promise<DownPaymentPix> {
  const answer = await financing.get<PixPayment>(
    `/v1/api/downpayment/${encodeURIComponent(contractingKey)}/pix-payment`,
  );
  const left = Number.isFinite(answer.expiresInSeconds)
    ? Math.floor(answer.expiresInSeconds)
    : PIX_CODE_SECONDS;
  return {
    code: answer.qrCode,
    amount: fromReais(answer.value),
    endsAt: Date.now() + Math.max(1, Math.min(PIX_CODE_SECONDS, left)) * 1000,
  };
}

/** One query per generation: the countdown's end asks for a new code under a new key. */
export const pixPaymentQueryOptions = (accountKey: string, contractingKey: string, generation: number) =>
  queryOptions({
    queryKey: termsKeys.pix(accountKey, contractingKey, generation),
    queryFn: () => getPixPayment(contractingKey),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePixPayment(contractingKey: string, generation: number) {
  const session = useSession();
  return useQuery({
    ...pixPaymentQueryOptions(session?.accountKey ?? '', contractingKey, generation),
    enabled: session !== null,
  });
}
