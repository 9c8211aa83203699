import { formatBRL } from '@carteira/core/money';
import { useReducer } from 'react';
import { useLocation } from 'react-router';
import { FlowFailed } from '../../../components/flow-failed.tsx';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { usePayBoleto } from '../api/pay-boleto.ts';
import { CodeStep } from '../components/code-step.tsx';
import { DoneStep } from '../components/done-step.tsx';
import { ReviewStep } from '../components/review-step.tsx';
import { initialPayState, leavesFlowOnBack, payReducer } from '../flow/pay-flow.ts';
import { boletoMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../boleto.css';
import { sendWithPin } from '../../../lib/bank/send-with-pin.ts';

/** /insertBoleto: the code (typed or pasted), the review, the PIN, the receipt or the schedule. */
export function InsertBoletoPage() {
  const t = useMessages(boletoMessages);
  const goBack = useGoBack('/boleto');
  const location = useLocation();
  const carried = (location.state as { code?: unknown } | null)?.code;
  const [state, dispatch] = useReducer(
    payReducer,
    typeof carried === 'string' ? carried : '',
    initialPayState,
  );
  const pay = usePayBoleto();

  const onPin = async (pin: string) => {
    if (state.step !== 'pin') return;
    const { details, choice } = state;
    await sendWithPin(
      dispatch,
      () =>
        pay.mutateAsync({
          pin,
          line: details.line,
          amount: choice.amount,
          date: choice.date,
          dueDate: details.dueDate,
        }),
      (outcome) => dispatch({ type: 'SUCCEEDED', outcome }),
      (failure) => dispatch({ type: 'FAILED', ...failure }),
    );
  };
  const onBack = () => (leavesFlowOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));
  const scheduled =
    (state.step === 'pin' || state.step === 'sending') && (state.choice.date || state.details.nextWorkingDay);
  return (
    <>
      <TopBar
        title={t('payTitle')}
        inverse={state.step === 'sending' || state.step === 'done'}
        onBack={onBack}
      />
      <main className="page-content" id="main" data-step={state.step}>
        {state.step === 'code' ? <CodeStep code={state.code} dispatch={dispatch} /> : null}
        {state.step === 'review' ? <ReviewStep details={state.details} dispatch={dispatch} /> : null}
        {state.step === 'pin' || state.step === 'sending' ? (
          <FlowPinStep
            key={state.attempt}
            heading={t(scheduled ? 'pinSchedule' : 'pinHeading', { amount: formatBRL(state.choice.amount) })}
            submitLabel={t('pay')}
            sendingLabel={t('sending')}
            rejected={state.step === 'pin' && state.pinRejected}
            busy={state.step === 'sending'}
            onPin={onPin}
          />
        ) : null}
        {state.step === 'done' ? (
          <DoneStep details={state.details} outcome={state.outcome} dispatch={dispatch} />
        ) : null}
        {state.step === 'failed' ? (
          <FlowFailed
            testId="boleto-failed"
            heading={t('failedHeading')}
            errorKey={state.errorKey}
            errorCode={state.errorCode}
            tryAgainLabel={t('tryAgain')}
            homeLabel={t('goHome')}
            onTryAgain={() => dispatch({ type: 'BACK' })}
          />
        ) : null}
      </main>
    </>
  );
}
