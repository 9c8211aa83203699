import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { canChooseAnotherPhoneWhilePending } from '../flow/contract-status.ts';
import { WALLET_HOME_ROUTE } from '../flow/terms-flow.ts';
import { termsMessages } from '../messages.ts';
import { NewPhoneSheet } from './new-phone-sheet.tsx';
import type { StepProps } from './step-props.ts';

function Result(props: {
  testId: string;
  icon: IconName;
  tone: 'ok' | 'failed' | 'wait';
  heading: string;
  text: string;
  children: ReactNode;
}) {
  const badge = props.tone === 'failed' ? 'done__badge done__badge--failed' : 'done__badge';
  return (
    <div className="flow-form done" data-testid={props.testId}>
      <div className={props.tone === 'wait' ? `${badge} terms-badge--wait` : badge}>
        <Icon name={props.icon} size={36} />
      </div>
      <h2 className="done__heading">{props.heading}</h2>
      <p className="done__text" data-testid={`${props.testId}-text`}>
        {props.text}
      </p>
      <div className="page-actions">{props.children}</div>
    </div>
  );
}

function HomeButton({ variant = 'outlined' }: { variant?: 'primary' | 'outlined' | 'text' }) {
  const t = useMessages(termsMessages);
  const navigate = useNavigate();
  return (
    <Button
      variant={variant}
      onClick={() => navigate(WALLET_HOME_ROUTE, { replace: true })}
      data-testid="terms-go-home"
    >
      {t('goHome')}
    </Button>
  );
}

export function SuccessStep(_: StepProps<'success'>) {
  const t = useMessages(termsMessages);
  const navigate = useNavigate();
  return (
    <Result
      testId="terms-success"
      icon="check"
      tone="ok"
      heading={t('successHeading')}
      text={t('successText')}
    >
      <Button onClick={() => navigate('/financing', { replace: true })} data-testid="terms-see-financing">
        {t('seeFinancing')}
      </Button>
      <HomeButton />
    </Result>
  );
}

/**
 * Payment pending: the down payment is in, the store has still to bill the phone. While billing has
 * not started (AGUARDANDO_FATURAMENTO) another phone may be chosen: the paid proposal is cancelled
 * and the down payment returned.
 */
export function PaymentPendingStep({ state, dispatch, contractingKey }: StepProps<'paymentPending'>) {
  const t = useMessages(termsMessages);
  const anotherPhone = canChooseAnotherPhoneWhilePending(state.status);
  return (
    <>
      <Result
        testId="terms-payment-pending"
        icon="history"
        tone="wait"
        heading={t('pendingHeading')}
        text={t('pendingText')}
      >
        <Button onClick={() => dispatch({ type: 'CHECK_STATUS' })} data-testid="terms-check-again">
          {t('checkAgain')}
        </Button>
        {anotherPhone ? (
          <Button
            variant="outlined"
            onClick={() => dispatch({ type: 'CHOOSE_ANOTHER_PHONE' })}
            data-testid="terms-pending-another-phone"
          >
            {t('leaveAnotherPhone')}
          </Button>
        ) : null}
        <HomeButton variant={anotherPhone ? 'text' : 'outlined'} />
      </Result>
      {anotherPhone ? (
        <NewPhoneSheet
          open={state.sheet === 'financeNewPhone'}
          paid
          cancelling={state.cancelling}
          contractingKey={contractingKey}
          dispatch={dispatch}
        />
      ) : null}
    </>
  );
}

export function PaymentFailedStep({ state, dispatch }: StepProps<'paymentFailed'>) {
  const t = useMessages(termsMessages);
  const errors = useMessages(errorMessages);
  return (
    <Result
      testId="terms-payment-failed"
      icon="alert"
      tone="failed"
      heading={t('paymentFailedHeading')}
      text={errors(state.errorKey)}
    >
      <Button onClick={() => dispatch({ type: 'TRY_AGAIN' })} data-testid="terms-try-again">
        {t('retry')}
      </Button>
      <HomeButton />
    </Result>
  );
}

/** The error page; its button exits to the wallet home. A failed cancellation: generic error + subtext. */
export function ErrorStep({ state }: StepProps<'error'>) {
  const t = useMessages(termsMessages);
  const errors = useMessages(errorMessages);
  const cancel = state.reason === 'cancelFailed';
  return (
    <Result
      testId="terms-error"
      icon="alert"
      tone="failed"
      heading={cancel ? errors('error.genericError') : t('errorTitle')}
      text={cancel ? errors('error.genericErrorSubtext') : t('errorText')}
    >
      <HomeButton variant="primary" />
    </Result>
  );
}

export function FaceMatchErrorStep({ state, dispatch }: StepProps<'errorFaceMatch'>) {
  const t = useMessages(termsMessages);
  return (
    <Result
      testId="terms-face-error"
      icon="user"
      tone="failed"
      heading={t('faceErrorTitle')}
      text={t(state.failureKey)}
    >
      <Button onClick={() => dispatch({ type: 'RETRY_SELFIE' })} data-testid="terms-face-retry">
        {t('faceTryAgain')}
      </Button>
      <HomeButton />
    </Result>
  );
}
