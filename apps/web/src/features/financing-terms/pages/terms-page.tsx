import { useCallback, useReducer } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { AddressStep } from '../components/address-step.tsx';
import { DifferentAddressStep } from '../components/different-address-step.tsx';
import { DownPaymentStep } from '../components/down-payment-step.tsx';
import { FaceMatchStep } from '../components/face-match-step.tsx';
import { PinStep } from '../components/pin-step.tsx';
import { PixStep } from '../components/pix-step.tsx';
import {
  ErrorStep,
  FaceMatchErrorStep,
  PaymentFailedStep,
  PaymentPendingStep,
  SuccessStep,
} from '../components/result-steps.tsx';
import { GetStatusStep, ProgressStep } from '../components/status-steps.tsx';
import { TermsStep } from '../components/terms-step.tsx';
import { backAction, initialTermsState, termsReducer } from '../flow/terms-flow.ts';
import type { TermsEvent, TermsState } from '../flow/terms-types.ts';
import { termsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../financing-terms.css';

/** Navigation state of /FinancingTerms: the contracting, and the sub-state to open at. */
interface TermsNavState {
  contractingKey?: unknown;
  subState?: unknown;
}

function Step({
  state,
  dispatch,
  contractingKey,
}: {
  state: TermsState;
  dispatch: (event: TermsEvent) => void;
  contractingKey: string;
}) {
  const common = { dispatch, contractingKey };
  switch (state.step) {
    case 'getFinanceStatus':
      return <GetStatusStep state={state} {...common} />;
    case 'address':
      return <AddressStep state={state} {...common} />;
    case 'differentAddress':
      return <DifferentAddressStep state={state} {...common} />;
    case 'faceMatch':
      return <FaceMatchStep state={state} {...common} />;
    case 'terms':
      return <TermsStep state={state} {...common} />;
    case 'downPaymentInfo':
      return <DownPaymentStep state={state} {...common} />;
    case 'pin':
      return <PinStep state={state} {...common} />;
    case 'pixPage':
      return <PixStep state={state} {...common} />;
    case 'progressBar':
      return <ProgressStep state={state} {...common} />;
    case 'paymentPending':
      return <PaymentPendingStep state={state} {...common} />;
    case 'paymentFailed':
      return <PaymentFailedStep state={state} {...common} />;
    case 'success':
      return <SuccessStep state={state} {...common} />;
    case 'error':
      return <ErrorStep state={state} {...common} />;
    case 'errorFaceMatch':
      return <FaceMatchErrorStep state={state} {...common} />;
  }
}

function TermsFlow({ contractingKey, entry }: { contractingKey: string; entry: unknown }) {
  const t = useMessages(termsMessages);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [state, dispatch] = useReducer(termsReducer, entry, initialTermsState);

  const onBack = useCallback(() => {
    const action = backAction(state);
    if (action.kind === 'step') dispatch({ type: 'BACK' });
    else if (action.kind === 'refused') snackbar.show({ text: t('noAction'), duration: 'short' });
    else navigate(action.to, { replace: true, state: { direction: 'back', contractingKey } });
  }, [state, snackbar, t, navigate, contractingKey]);

  return (
    <>
      <TopBar title={t('title')} onBack={onBack} />
      <main className="page-content" id="main" data-testid="financing-terms" data-step={state.step}>
        <div key={state.step} className="terms-step">
          <Step state={state} dispatch={dispatch} contractingKey={contractingKey} />
        </div>
      </main>
    </>
  );
}

/**
 * /FinancingTerms: address, selfie, contract, down payment and result. Without a contracting in
 * navigation state the credit route finds the open one and comes back with it.
 */
export function TermsPage() {
  const location = useLocation();
  const nav = (location.state ?? {}) as TermsNavState;
  if (typeof nav.contractingKey !== 'string' || nav.contractingKey === '')
    return <Navigate to="/financingCreditSimulation" replace />;
  return <TermsFlow key={location.key} contractingKey={nav.contractingKey} entry={nav.subState} />;
}
