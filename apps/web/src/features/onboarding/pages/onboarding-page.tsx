import { useEffect, useReducer } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
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
import {
  AddressStep,
  EndPanel,
  PersonalStep,
  PinStep,
  TermsStep,
} from '../components/registration-steps.tsx';
import { ApprovedStep, ConfirmEmailStep, FixStep, WaitingStep } from '../components/review-steps.tsx';
import {
  leavesOnBack,
  type OnboardingState,
  onboardingReducer,
  onboardingStart,
  ROUTE_OF_STEP,
} from '../flow/onboarding-flow.ts';
import { onboardingMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../onboarding.css';

/**
 * /userIdCreation (reached from /newLogin's "Abrir conta"), and the other onboarding routes: the whole
 * account opening as one state machine; a customer who left resumes with CPF and password.
 */
export function OnboardingPage() {
  const t = useMessages(onboardingMessages);
  const goBack = useGoBack('/newLogin');
  const location = useLocation();
  const navigate = useNavigate();
  // An end screen's route opens at its step with the flow's state from the navigation state.
  const carried = (location.state as { onboarding?: OnboardingState } | null)?.onboarding;
  const [state, dispatch] = useReducer(onboardingReducer, carried ?? onboardingStart);
  const route = ROUTE_OF_STEP[state.step];
  useEffect(() => {
    if (route && route !== location.pathname)
      navigate(route, { replace: true, state: { onboarding: state } });
  }, [route, location.pathname, navigate, state]);
  const onBack = () => (leavesOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));
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
        {state.step === 'password' ? <PasswordStep dispatch={dispatch} /> : null}
        {state.step === 'document' ? <DocumentStep dispatch={dispatch} /> : null}
        {state.step === 'selfie' ? <SelfieStep {...props} /> : null}
        {state.step === 'idDetails' ? <IdDetailsStep {...props} /> : null}
        {state.step === 'personal' ? <PersonalStep {...props} /> : null}
        {state.step === 'address' ? <AddressStep {...props} /> : null}
        {state.step === 'terms' ? <TermsStep dispatch={dispatch} /> : null}
        {state.step === 'waiting' ? <WaitingStep {...props} /> : null}
        {state.step === 'fix' ? <FixStep {...props} /> : null}
        {state.step === 'approved' ? <ApprovedStep dispatch={dispatch} /> : null}
        {state.step === 'pin' ? <PinStep dispatch={dispatch} /> : null}
        {state.step === 'confirmEmail' ? <ConfirmEmailStep dispatch={dispatch} /> : null}
        {state.step === 'done' || state.step === 'rejected' ? <EndPanel state={state} /> : null}
      </main>
    </>
  );
}
