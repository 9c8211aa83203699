import { formatCnpj } from '@carteira/core/br';
import { formatDate } from '@carteira/core/calendar';
import { useReducer } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FlowFailed } from '../../../components/flow-failed.tsx';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { Icon } from '../../../components/icon.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE, useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useRequestPortability } from '../api/request-portability.ts';
import { EmployerForm } from '../components/employer-form.tsx';
import { initialRequestState, leavesFlowOnBack, requestReducer } from '../flow/request-flow.ts';
import { portabilityMessages } from '../messages.ts';
import '../../../styles/flow.css';
import { sendWithPin } from '../../../lib/bank/send-with-pin.ts';

/** /requestSalaryPortability: employer and payroll bank, review, PIN, the registry's answer. */
export function RequestSalaryPortabilityPage() {
  const t = useMessages(portabilityMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(requestReducer, undefined, initialRequestState);
  const send = useRequestPortability();

  const onPin = async (pin: string) => {
    if (state.step !== 'pin') return;
    const { employer } = state;
    await sendWithPin(
      dispatch,
      () =>
        send.mutateAsync({
          pin,
          employerCnpj: employer.cnpj,
          employerName: employer.name,
          bankCode: employer.bankCode,
        }),
      (portability) => dispatch({ type: 'SUCCEEDED', portability }),
      ({ errorKey }) => dispatch({ type: 'FAILED', errorKey }),
    );
  };
  const row = (label: string, value: string, testId?: string) => (
    <div className="review__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  return (
    <>
      <TopBar
        title={t('title')}
        inverse={state.step === 'done'}
        onBack={() => (leavesFlowOnBack(state) ? goBack() : dispatch({ type: 'BACK' }))}
      />
      <main className="page-content" id="main" data-step={state.step}>
        {state.step === 'form' ? <EmployerForm employer={state.employer} dispatch={dispatch} /> : null}
        {state.step === 'review' ? (
          <div className="flow-form" data-testid="portability-review">
            <h2 className="flow-heading">{t('reviewHeading')}</h2>
            <dl className="review card">
              {row(t('company'), state.employer.name)}
              {row(t('cnpj'), formatCnpj(state.employer.cnpj), 'portability-review-cnpj')}
              {row(t('bank'), `${state.employer.bankCode} · ${state.employer.bankName}`)}
              {row(t('employment'), t('employmentClt'))}
            </dl>
            <div className="page-actions">
              <Button onClick={() => dispatch({ type: 'CONFIRMED' })} data-testid="portability-confirm">
                {t('confirm')}
              </Button>
            </div>
          </div>
        ) : null}
        {state.step === 'pin' || state.step === 'sending' ? (
          <FlowPinStep
            key={state.attempt}
            heading={t('pinHeading')}
            submitLabel={t('send')}
            sendingLabel={t('sending')}
            rejected={state.step === 'pin' && state.pinRejected}
            busy={state.step === 'sending'}
            onPin={onPin}
          />
        ) : null}
        {state.step === 'done' ? (
          <div className="flow-form done" data-testid="portability-done">
            <div className="done__badge">
              <Icon name="check" size={36} />
            </div>
            <h2 className="done__heading">{t('doneHeading')}</h2>
            <p className="done__text">{t('doneText', { protocol: state.portability.protocol })}</p>
            <dl className="review card">
              {row(t('company'), state.portability.employerName)}
              {row(t('status'), t(`category.${state.portability.category}`), 'portability-done-status')}
              {row(t('deadline'), formatDate(state.portability.deadline))}
            </dl>
            <div className="page-actions">
              <Button
                onClick={() => navigate('/loadPortabilityRequests')}
                data-testid="portability-done-list"
              >
                {t('myRequests')}
              </Button>
              <Button variant="outlined" onClick={() => navigate(HOME_ROUTE)}>
                {t('goHome')}
              </Button>
            </div>
          </div>
        ) : null}
        {state.step === 'failed' ? (
          <FlowFailed
            testId="portability-failed"
            heading={t('failedHeading')}
            errorKey={state.errorKey}
            tryAgainLabel={t('tryAgain')}
            homeLabel={t('goHome')}
            onTryAgain={() => dispatch({ type: 'RETRY' })}
          />
        ) : null}
      </main>
    </>
  );
}
