import { useEffect, useReducer, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE, useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useHoldBack } from '../../../lib/navigation/use-hold-back.ts';
import { useSession } from '../../../lib/session/session.ts';
import { CardsStep, GreetingStep } from '../components/first-access-steps.tsx';
import {
  CodeStep,
  EmailStep,
  HolderStep,
  PasswordStep,
  PhoneStep,
  ResumeStep,
  WelcomeStep,
} from '../components/holder-steps.tsx';
import { DocumentStep, IdDetailsStep, SelfieStep } from '../components/identity-steps.tsx';
import { AddressStep, EndPanel, PersonalStep, PinStep } from '../components/registration-steps.tsx';
import { ApprovedStep, ConfirmEmailStep, FixStep, WaitingStep } from '../components/review-steps.tsx';
import { RevisionStep } from '../components/revision-step.tsx';
import { SignStep, TermsStep } from '../components/terms-steps.tsx';
import {
  carriedState,
  leavesOnBack,
  type OnboardingState,
  onboardingReducer,
  onboardingStart,
  ROUTE_OF_STEP,
} from '../flow/onboarding-flow.ts';
import { onboardingMessages } from '../messages.ts';
import { FLOW_ENTRY_PATHS } from '../paths.ts';
import { CustomerEmailPage } from './customer-email-page.tsx';
import '../../../styles/flow.css';
import '../onboarding.css';

/**
 * Every route of account opening (decision 0036): the flow's step with the flow's state from the
 * navigation state; the public entry routes start it. A customer (a bank session, no flow state) on one
 * of its private routes confirms the e-mail at /validateEmail, and is at home anywhere else.
 */
export function OnboardingPage() {
  const location = useLocation();
  const session = useSession();
  const carried = carriedState(location.state);
  if (!carried && session && !FLOW_ENTRY_PATHS.has(location.pathname)) {
    return location.pathname === '/validateEmail' ? (
      <CustomerEmailPage />
    ) : (
      <Navigate to={HOME_ROUTE} replace />
    );
  }
  return <OnboardingFlow initial={carried ?? onboardingStart} />;
}

/** The whole account opening as one state machine; a customer who left resumes with CPF and password. */
function OnboardingFlow({ initial }: { initial: OnboardingState }) {
  const t = useMessages(onboardingMessages);
  const goBack = useGoBack('/newLogin');
  const location = useLocation();
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(onboardingReducer, initial);
  const backwards = useRef(false);
  const route = ROUTE_OF_STEP[state.step] ?? location.pathname;
  // the browser's history keeps a copy of the navigation state: compared by value
  const kept = JSON.stringify((location.state as { onboarding?: unknown } | null)?.onboarding ?? null);
  // Each step lives at its route, and the navigation state always holds the flow's state (a reload, or
  // the route opened again, resumes there). Forward and back both replace the screen (wallet.md section 2).
  useEffect(() => {
    const same = kept === JSON.stringify(state) || (kept === 'null' && state === onboardingStart);
    if (route === location.pathname && same) return;
    const back = backwards.current;
    backwards.current = false;
    navigate(route, { replace: true, state: { onboarding: state, ...(back ? { direction: 'back' } : {}) } });
  }, [route, location.pathname, kept, navigate, state]);
  const leaves = leavesOnBack(state);
  const onBack = () => {
    if (leaves) return goBack();
    backwards.current = true;
    dispatch({ type: 'BACK' });
  };
  // the system back (browser or phone button) steps inside the flow too, and leaves only where Back does
  useHoldBack(!leaves, onBack);
  const props = { state, dispatch };
  return (
    <>
      <TopBar title={t('title')} onBack={onBack} />
      <main className="page-content onboarding" id="main" data-step={state.step} data-testid="onboarding">
        {state.step === 'welcome' ? <WelcomeStep dispatch={dispatch} /> : null}
        {state.step === 'resume' ? <ResumeStep dispatch={dispatch} /> : null}
        {state.step === 'holder' ? <HolderStep dispatch={dispatch} /> : null}
        {state.step === 'email' ? <EmailStep {...props} /> : null}
        {state.step === 'phone' ? <PhoneStep dispatch={dispatch} /> : null}
        {state.step === 'code' ? <CodeStep {...props} /> : null}
        {state.step === 'password' ? <PasswordStep dispatch={dispatch} cpf={state.cpf} /> : null}
        {state.step === 'document' ? <DocumentStep dispatch={dispatch} /> : null}
        {state.step === 'selfie' ? <SelfieStep {...props} /> : null}
        {state.step === 'idDetails' ? <IdDetailsStep {...props} /> : null}
        {state.step === 'personal' ? <PersonalStep {...props} /> : null}
        {state.step === 'address' ? <AddressStep {...props} /> : null}
        {state.step === 'revision' ? <RevisionStep {...props} /> : null}
        {state.step === 'terms' ? <TermsStep dispatch={dispatch} /> : null}
        {state.step === 'sign' ? <SignStep {...props} /> : null}
        {state.step === 'waiting' ? <WaitingStep {...props} /> : null}
        {state.step === 'fix' ? <FixStep {...props} /> : null}
        {state.step === 'approved' ? <ApprovedStep dispatch={dispatch} /> : null}
        {state.step === 'cards' ? <CardsStep dispatch={dispatch} /> : null}
        {state.step === 'greeting' ? <GreetingStep {...props} /> : null}
        {state.step === 'pin' ? <PinStep dispatch={dispatch} /> : null}
        {state.step === 'confirmEmail' ? <ConfirmEmailStep dispatch={dispatch} /> : null}
        {state.step === 'done' || state.step === 'rejected' ? <EndPanel state={state} /> : null}
      </main>
    </>
  );
}
