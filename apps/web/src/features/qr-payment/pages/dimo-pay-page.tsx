import { formatBRL } from '@carteira/core/money';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useLocation } from 'react-router';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { checkReturn } from '../api/check-return.ts';
import { usePayQr } from '../api/pay-qr.ts';
import { useValidateQr } from '../api/validate-qr.ts';
import { CountdownBanner } from '../components/countdown-banner.tsx';
import { DoneStep } from '../components/done-step.tsx';
import { EntryStep } from '../components/entry-step.tsx';
import { ReviewStep } from '../components/review-step.tsx';
import { StopStep, useErrorText } from '../components/stop-step.tsx';
import { readEntry } from '../flow/partner-link.ts';
import { backStaysInFlow, initialQrPayState, partnerExit, qrPayReducer } from '../flow/qr-pay-flow.ts';
import { qrPaymentMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../qr-payment.css';
import { sendWithPin } from '../../../lib/bank/send-with-pin.ts';

/** Sends the browser to a partner address the bank vetted (never any other). */
function leaveTo(address: string): void {
  window.location.assign(address);
}

/**
 * /dimoPayComponent: the bank's own QR payment. A code scanned, pasted, carried in navigation state or
 * in the shopping partner's QR link (with its countdown and return addresses); the review, the PIN, the
 * receipt; back to the partner on success, abort, time-out or failure.
 */
export function DimoPayPage() {
  const t = useMessages(qrPaymentMessages);
  const errors = useErrorText();
  const goBack = useGoBack();
  const location = useLocation();
  const [state, dispatch] = useReducer(
    qrPayReducer,
    readEntry(location.search, location.state),
    initialQrPayState,
  );
  const validate = useValidateQr();
  const pay = usePayQr();
  const started = useRef<string | null>(null);

  useEffect(() => {
    if (state.step === 'link' && started.current !== 'link') {
      started.current = 'link';
      checkReturn({ returnTo: state.link.returnTo, abortTo: state.link.abortTo })
        .then((vetted) =>
          dispatch({
            type: 'LINK_VETTED',
            partner: { timeoutAt: state.link.timeoutAt, ...vetted },
            now: Date.now(),
          }),
        )
        .catch((error: unknown) =>
          dispatch({
            type: 'LINK_REFUSED',
            errorKey: isBankError(error) ? error.messageKey : 'error.tryAgainLater',
          }),
        );
    }
    if (state.step === 'checking' && started.current !== state.code) {
      started.current = state.code;
      validate
        .mutateAsync(state.code)
        .then((details) => dispatch({ type: 'CODE_CHECKED', details }))
        .catch((error: unknown) =>
          dispatch({
            type: 'CODE_REFUSED',
            errorKey: isBankError(error) ? error.messageKey : 'error.tryAgainLater',
          }),
        );
    }
    if (state.step === 'entry') started.current = null;
    if (state.step === 'leaving') leaveTo(state.to);
  }, [state, validate]);

  const onPin = async (pin: string) => {
    if (state.step !== 'pin') return;
    const { code, amount } = state.details;
    await sendWithPin(
      dispatch,
      () => pay.mutateAsync({ pin, code, amount }),
      (paid) => dispatch({ type: 'SUCCEEDED', paid }),
      ({ errorKey }) => dispatch({ type: 'FAILED', errorKey }),
    );
  };
  const onZero = useCallback(() => dispatch({ type: 'TIMED_OUT' }), []);
  const partner = 'partner' in state ? state.partner : null;
  const toShop = partnerExit(state) ? () => dispatch({ type: 'RETURN_TO_PARTNER' }) : undefined;
  const onBack = () => {
    if (backStaysInFlow(state)) dispatch({ type: 'BACK' });
    else if (toShop && state.step !== 'done') toShop();
    else goBack();
  };
  const counting = partner?.timeoutAt != null && ['entry', 'checking', 'review', 'pin'].includes(state.step);
  return (
    <>
      <TopBar
        title={t('title')}
        inverse={state.step === 'sending' || state.step === 'done' || state.step === 'leaving'}
        onBack={onBack}
        {...(toShop && ['entry', 'review', 'pin'].includes(state.step)
          ? { action: { type: 'cancel' as const, onPress: toShop } }
          : {})}
      />
      <main className="page-content" id="main" data-step={state.step}>
        {counting && partner?.timeoutAt != null ? (
          <CountdownBanner timeoutAt={partner.timeoutAt} onZero={onZero} />
        ) : null}
        {state.step === 'link' || state.step === 'checking' ? <Spinner block label={t('checking')} /> : null}
        {state.step === 'leaving' ? <Spinner block label={t('leaving')} /> : null}
        {state.step === 'entry' ? <EntryStep scanning={state.scanning} dispatch={dispatch} /> : null}
        {state.step === 'review' ? (
          <ReviewStep details={state.details} fromPartner={!!toShop} dispatch={dispatch} />
        ) : null}
        {state.step === 'pin' || state.step === 'sending' ? (
          <FlowPinStep
            key={state.attempt}
            // a non-breaking space keeps 'R$' with its number when the heading wraps
            heading={t('pinHeading', { amount: formatBRL(state.details.amount).replace(/\s/g, '\u00a0') })}
            submitLabel={t('pay')}
            sendingLabel={t('sending')}
            rejected={state.step === 'pin' && state.pinRejected}
            busy={state.step === 'sending'}
            onPin={onPin}
          />
        ) : null}
        {state.step === 'done' ? (
          <DoneStep paid={state.paid} fromPartner={!!toShop} dispatch={dispatch} />
        ) : null}
        {state.step === 'refused' ? (
          <StopStep
            testId="qr-refused"
            heading={t('refusedHeading')}
            text={errors(state.errorKey)}
            onBackToShop={toShop}
          />
        ) : null}
        {state.step === 'failed' ? (
          <StopStep
            testId="qr-failed"
            heading={t('failedHeading')}
            text={errors(state.errorKey)}
            onBackToShop={toShop}
            onTryAgain={() => dispatch({ type: 'BACK' })}
          />
        ) : null}
        {state.step === 'timedOut' ? (
          <StopStep
            testId="qr-timed-out"
            heading={t('timedOutHeading')}
            text={t('timedOutText')}
            onBackToShop={toShop}
          />
        ) : null}
        {state.step === 'linkRefused' ? (
          <StopStep
            testId="qr-link-refused"
            heading={t('returnRefusedHeading')}
            text={errors(state.errorKey)}
          />
        ) : null}
      </main>
    </>
  );
}
