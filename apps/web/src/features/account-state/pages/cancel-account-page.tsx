import { BankCode } from '@carteira/core/errors';
import { ACCOUNT_CANCEL_REASONS, type AccountCancelReason } from '@carteira/core/status';
import { type FormEvent, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { CodeInput, isCompleteCode } from '../../../components/code-input.tsx';
import { OptionMenu } from '../../../components/option-menu.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { LOGIN_ROUTE } from '../../../lib/navigation/login-state.ts';
import { HOME_ROUTE, useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { useAccountStatus } from '../api/account-status.ts';
import { useCancelAccount } from '../api/cancel-account.ts';
import { useRequestCancelCode } from '../api/cancel-code.ts';
import {
  type CancelEvent,
  type CancelState,
  cancelReducer,
  cancelStart,
  leavesCancelOnBack,
} from '../flow/cancel-flow.ts';
import { accountStateMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../account-state.css';

/**
 * /cancelAccount: benefits, reasons, the SMS code, success (wallet.md section 2). What keeps the account
 * open is said first, in the app's words (docs/decisions/0019).
 */
export function CancelAccountPage() {
  const t = useMessages(accountStateMessages);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const goBack = useGoBack('/accountStatus');
  const status = useAccountStatus();
  const requestCode = useRequestCancelCode();
  const close = useCancelAccount();
  const [state, dispatch] = useReducer(cancelReducer, cancelStart);
  const blockers = status.data?.blockers;
  const { refetch } = status;
  const { mutate: send } = requestCode;
  const { mutate: closeAccount } = close;

  useEffect(() => {
    if (blockers) dispatch({ type: 'PENDING', blockers });
  }, [blockers]);

  const reason = state.step === 'sending' ? state.reason : undefined;
  useEffect(() => {
    if (!reason) return;
    send(undefined, {
      onSuccess: ({ phone }) => dispatch({ type: 'CODE_SENT', phone }),
      onError: (error) => {
        dispatch({ type: 'REFUSED' });
        // something opened meanwhile: the status names it
        if (isBankError(error) && error.code === BankCode.AccountNotClosable) void refetch();
      },
    });
  }, [reason, send, refetch]);

  const code = state.step === 'closing' ? state.code : undefined;
  const closingReason = state.step === 'closing' ? state.reason : undefined;
  useEffect(() => {
    if (!code || !closingReason) return;
    closeAccount(
      { code, reason: closingReason },
      {
        onSuccess: () => dispatch({ type: 'CLOSED' }),
        onError: (error) => {
          dispatch({ type: 'REFUSED' });
          if (isBankError(error) && error.code === BankCode.AccountNotClosable) void refetch();
        },
      },
    );
  }, [code, closingReason, closeAccount, refetch]);

  // The session of a closed account ends once the page has left (the bank revoked it already): ended
  // while the page is still shown, the private route would send the customer to log in again.
  const closed = useRef(false);
  useEffect(
    () => () => {
      if (closed.current) sessionStore.clear('logout');
    },
    [],
  );
  if (state.step === 'done') closed.current = true;
  const leave = () => navigate(LOGIN_ROUTE, { replace: true });
  const onBack = () => (leavesCancelOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));
  const cannotClose =
    status.data && status.data.statusId !== 1 && status.data.statusId !== 2 && state.step !== 'done';
  const failure = requestCode.error ?? close.error;
  return (
    <>
      <TopBar title={t('cancelTitle')} onBack={state.step === 'done' ? undefined : onBack} />
      <main className="page-content" id="main" data-step={state.step}>
        {status.isPending ? <Spinner /> : null}
        {cannotClose ? (
          <div className="flow-form" data-testid="cancel-not-allowed">
            <p>{t('blockedCannotClose')}</p>
          </div>
        ) : null}
        {status.data && !cannotClose ? (
          <CancelSteps
            state={state}
            dispatch={dispatch}
            failure={failure ? errorText(failure) : undefined}
            resend={() =>
              send(undefined, { onSuccess: ({ phone }) => dispatch({ type: 'CODE_SENT', phone }) })
            }
            resending={requestCode.isPending}
            onKeep={() => navigate(HOME_ROUTE, { replace: true })}
            onLeave={() => void leave()}
          />
        ) : null}
      </main>
    </>
  );
}

interface StepsProps {
  state: CancelState;
  dispatch: (event: CancelEvent) => void;
  failure: string | undefined;
  resend: () => void;
  resending: boolean;
  onKeep: () => void;
  onLeave: () => void;
}

function CancelSteps({ state, dispatch, failure, resend, resending, onKeep, onLeave }: StepsProps) {
  const t = useMessages(accountStateMessages);
  switch (state.step) {
    case 'pending':
      return (
        <div className="flow-form" data-testid="cancel-pending">
          <h2 className="flow-heading">{t('pendingHeading')}</h2>
          <p>{t('pendingIntro')}</p>
          <ul className="account-state__list">
            {state.blockers.map((b) => (
              <li key={b} data-testid={`cancel-blocker-${b}`}>
                {t(`blocker${b}`)}
              </li>
            ))}
          </ul>
          <div className="page-actions">
            <Button onClick={onKeep}>{t('goHome')}</Button>
          </div>
        </div>
      );
    case 'benefits':
      return (
        <div className="flow-form" data-testid="cancel-benefits">
          <h2 className="flow-heading">{t('benefitsHeading')}</h2>
          <ul className="account-state__list">
            <li>{t('benefit1')}</li>
            <li>{t('benefit2')}</li>
            <li>{t('benefit3')}</li>
            <li>{t('benefit4')}</li>
          </ul>
          <div className="page-actions">
            <Button onClick={onKeep} data-testid="cancel-keep">
              {t('keepAccount')}
            </Button>
            <Button variant="text" onClick={() => dispatch({ type: 'NEXT' })} data-testid="cancel-continue">
              {t('continueCancel')}
            </Button>
          </div>
        </div>
      );
    case 'reasons':
      return (
        <div data-testid="cancel-reasons">
          {failure ? (
            <p role="alert" className="field__error" data-testid="cancel-error">
              {failure}
            </p>
          ) : null}
          <OptionMenu<AccountCancelReason>
            legend={t('reasonsLegend')}
            options={ACCOUNT_CANCEL_REASONS.map((value) => ({ value, label: t(`reason${value}`) }))}
            {...(state.reason ? { initial: state.reason } : {})}
            onNext={(reason) => dispatch({ type: 'REASON', reason })}
          />
        </div>
      );
    case 'sending':
    case 'closing':
      return (
        <div className="flow-form" aria-busy="true">
          <Spinner />
          <p className="muted">{state.step === 'sending' ? t('sendingCode') : t('closing')}</p>
        </div>
      );
    case 'token':
      return (
        <CodeStep
          phone={state.phone}
          failure={state.error ? failure : undefined}
          onCode={(code) => dispatch({ type: 'CODE_TYPED', code })}
          resend={resend}
          resending={resending}
        />
      );
    case 'done':
      return (
        <div className="flow-form" data-testid="cancel-done">
          <h2 className="flow-heading">{t('closedHeading')}</h2>
          <p>{t('closedText')}</p>
          <div className="page-actions">
            <Button onClick={onLeave} data-testid="cancel-leave">
              {t('closedAction')}
            </Button>
          </div>
        </div>
      );
  }
}

interface CodeStepProps {
  phone: string;
  failure: string | undefined;
  onCode: (code: string) => void;
  resend: () => void;
  resending: boolean;
}

function CodeStep({ phone, failure, onCode, resend, resending }: CodeStepProps) {
  const t = useMessages(accountStateMessages);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (isCompleteCode(code)) onCode(code);
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate data-testid="cancel-token">
      <p className="muted" data-testid="cancel-code-sent">
        {t('codeSent', { phone })}
      </p>
      {failure ? (
        <p role="alert" className="field__error" data-testid="cancel-error">
          {failure}
        </p>
      ) : null}
      <CodeInput value={code} onValueChange={setCode} validateNow={submitted} testId="cancel-code" />
      <div className="page-actions">
        <Button type="submit" data-testid="cancel-close">
          {t('closeAccount')}
        </Button>
        <Button variant="text" onClick={resend} loading={resending} data-testid="cancel-resend">
          {t('resendCode')}
        </Button>
      </div>
    </form>
  );
}
