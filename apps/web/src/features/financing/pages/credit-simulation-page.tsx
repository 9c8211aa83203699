import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { AnalysisProgress } from '../components/analysis-progress.tsx';
import { CreditApproved } from '../components/credit-approved.tsx';
import { CreditIntro } from '../components/credit-intro.tsx';
import { CreditRejected } from '../components/credit-rejected.tsx';
import { EmploymentStep } from '../components/employment-step.tsx';
import { IncomeStep } from '../components/income-step.tsx';
import { ProtectionStep } from '../components/protection-step.tsx';
import { ResumeSummary } from '../components/resume-summary.tsx';
import { creditBackAction, creditReducer, initialCreditState } from '../flow/credit-flow.ts';
import { HOME_ROUTE } from '../flow/resume.ts';
import { useCreditEffects } from '../hooks/use-credit-effects.ts';
import { useFlowBack } from '../hooks/use-flow-back.ts';
import { creditMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../financing.css';

/** /financingCreditSimulation: the credit application, resumed from the contract status on entry. */
export function CreditSimulationPage() {
  const t = useMessages(creditMessages);
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(creditReducer, initialCreditState);
  const stepBack = useCallback(() => dispatch({ type: 'BACK' }), []);
  useCreditEffects(state, dispatch);

  useEffect(() => {
    if (state.step !== 'leaving') return;
    navigate(state.to, {
      replace: state.to !== '/FinancingDeviceDetails',
      state: {
        contractingKey: state.contractingKey,
        ...(state.subState ? { subState: state.subState } : {}),
      },
    });
  }, [state, navigate]);

  const home = () => navigate(HOME_ROUTE, { replace: true, state: { direction: 'back' } });
  const action = useMemo(() => creditBackAction(state), [state]);
  const onBack = useFlowBack(action, stepBack, t('noAction'));

  if (state.step === 'error') {
    return (
      <ErrorPage
        title={t('errorHeading')}
        description={t('errorText')}
        actionLabel={t('goHome')}
        onAction={home}
        testId="financing-error"
      />
    );
  }
  if (state.step === 'unavailable') {
    return (
      <ErrorPage
        title={t('unavailableHeading')}
        description={t('unavailableText')}
        actionLabel={t('goHome')}
        onAction={home}
        testId="financing-unavailable"
      />
    );
  }
  if (state.step === 'status_rejected') {
    const denied = state.cause === 'denied';
    return (
      <ErrorPage
        title={denied ? t('statusRejectedHeading') : t('statusUnreadableHeading')}
        description={denied ? t('statusRejectedText') : t('statusUnreadableText')}
        actionLabel={t('goHome')}
        onAction={home}
        testId="credit-status-rejected"
      />
    );
  }

  const body = () => {
    switch (state.step) {
      case 'loading':
      case 'loading_summary':
      case 'leaving':
        return <Spinner block label={t('loading')} />;
      case 'intro':
        return <CreditIntro t={t} starting={state.starting} onWant={() => dispatch({ type: 'START' })} />;
      case 'select_employment_status':
        return (
          <EmploymentStep
            t={t}
            choice={state.choice}
            onChoose={(choice) => dispatch({ type: 'EMPLOYMENT_CHOSEN', choice })}
          />
        );
      case 'monthly_income':
        return (
          <IncomeStep
            t={t}
            income={state.income}
            onIncome={(income) => dispatch({ type: 'INCOME_ENTERED', income })}
          />
        );
      case 'protection':
      case 'submitting':
        return (
          <ProtectionStep
            t={t}
            sending={state.step === 'submitting'}
            onChoose={(accepted) => dispatch({ type: 'PROTECTION_CHOSEN', accepted })}
          />
        );
      case 'progressBar':
        return <AnalysisProgress heading={t('analysingHeading')} text={t('hangInThere')} />;
      case 'resumeFinancing':
        return (
          <ResumeSummary t={t} summary={state.summary} onContinue={() => dispatch({ type: 'CONTINUE' })} />
        );
      case 'credit_approved':
        return (
          <CreditApproved
            t={t}
            approval={state.approval}
            onChoosePhone={() => dispatch({ type: 'CHOOSE_PHONE' })}
          />
        );
      case 'credit_rejected':
        return (
          <CreditRejected
            t={t}
            helpOpen={state.helpOpen}
            onHelp={(open) => dispatch({ type: 'HELP', open })}
            onHome={home}
          />
        );
    }
  };

  return (
    <>
      <TopBar title={t('title')} onBack={onBack} />
      <main className="page-content" id="main" data-testid="financing-credit" data-step={state.step}>
        {body()}
      </main>
    </>
  );
}
