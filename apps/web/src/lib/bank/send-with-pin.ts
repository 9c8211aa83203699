import { BankCode } from '@carteira/core/errors';
import { type BankErrorKey, isBankError } from './bank-error.ts';

/** Why an order the PIN authorised failed: the message key for the page, and the bank's code. */
export interface PinFailure {
  errorKey: BankErrorKey;
  errorCode: number | null;
}

/** The two steps every PIN flow's reducer takes itself: the PIN sent, and the PIN refused. */
export type PinStepAction = { type: 'PIN_ENTERED' } | { type: 'PIN_REJECTED' };

/**
 * What a flow's PIN step does with a PIN (every payment, withdrawal, return and request that asks for
 * one): tells the flow the PIN is on its way, sends the order, and hands the flow the answer; a wrong
 * PIN (10007) is typed again, and any other failure becomes its message key.
 */
export async function sendWithPin<T>(
  dispatch: (action: PinStepAction) => void,
  send: () => Promise<T>,
  done: (answer: T) => void,
  failed: (failure: PinFailure) => void,
): Promise<void> {
  dispatch({ type: 'PIN_ENTERED' });
  let answer: T;
  try {
    answer = await send();
  } catch (error) {
    if (isBankError(error) && error.code === BankCode.IncorrectPin) dispatch({ type: 'PIN_REJECTED' });
    else
      failed({
        errorKey: isBankError(error) ? error.messageKey : 'error.tryAgainLater',
        errorCode: isBankError(error) ? error.code : null,
      });
    return;
  }
  done(answer);
}
