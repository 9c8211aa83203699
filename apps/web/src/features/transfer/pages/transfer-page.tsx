import { useReducer } from 'react';
import { useLocation } from 'react-router';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useMakeTed } from '../api/make-ted.ts';
import { useMakeTransfer, useScheduleTransfer } from '../api/make-transfer.ts';
import { AmountStep } from '../components/amount-step.tsx';
import { DestinationStep } from '../components/destination-step.tsx';
import { InstitutionStep } from '../components/institution-step.tsx';
import { PinStep } from '../components/pin-step.tsx';
import { ReviewStep } from '../components/review-step.tsx';
import { TedContactStep } from '../components/ted-contact-step.tsx';
import { TedDetailsStep } from '../components/ted-details-step.tsx';
import { TedDone } from '../components/ted-done.tsx';
import { TedReviewStep } from '../components/ted-review-step.tsx';
import { TedScheduleList } from '../components/ted-schedule-list.tsx';
import { TransferDone } from '../components/transfer-done.tsx';
import { TransferFailed } from '../components/transfer-failed.tsx';
import { TransferScheduledDone } from '../components/transfer-scheduled.tsx';
import {
  initialTransferState,
  leavesFlowOnBack,
  type TransferEvent,
  transferReducer,
} from '../flow/transfer-flow.ts';
import { transferMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../transfer.css';
import { sendWithPin } from '../../../lib/bank/send-with-pin.ts';

/** Navigation state of /tedTransfer: `view: 'schedules'` opens the scheduled transfers (from /transactionOptions). */
export interface TransferPageState {
  view?: 'schedules';
}

/**
 * /tedTransfer: amount, bank, then a Carteira account (transfer between accounts) or another bank's
 * (TED: holder, CPF/CNPJ, agency, account; or a saved contact's account, chosen instead of the bank), review with the fee and the TED window, PIN and receipt.
 */
export function TransferPage() {
  const t = useMessages(transferMessages);
  const goBack = useGoBack();
  const opened = (useLocation().state as TransferPageState | null)?.view;
  const [state, dispatch] = useReducer(
    transferReducer,
    opened === 'schedules' ? ({ step: 'schedules' } as const) : initialTransferState,
  );
  const transfer = useMakeTransfer();
  const scheduleTransfer = useScheduleTransfer();
  const ted = useMakeTed();

  const onPin = async (pin: string) => {
    if (state.step !== 'pin') return;
    const { amount, target, description } = state;
    await sendWithPin(
      dispatch,
      async (): Promise<TransferEvent> => {
        if (target.kind === 'internal') {
          const to = {
            pin,
            amount,
            agency: target.recipient.agency,
            account: target.recipient.account,
            description,
          };
          return target.schedule
            ? {
                type: 'TRANSFER_SCHEDULED',
                result: await scheduleTransfer.mutateAsync({ ...to, schedule: target.schedule }),
              }
            : { type: 'TRANSFER_SUCCEEDED', result: await transfer.mutateAsync(to) };
        }
        const order = { pin, amount, description, ted: target.ted, schedule: target.schedule };
        return { type: 'TED_SUCCEEDED', result: await ted.mutateAsync(order) };
      },
      dispatch,
      ({ errorKey }) => dispatch({ type: 'TRANSFER_FAILED', errorKey }),
    );
  };

  // The schedules opened from another page go back there.
  const leaves = leavesFlowOnBack(state) || (opened === 'schedules' && state.step === 'schedules');
  const onBack = () => (leaves ? goBack() : dispatch({ type: 'BACK' }));
  const inverse =
    state.step === 'sending' ||
    state.step === 'done' ||
    state.step === 'tedDone' ||
    state.step === 'transferScheduled';
  return (
    <>
      <TopBar title={t('title')} inverse={inverse} onBack={onBack} />
      <main className="page-content" id="main" data-step={state.step}>
        {state.step === 'amount' ? <AmountStep state={state} dispatch={dispatch} /> : null}
        {state.step === 'schedules' ? <TedScheduleList /> : null}
        {state.step === 'institution' ? <InstitutionStep dispatch={dispatch} /> : null}
        {state.step === 'destination' ? <DestinationStep state={state} dispatch={dispatch} /> : null}
        {state.step === 'tedContacts' ? <TedContactStep dispatch={dispatch} /> : null}
        {state.step === 'tedDetails' ? <TedDetailsStep state={state} dispatch={dispatch} /> : null}
        {state.step === 'review' ? <ReviewStep state={state} dispatch={dispatch} /> : null}
        {state.step === 'tedReview' ? <TedReviewStep state={state} dispatch={dispatch} /> : null}
        {state.step === 'pin' || state.step === 'sending' ? (
          <PinStep
            key={state.attempt}
            amount={state.amount}
            rejected={state.step === 'pin' && state.pinRejected}
            busy={state.step === 'sending'}
            onPin={onPin}
          />
        ) : null}
        {state.step === 'done' ? <TransferDone state={state} dispatch={dispatch} /> : null}
        {state.step === 'tedDone' ? <TedDone state={state} dispatch={dispatch} /> : null}
        {state.step === 'transferScheduled' ? (
          <TransferScheduledDone state={state} dispatch={dispatch} />
        ) : null}
        {state.step === 'failed' ? <TransferFailed state={state} dispatch={dispatch} /> : null}
      </main>
    </>
  );
}
