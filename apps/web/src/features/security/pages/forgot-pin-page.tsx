import { isValidPassword } from '@carteira/core/br';
import { BankCode } from '@carteira/core/errors';
import { type FormEvent, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { CodeInput, isCompleteCode } from '../../../components/code-input.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE, useGoBack } from '../../../lib/navigation/use-go-back.ts';
import type { CodeChannel } from '../api/request-password-code.ts';
import { useRequestPinCode } from '../api/request-pin-code.ts';
import { DonePanel } from '../components/done-panel.tsx';
import { FailureAlert } from '../components/failure-alert.tsx';
import { NewPinSteps } from '../components/pin-steps.tsx';
import { usePinSave } from '../components/use-pin-save.ts';
import {
  forgotPinStart,
  leavesPinOnBack,
  type PinEvent,
  type PinState,
  pinReducer,
} from '../flow/pin-flow.ts';
import { securityMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../security.css';

function ChannelStep({ dispatch }: { dispatch: (event: PinEvent) => void }) {
  const t = useMessages(securityMessages);
  const errorText = useErrorText();
  const request = useRequestPinCode();
  const send = (channel: CodeChannel) =>
    request.mutate(channel, {
      onSuccess: ({ destination }) => dispatch({ type: 'CODE_SENT', channel, destination }),
    });
  return (
    <div className="flow-form">
      <p className="muted">{t('forgotPinIntro')}</p>
      <FailureAlert text={request.error ? errorText(request.error) : undefined} />
      <div className="security__choices">
        <Button
          onClick={() => send('sms')}
          loading={request.isPending && request.variables === 'sms'}
          data-testid="forgot-pin-by-sms"
        >
          {t('sendBySms')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => send('email')}
          loading={request.isPending && request.variables === 'email'}
          data-testid="forgot-pin-by-email"
        >
          {t('sendByEmail')}
        </Button>
      </div>
    </div>
  );
}

interface CodeStepProps {
  state: Extract<PinState, { step: 'code' }>;
  dispatch: (event: PinEvent) => void;
  failure: string | undefined;
}

function CodeStep({ state, dispatch, failure }: CodeStepProps) {
  const t = useMessages(securityMessages);
  const errorText = useErrorText();
  const resend = useRequestPinCode();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isCompleteCode(code) || !isValidPassword(password)) return;
    dispatch({ type: 'CODE_TYPED', code, password });
  };
  const again = () =>
    resend.mutate(state.channel, {
      onSuccess: ({ destination }) => dispatch({ type: 'CODE_SENT', channel: state.channel, destination }),
    });
  const alert = resend.error ? errorText(resend.error) : state.error ? failure : undefined;
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <p className="muted" data-testid="forgot-pin-code-sent">
        {t('codeSentPin', { destination: state.destination })}
      </p>
      <FailureAlert text={alert} />
      <CodeInput value={code} onValueChange={setCode} validateNow={submitted} testId="forgot-pin-code" />
      <TextInput
        kind="password"
        label={t('passwordLabel')}
        fieldName={t('passwordField')}
        value={password}
        onValueChange={setPassword}
        validateNow={submitted}
        autoComplete="current-password"
        testId="forgot-pin-password"
      />
      <div className="page-actions">
        <Button type="submit" data-testid="forgot-pin-next">
          {t('next')}
        </Button>
        <Button variant="text" onClick={again} loading={resend.isPending} data-testid="forgot-pin-resend">
          {t('resendCode')}
        </Button>
      </div>
    </form>
  );
}

/** /newForgotPin: a code to the phone or e-mail, the login password, a new PIN (unblocks a blocked PIN). */
export function ForgotPinPage() {
  const t = useMessages(securityMessages);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const goBack = useGoBack('/myAccount');
  const [state, dispatch] = useReducer(pinReducer, forgotPinStart);
  const failure = usePinSave(state, dispatch);
  // 10007 and 23003 name the password or the code here, not a password change (catalogue's wording).
  const failureText = !failure
    ? undefined
    : isBankError(failure) && failure.code === BankCode.IncorrectPin
      ? t('wrongPassword')
      : isBankError(failure) && failure.code === BankCode.IncorrectVerificationCode
        ? t('wrongCode')
        : errorText(failure);
  const onBack = () => (leavesPinOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));
  return (
    <>
      <TopBar title={t('forgotPinTitle')} onBack={onBack} />
      <main className="page-content" id="main" data-step={state.step}>
        {state.step === 'channel' ? <ChannelStep dispatch={dispatch} /> : null}
        {state.step === 'code' ? <CodeStep state={state} dispatch={dispatch} failure={failureText} /> : null}
        {state.step === 'new' || state.step === 'repeat' || state.step === 'saving' ? (
          <NewPinSteps state={state} dispatch={dispatch} failure={failureText} />
        ) : null}
        {state.step === 'done' ? (
          <DonePanel
            heading={t('pinDoneHeading')}
            text={t('pinDoneText')}
            action={t('goHome')}
            onAction={() => navigate(HOME_ROUTE, { replace: true })}
          />
        ) : null}
      </main>
    </>
  );
}
