import { formatBRL } from '@carteira/core/money';
import { useReducer } from 'react';
import { FlowFailed } from '../../../components/flow-failed.tsx';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
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

/** A wrong PIN (10007): the customer may type it again. */
const CODE_INCORRECT_PIN = 10007;

/** /cellularRecharge: number, operator, amount, review, PIN, receipt (or the refund). */
export function CellularRechargePage() {
  const t = useMessages(rechargeMessages);
  const goBack = useGoBack();
  const [state, dispatch] = useReducer(rechargeReducer, undefined, initialRechargeState);
  const pay = useRechargePhone();

  const onPin = async (pin: string) => {
    if (state.step !== 'pin') return;
    dispatch({ type: 'PIN_ENTERED' });
    try {
      const outcome = await pay.mutateAsync({
        pin,
        ddd: state.phone.ddd,
        number: state.phone.number,
        operatorId: state.operator.id,
        amount: state.product.amount,
      });
      dispatch({ type: 'SUCCEEDED', outcome });
    } catch (error) {
      if (isBankError(error) && error.code === CODE_INCORRECT_PIN) dispatch({ type: 'PIN_REJECTED' });
      else
        dispatch({ type: 'FAILED', errorKey: isBankError(error) ? error.messageKey : 'error.tryAgainLater' });
    }
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
