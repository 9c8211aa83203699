import { formatBRL } from '@carteira/core/money';
import { useReducer } from 'react';
import { FlowFailed } from '../../../components/flow-failed.tsx';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useRechargePhone } from '../api/recharge-phone.ts';
import { AmountStep } from '../components/amount-step.tsx';
import { DoneStep } from '../components/done-step.tsx';
import { NumberStep } from '../components/number-step.tsx';
import { OperatorStep } from '../components/operator-step.tsx';
import { ReviewStep } from '../components/review-step.tsx';
import { initialRechargeState, leavesFlowOnBack, rechargeReducer } from '../flow/recharge-flow.ts';
import { rechargeMessages } from '../messages.ts';
import '../../../styles/flow.css';
import { sendWithPin } from '../../../lib/bank/send-with-pin.ts';

/** /cellularRecharge: number, operator, amount, review, PIN, receipt (or the refund). */
export function CellularRechargePage() {
  const t = useMessages(rechargeMessages);
  const goBack = useGoBack();
  const [state, dispatch] = useReducer(rechargeReducer, undefined, initialRechargeState);
  const pay = useRechargePhone();

  const onPin = async (pin: string) => {
    if (state.step !== 'pin') return;
    const { phone, operator, product } = state;
    await sendWithPin(
      dispatch,
      () =>
        pay.mutateAsync({
          pin,
          ddd: phone.ddd,
          number: phone.number,
          operatorId: operator.id,
          amount: product.amount,
        }),
      (outcome) => dispatch({ type: 'SUCCEEDED', outcome }),
      ({ errorKey }) => dispatch({ type: 'FAILED', errorKey }),
    );
  };
  const onBack = () => (leavesFlowOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));
  return (
    <>
      <TopBar
        title={t('title')}
        inverse={state.step === 'sending' || state.step === 'done'}
        onBack={onBack}
      />
      <main className="page-content" id="main" data-step={state.step}>
        {state.step === 'number' ? <NumberStep phone={state.phone} dispatch={dispatch} /> : null}
        {state.step === 'operator' ? <OperatorStep phone={state.phone} dispatch={dispatch} /> : null}
        {state.step === 'amount' ? (
          <AmountStep phone={state.phone} operator={state.operator} dispatch={dispatch} />
        ) : null}
        {state.step === 'review' ? (
          <ReviewStep
            phone={state.phone}
            operator={state.operator}
            product={state.product}
            dispatch={dispatch}
          />
        ) : null}
        {state.step === 'pin' || state.step === 'sending' ? (
          <FlowPinStep
            key={state.attempt}
            heading={t('pinHeading', { amount: formatBRL(state.product.amount) })}
            submitLabel={t('recharge')}
            sendingLabel={t('sending')}
            rejected={state.step === 'pin' && state.pinRejected}
            busy={state.step === 'sending'}
            onPin={onPin}
          />
        ) : null}
        {state.step === 'done' ? <DoneStep outcome={state.outcome} dispatch={dispatch} /> : null}
        {state.step === 'failed' ? (
          <FlowFailed
            testId="recharge-failed"
            heading={t('failedHeading')}
            errorKey={state.errorKey}
            tryAgainLabel={t('tryAgain')}
            homeLabel={t('goHome')}
            onTryAgain={() => dispatch({ type: 'BACK' })}
          />
        ) : null}
      </main>
    </>
  );
}
