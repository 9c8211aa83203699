import { formatBRL } from '@carteira/core/money';
import { useReducer, useState } from 'react';
import { FlowFailed } from '../../../components/flow-failed.tsx';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { QrScanStep } from '../../../components/qr-scan-step.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useConsultAtmCode } from '../api/consult-atm-code.ts';
import { useWithdrawAtAtm } from '../api/withdraw-at-atm.ts';
import { CodeStep } from '../components/code-step.tsx';
import { DoneStep } from '../components/done-step.tsx';
import { ReviewStep } from '../components/review-step.tsx';
import { atmReducer, initialAtmState, leavesFlowOnBack } from '../flow/atm-flow.ts';
import { atmMessages } from '../messages.ts';
import '../../../styles/flow.css';
import { sendWithPin } from '../../../lib/bank/send-with-pin.ts';

/** /atmWithdraw: the ATM's QR code scanned (or its code typed), the review with the fee, the PIN, the receipt. */
export function AtmWithdrawPage() {
  const t = useMessages(atmMessages);
  const errorText = useErrorText();
  const goBack = useGoBack();
  const [state, dispatch] = useReducer(atmReducer, undefined, initialAtmState);
  const [problem, setProblem] = useState<string | null>(null);
  const consult = useConsultAtmCode();
  const withdraw = useWithdrawAtAtm();

  const lookUp = (code: string, fromCamera: boolean) => {
    if (consult.isPending) return;
    setProblem(null);
    consult.mutate(code.trim().toUpperCase(), {
      onSuccess: (withdrawal) => dispatch({ type: 'CODE_CHECKED', withdrawal }),
      onError: (error) => {
        setProblem(errorText(error));
        if (fromCamera) dispatch({ type: 'TYPE_INSTEAD', code: code.trim().toUpperCase() });
      },
    });
  };
  const typeInstead = (why?: 'denied' | 'failed') => {
    setProblem(why ? t(why === 'denied' ? 'scanDenied' : 'scanFailed') : null);
    dispatch({ type: 'TYPE_INSTEAD' });
  };
  const onPin = async (pin: string) => {
    if (state.step !== 'pin') return;
    const { code } = state.withdrawal;
    await sendWithPin(
      dispatch,
      () => withdraw.mutateAsync({ pin, code }),
      (outcome) => dispatch({ type: 'SUCCEEDED', outcome }),
      ({ errorKey }) => dispatch({ type: 'FAILED', errorKey }),
    );
  };
  const onBack = () => {
    setProblem(null);
    if (leavesFlowOnBack(state)) goBack();
    else dispatch({ type: 'BACK' });
  };
  return (
    <>
      <TopBar
        title={t('title')}
        inverse={state.step === 'sending' || state.step === 'done'}
        onBack={onBack}
      />
      <main className="page-content" id="main" data-step={state.step}>
        {state.step === 'scan' ? (
          <QrScanStep
            labels={{
              heading: t('scanHeading'),
              opening: t('scanOpening'),
              video: t('scanVideoLabel'),
              hint: t('scanHint'),
              typeInstead: t('scanTypeInstead'),
              checking: t('checking'),
            }}
            busy={consult.isPending}
            onCode={(text) => lookUp(text, true)}
            onEnd={(reason) => typeInstead(reason === 'closed' ? undefined : reason)}
            onTypeInstead={() => typeInstead()}
            testId="atm-scan"
            typeInsteadTestId="atm-type-instead"
          />
        ) : null}
        {state.step === 'code' ? (
          <CodeStep
            code={state.code}
            problem={problem}
            busy={consult.isPending}
            onSubmit={(code) => lookUp(code, false)}
            onScan={() => {
              setProblem(null);
              dispatch({ type: 'SCAN' });
            }}
            onEdit={() => setProblem(null)}
          />
        ) : null}
        {state.step === 'review' ? (
          <ReviewStep
            withdrawal={state.withdrawal}
            onConfirm={() => dispatch({ type: 'REVIEW_CONFIRMED' })}
          />
        ) : null}
        {state.step === 'pin' || state.step === 'sending' ? (
          <FlowPinStep
            key={state.attempt}
            heading={t('pinHeading', { amount: formatBRL(state.withdrawal.amount) })}
            submitLabel={t('withdraw')}
            sendingLabel={t('sending')}
            rejected={state.step === 'pin' && state.pinRejected}
            busy={state.step === 'sending'}
            onPin={onPin}
          />
        ) : null}
        {state.step === 'done' ? <DoneStep outcome={state.outcome} /> : null}
        {state.step === 'failed' ? (
          <FlowFailed
            testId="atm-failed"
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
