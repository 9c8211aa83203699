import { sendWithPin } from '../../../lib/bank/send-with-pin.ts';
import type { PayEvent, PayState, PixReceipt, ScheduledPix } from '../flow/pay-flow.ts';
import { AmountStep } from './amount-step.tsx';
import { PayDone } from './pay-done.tsx';
import { PayFailed } from './pay-failed.tsx';
import { PinStep } from './pin-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { ScheduledDone } from './scheduled-done.tsx';

export interface PayStepsProps {
  state: PayState;
  dispatch: (event: PayEvent) => void;
  /** Moves the money for the state in the PIN step; rejects with a BankError. */
  pay: (state: Extract<PayState, { step: 'pin' }>, pin: string) => Promise<PixReceipt>;
  /** Schedules the Pix of a state that carries a schedule (send page only). */
  schedule?: (state: Extract<PayState, { step: 'pin' }>, pin: string) => Promise<ScheduledPix>;
}

/** The steps every Pix payment shares once the payee is known: amount, review, PIN, receipt or failure. */
export function PaySteps({ state, dispatch, pay, schedule }: PayStepsProps) {
  const onPin = async (pin: string) => {
    if (state.step !== 'pin') return;
    await sendWithPin(
      dispatch,
      async (): Promise<PayEvent> =>
        state.schedule && schedule
          ? { type: 'SCHEDULE_CREATED', scheduled: await schedule(state, pin) }
          : { type: 'PAYMENT_SUCCEEDED', receipt: await pay(state, pin) },
      dispatch,
      ({ errorKey }) => dispatch({ type: 'PAYMENT_FAILED', errorKey }),
    );
  };
  switch (state.step) {
    case 'amount':
      return <AmountStep state={state} dispatch={dispatch} />;
    case 'review':
      return <ReviewStep state={state} dispatch={dispatch} />;
    case 'pin':
    case 'sending':
      return (
        <PinStep
          key={state.attempt}
          amount={state.amount}
          scheduling={state.schedule !== undefined}
          rejected={state.step === 'pin' && state.pinRejected}
          busy={state.step === 'sending'}
          onPin={onPin}
        />
      );
    case 'done':
      return <PayDone state={state} dispatch={dispatch} />;
    case 'scheduled':
      return <ScheduledDone state={state} dispatch={dispatch} />;
    case 'failed':
      return <PayFailed state={state} dispatch={dispatch} />;
    default:
      return null;
  }
}
