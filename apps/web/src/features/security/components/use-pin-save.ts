import { BankCode } from '@carteira/core/errors';
import { useEffect, useRef } from 'react';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useChangePin } from '../api/change-pin.ts';
import { useResetPin } from '../api/reset-pin.ts';
import type { PinEvent, PinState } from '../flow/pin-flow.ts';

/** Refusals of what proves it is the customer (PIN, password, code): back to that step. */
const PROOF_CODES = new Set<number>([
  BankCode.IncorrectPin,
  BankCode.PinBlocked,
  BankCode.IncorrectVerificationCode,
  BankCode.ResendTooSoon,
]);

/**
 * Sends the new PIN once the flow reaches 'saving' (the change with the current PIN, or the reset with
 * password and code), and tells the flow how it ended. Returns the refusal for the page to show.
 */
export function usePinSave(state: PinState, dispatch: (event: PinEvent) => void): unknown {
  const change = useChangePin();
  const reset = useResetPin();
  const sent = useRef<PinState | null>(null);
  useEffect(() => {
    if (state.step !== 'saving' || sent.current === state) return;
    sent.current = state;
    const handlers = {
      onSuccess: () => dispatch({ type: 'SAVED' }),
      onError: (error: unknown) =>
        dispatch({
          type: isBankError(error) && PROOF_CODES.has(error.code) ? 'PROOF_REFUSED' : 'NEW_PIN_REFUSED',
        }),
    };
    const { proof, newPin } = state;
    if (proof.kind === 'pin') change.mutate({ currentPin: proof.currentPin, newPin }, handlers);
    else reset.mutate({ password: proof.password, code: proof.code, newPin }, handlers);
  }, [state, dispatch, change, reset]);
  return change.error ?? reset.error ?? undefined;
}
