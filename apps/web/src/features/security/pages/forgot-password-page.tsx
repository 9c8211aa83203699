import { isValidCpf } from '@carteira/core/br';
import { type FormEvent, useReducer, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { CodeInput, isCompleteCode } from '../../../components/code-input.tsx';
import {
  type NewPassword,
  NewPasswordFields,
  newPasswordReady,
} from '../../../components/new-password-fields.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { type CodeChannel, useRequestPasswordCode } from '../api/request-password-code.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { DonePanel } from '../components/done-panel.tsx';
import { FailureAlert } from '../components/failure-alert.tsx';
import {
  type ForgotPasswordState,
  forgotPasswordReducer,
  forgotPasswordStart,
  leavesForgotPasswordOnBack,
} from '../flow/forgot-password-flow.ts';
import { securityMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../security.css';

function CpfStep({
  cpf: initial,
  onSent,
}: {
  cpf: string;
  onSent: (cpf: string, channel: CodeChannel) => void;
}) {
  const t = useMessages(securityMessages);
  const errorText = useErrorText();
  const request = useRequestPasswordCode();
  const [cpf, setCpf] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const send = (channel: CodeChannel) => {
    setSubmitted(true);
    if (!isValidCpf(cpf) || request.isPending) return;
    request.mutate({ cpf, channel }, { onSuccess: () => onSent(cpf, channel) });
  };
  return (
    <form className="flow-form" onSubmit={(e) => e.preventDefault()} noValidate>
      <p className="muted">{t('forgotPasswordIntro')}</p>
      <FailureAlert text={request.error ? errorText(request.error) : undefined} />
      <TextInput
        kind="cpf"
        label={t('cpfLabel')}
        value={cpf}
        onValueChange={setCpf}
        validateNow={submitted}
        autoComplete="username"
        testId="forgot-cpf"
      />
      <div className="security__choices">
        <Button
          onClick={() => send('sms')}
          loading={request.isPending && request.variables?.channel === 'sms'}
          data-testid="forgot-by-sms"
        >
          {t('sendBySms')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => send('email')}
          loading={request.isPending && request.variables?.channel === 'email'}
          data-testid="forgot-by-email"
        >
          {t('sendByEmail')}
        </Button>
      </div>
    </form>
  );
}

function CodeStep({
  state,
  onDone,
}: {
  state: Extract<ForgotPasswordState, { step: 'code' }>;
  onDone: () => void;
}) {
  const t = useMessages(securityMessages);
  const errorText = useErrorText();
  const snackbar = useSnackbar();
  const reset = useResetPassword();
  const resend = useRequestPasswordCode();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState<NewPassword>({ password: '', repeat: '' });
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isCompleteCode(code) || !newPasswordReady(password, state.cpf) || reset.isPending) return;
    reset.mutate({ cpf: state.cpf, code, newPassword: password.password }, { onSuccess: onDone });
  };
  const again = () =>
    resend.mutate(
      { cpf: state.cpf, channel: state.channel },
      {
        onSuccess: () => snackbar.show({ text: t('codeResent'), duration: 'short' }),
        onError: (error) => snackbar.show({ text: errorText(error), duration: 'normal', tone: 'error' }),
      },
    );
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <p className="muted" data-testid="forgot-code-sent">
        {t('codeSentPassword', { channel: t(state.channel === 'sms' ? 'channelSms' : 'channelEmail') })}
      </p>
      <FailureAlert text={reset.error ? errorText(reset.error) : undefined} />
      <CodeInput
        value={code}
        onValueChange={(value) => {
          setCode(value);
          reset.reset();
        }}
        validateNow={submitted}
        testId="forgot-code"
      />
      <NewPasswordFields value={password} onChange={setPassword} cpf={state.cpf} validateNow={submitted} />
      <div className="page-actions">
        <Button type="submit" loading={reset.isPending} data-testid="forgot-save">
          {t('savePassword')}
        </Button>
        <Button variant="text" onClick={again} loading={resend.isPending} data-testid="forgot-resend">
          {t('resendCode')}
        </Button>
      </div>
    </form>
  );
}

/** /forgotPassword: a code to the registered phone or e-mail, then a new password (lifts a blocked login). */
export function ForgotPasswordPage() {
  const t = useMessages(securityMessages);
  const navigate = useNavigate();
  const goBack = useGoBack('/newLogin');
  const [state, dispatch] = useReducer(forgotPasswordReducer, forgotPasswordStart);
  const onBack = () => (leavesForgotPasswordOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));
  return (
    <>
      <TopBar title={t('forgotPasswordTitle')} onBack={onBack} />
      <main className="page-content" id="main" data-step={state.step}>
        {state.step === 'cpf' ? (
          <CpfStep cpf={state.cpf} onSent={(cpf, channel) => dispatch({ type: 'CODE_SENT', cpf, channel })} />
        ) : null}
        {state.step === 'code' ? (
          <CodeStep state={state} onDone={() => dispatch({ type: 'PASSWORD_RESET' })} />
        ) : null}
        {state.step === 'done' ? (
          <DonePanel
            heading={t('passwordDoneHeading')}
            text={t('passwordDoneText')}
            action={t('goToLogin')}
            onAction={() => navigate('/newLogin', { replace: true })}
          />
        ) : null}
      </main>
    </>
  );
}
