import { formatBRL } from '@carteira/core/money';
import { useReducer } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { Icon } from '../../../components/icon.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE, useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useWithdraw } from '../api/withdraw.ts';
import { WithdrawAmountStep } from '../components/withdraw-amount-step.tsx';
import { WithdrawCodeStep } from '../components/withdraw-code-step.tsx';
import { WithdrawReview } from '../components/withdraw-review.tsx';
import {
  initialWithdrawState,
  leavesWithdrawOnBack,
  withdrawReducer,
  withdrawTotal,
} from '../flow/withdraw-flow.ts';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';
import { sendWithPin } from '../../../lib/bank/send-with-pin.ts';

/** /pixWithdraw: Pix Saque or Troco by a point's copy-and-paste code: amount, review with the provider, PIN, receipt. */
export function PixWithdrawPage() {
  const t = useMessages(pixMessages);
  const errors = useMessages(errorMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(withdrawReducer, initialWithdrawState);
  const send = useWithdraw();
  const onBack = () => (leavesWithdrawOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));
  const onPin = async (pin: string) => {
    if (state.step !== 'pin') return;
    const { point, order } = state;
    await sendWithPin(
      dispatch,
      () => send.mutateAsync({ pin, point, order }),
      (receipt) => dispatch({ type: 'WITHDRAWN', receipt }),
      ({ errorKey }) => dispatch({ type: 'WITHDRAW_FAILED', errorKey }),
    );
  };
  const body = () => {
    switch (state.step) {
      case 'code':
        return <WithdrawCodeStep dispatch={dispatch} />;
      case 'amount':
        return <WithdrawAmountStep state={state} dispatch={dispatch} />;
      case 'review':
        return <WithdrawReview state={state} dispatch={dispatch} />;
      case 'pin':
      case 'sending':
        return (
          <FlowPinStep
            key={state.attempt}
            heading={t('withdrawPinHeading', { amount: formatBRL(withdrawTotal(state.order)) })}
            submitLabel={t('withdrawPay')}
            sendingLabel={t('withdrawSending')}
            rejected={state.step === 'pin' && state.pinRejected}
            busy={state.step === 'sending'}
            onPin={onPin}
          />
        );
      case 'done': {
        const mode = state.receipt.total > state.receipt.cash ? t('withdrawTROCO') : t('withdrawSAQUE');
        return (
          <div className="flow-form done" data-testid="pix-withdraw-done">
            <div className="done__badge">
              <Icon name="check" size={36} />
            </div>
            <h2 className="done__heading">{t('withdrawDoneHeading', { mode })}</h2>
            <p className="done__text" data-testid="pix-withdraw-done-text">
              {t('withdrawDoneText', { cash: formatBRL(state.receipt.cash), agent: state.point.agentName })}
            </p>
            <dl className="review card">
              <div className="review__row">
                <dt>{t('withdrawTotal')}</dt>
                <dd className="amount">{formatBRL(state.receipt.total)}</dd>
              </div>
              <div className="review__row">
                <dt>{t('doneEndToEnd')}</dt>
                <dd className="review__code" data-testid="pix-withdraw-end-to-end">
                  {state.receipt.endToEnd}
                </dd>
              </div>
            </dl>
            <div className="page-actions">
              <Button onClick={() => navigate(HOME_ROUTE, { replace: true })} data-testid="pix-home">
                {t('goHome')}
              </Button>
            </div>
          </div>
        );
      }
      case 'failed':
        return (
          <div className="flow-form done" data-testid="pix-withdraw-failed">
            <div className="done__badge done__badge--failed">
              <Icon name="alert" size={36} />
            </div>
            <h2 className="done__heading">
              {t('withdrawFailedHeading', { mode: t(`withdraw${state.order.mode}`) })}
            </h2>
            <p className="done__text" role="alert" data-testid="pix-withdraw-failed-message">
              {state.errorKey === 'withdrawRefused' ? t('withdrawRefused') : errors(state.errorKey)}
            </p>
            <div className="page-actions">
              <Button onClick={() => dispatch({ type: 'BACK' })}>{t('tryAgain')}</Button>
              <Button variant="outlined" onClick={() => navigate(HOME_ROUTE, { replace: true })}>
                {t('goHome')}
              </Button>
            </div>
          </div>
        );
    }
  };
  return (
    <>
      <TopBar
        title={t('withdrawTitle')}
        inverse={state.step === 'sending' || state.step === 'done'}
        onBack={onBack}
      />
      <main className="page-content" id="main" data-step={state.step}>
        {body()}
      </main>
    </>
  );
}
