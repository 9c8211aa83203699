import { type Centavos, fromReais } from '@carteira/core/money';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { financing } from '../../../lib/financing/financing.ts';
import type { PaymentMethods } from '../../../lib/financing/types.ts';
import { useSession } from '../../../lib/session/session.ts';
import type { PaymentMethod } from '../flow/terms-types.ts';
import { termsKeys } from './keys.ts';

/** DEBITO_EM_CONTA means paying from the account balance. */
const METHOD_OF: Readonly<Record<string, PaymentMethod>> = { DEBITO_EM_CONTA: 'balance', PIX: 'pix' };

export interface DownPaymentOptions {
  methods: PaymentMethod[];
  amount: Centavos;
}

/** Known methods only, balance first, each once. */
export function toMethods(available: readonly string[]): PaymentMethod[] {
  const known = new Set(available.map((name) => METHOD_OF[name]).filter((m): m is PaymentMethod => !!m));
  return (['balance', 'pix'] as const).filter((method) => known.has(method));
}

/** GET /v1/api/downpayment/{key}/available-payment-method: the methods and the down payment. */
export async function getPaymentMethods(contractingKey: string): Promise<DownPaymentOptions> {
  const answer = await financing.get<PaymentMethods & { value?: number }>(
    `/v1/api/downpayment/${encodeURIComponent(contractingKey)}/available-payment-method`,
  );
  return { methods: toMethods(answer.availableMethods ?? []), amount: fromReais(answer.value ?? 0) };
}

export const paymentMethodsQueryOptions = (accountKey: string, contractingKey: string) =>
  queryOptions({
    queryKey: termsKeys.methods(accountKey, contractingKey),
    queryFn: () => getPaymentMethods(contractingKey),
    staleTime: 0,
  });

export function usePaymentMethods(contractingKey: string) {
  const session = useSession();
  return useQuery({
    ...paymentMethodsQueryOptions(session?.accountKey ?? '', contractingKey),
    enabled: session !== null,
  });
}
