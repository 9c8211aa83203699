import { type FormEvent, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { CodeInput, isCompleteCode } from '../../../components/code-input.tsx';
import { Icon } from '../../../components/icon.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import type { NewDeviceChallenge } from '../../../lib/bank/bank-error.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { readLoginState } from '../../../lib/navigation/login-state.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { useSendDeviceCode } from '../api/devices.ts';
import { FailureAlert } from '../components/failure-alert.tsx';
import { securityMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../security.css';

interface AlertState {
  challenge?: NewDeviceChallenge;
  cpf?: string;
}

function readAlertState(state: unknown): { challenge: NewDeviceChallenge; cpf: string } | null {
  const s = (state ?? {}) as AlertState;
  return s.challenge && typeof s.challenge.chaveDeDesafio === 'string' && typeof s.cpf === 'string'
    ? { challenge: s.challenge, cpf: s.cpf }
    : null;
}

/**
 * /newDeviceAlert: a login from a device the account has not used (40123). The customer asks for a
 * code by SMS to the registered phone and types it; the device becomes trusted and the login goes on
 * to where it was headed. Without a challenge (a reload, a direct visit) it goes back to /newLogin.
 */
export function NewDeviceAlertPage() {
  const t = useMessages(securityMessages);
  const errorText = useErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const alert = readAlertState(location.state);
  const { from } = readLoginState(location.state);
  const send = useSendDeviceCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (!alert) return <Navigate to="/newLogin" replace />;

  const toLogin = () => navigate('/newLogin', { replace: true, state: from ? { from } : undefined });
  const askCode = () =>
    send.mutate(alert.challenge.chaveDeDesafio, {
      onSuccess: (r) => setSentTo(r.celularMascarado),
    });
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!isCompleteCode(code) || confirming) return;
    setConfirming(true);
    setFailure(null);
    try {
      const { confirmDevice } = await import('../../../lib/session/login.ts');
      const session = await confirmDevice(alert.challenge.chaveDeDesafio, code, alert.cpf);
      sessionStore.signIn(session);
      void import('../../../lib/session/app-login.ts').then(({ reportAppLogin }) => reportAppLogin());
      if (from) navigate(`${from.pathname}${from.search}${from.hash}`, { replace: true, state: from.state });
      else navigate(HOME_ROUTE, { replace: true });
    } catch (error) {
      setFailure(error);
      setConfirming(false);
    }
  };
  const problem = failure ?? send.error;

  return (
    <>
      <TopBar title={t('newDeviceTitle')} onBack={toLogin} />
      <main className="page-content" id="main" data-testid="new-device-alert">
        <div className="flow-form">
          <div className="security__device-alert">
            <Icon name="shield" size={28} />
            <h2 className="flow-heading">{t('newDeviceHeading')}</h2>
          </div>
          <p className="muted">{t('newDeviceIntro')}</p>
          <p className="muted">{t('newDevicePixNote')}</p>
          <FailureAlert text={problem ? errorText(problem) : undefined} />
          {sentTo === null ? (
            <Button onClick={askCode} loading={send.isPending} data-testid="new-device-send-code">
              {t('newDeviceSendCode', { phone: alert.challenge.celularMascarado })}
            </Button>
          ) : (
            <form className="flow-form" onSubmit={confirm} noValidate>
              <p className="muted" data-testid="new-device-code-sent">
                {t('codeSentPin', { destination: sentTo })}
              </p>
              <CodeInput
                value={code}
                onValueChange={setCode}
                validateNow={submitted}
                testId="new-device-code"
              />
              <Button type="submit" loading={confirming} data-testid="new-device-confirm">
                {t('newDeviceConfirm')}
              </Button>
              <Button
                variant="outlined"
                onClick={askCode}
                loading={send.isPending}
                data-testid="new-device-resend"
              >
                {t('resendCode')}
              </Button>
            </form>
          )}
        </div>
      </main>
    </>
  );
}
