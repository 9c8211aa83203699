import { PAYMENT_REASONS } from '@carteira/core/transactions';
import { paymentValues, runAtOnce } from '../../../at-once/at-once.service.ts';
import { ok } from '../../../bank-answer.ts';
import type { AtOnceContext, BankDeps } from '../../../bank-route.ts';
import type { SessionClaim } from '../../../idempotency/idempotency.repository.ts';
import { BANK_ISPB, BANK_NAME } from '../../account/bank-identity.ts';
import { newEndToEndId } from '../end-to-end.ts';
import { LOOKUP_END_TO_END_TTL_MS } from '../keys/lookup-end-to-end.ts';
import {
  DEFAULT_DAILY_LIMIT,
  DEFAULT_NOCTURNAL_LIMIT,
  DEFAULT_NOCTURNAL_START,
  limitWindows,
  NOCTURNAL_STARTS,
} from '../limits/pix-limits.service.ts';
import type { PixOrder } from './pix-payment.service.ts';
import { ordemPix } from './pix-send.ts';

/**
 * A Pix to a key of this bank in one database call, when it goes through (decision 0011): the database's
 * pix_send_to_key_at_once does the step-by-step path's work in its order and commits only a payment that
 * goes through. Anything else (a refusal of any kind, a key of another institution, a PIN not yet in the
 * form the database can check, a due limit change, a seen nonce or key) rolls back whole and answers
 * undefined: the route's handler then runs the payment step by step, which answers it as always. The
 * server sends values, never the pepper: the PIN goes as its proof (pin-hash.ts).
 */
export async function sendPixToKeyAtOnce(ctx: AtOnceContext<PixOrder>) {
  const { input: order, deps, claim } = ctx;
  const pin = order.pin;
  if (pin === null) return undefined;
  return runAtOnce(ctx, 'pix_send_to_key_at_once', () => atOnceValues(order, pin, claim, deps));
}

/** What pix_send_to_key_at_once is given for `order` (its jsonb; migration 0031 lists the fields). */
export function atOnceValues(
  order: PixOrder,
  pin: string,
  claim: Omit<SessionClaim, 'session'>,
  deps: Pick<BankDeps, 'now' | 'config'>,
) {
  const { at, movementId, receiptId, values } = paymentValues(
    claim,
    { accountId: order.chaveDeConta, pin, valor: order.valor, descricao: order.descricao },
    'PIX_INTERNO',
    deps,
  );
  const endToEnd = order.endToEnd ?? newEndToEndId(BANK_ISPB, at);
  const nights = Object.fromEntries(
    NOCTURNAL_STARTS.flatMap((start) => {
      const night = limitWindows(at, start).night;
      return [
        [`night_from_${start}`, night?.from ?? null],
        [`night_to_${start}`, night?.to ?? null],
      ];
    }),
  );
  const { day } = limitWindows(at);
  return {
    ...values,
    chave: order.chave,
    lookup: order.endToEnd ?? null,
    lookup_since: new Date(at.getTime() - LOOKUP_END_TO_END_TTL_MS),
    day_from: day.from,
    day_to: day.to,
    ...nights,
    default_daily: DEFAULT_DAILY_LIMIT,
    default_nocturnal: DEFAULT_NOCTURNAL_LIMIT,
    default_start: DEFAULT_NOCTURNAL_START,
    end_to_end: endToEnd,
    reason: order.reason ?? PAYMENT_REASONS.pixKey,
    // the payee's name and branch are read in the database
    answer: ok(
      ordemPix({
        valor: order.valor,
        movementId,
        receiptId,
        endToEnd,
        at,
        beneficiary: { nome: '', instituicao: BANK_NAME, ispb: BANK_ISPB, agencia: '' },
      }),
    ),
  };
}
