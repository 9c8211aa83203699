import { useCallback, useEffect, useMemo, useReducer } from 'react';
import { useNavigate } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { bridge } from '../../../native/bridge.ts';
import { DeviceDetailsView } from '../components/device-details-view.tsx';
import { DeviceList } from '../components/device-list.tsx';
import type { DeviceT } from '../components/device-types-ui.ts';
import { DownPaymentEditor } from '../components/down-payment-editor.tsx';
import { FinancingSummary } from '../components/financing-summary.tsx';
import { InstallmentDateEditor } from '../components/installment-date-editor.tsx';
import { InstallmentsSheet } from '../components/installments-sheet.tsx';
import { InsuranceStep } from '../components/insurance-step.tsx';
import { PaymentDetails } from '../components/payment-details.tsx';
import { WarrantyInfo } from '../components/warranty-info.tsx';
import {
  type DeviceState,
  deviceBackAction,
  deviceReducer,
  initialDeviceState,
} from '../flow/device-flow.ts';
import { HOME_ROUTE, TERMS_ROUTE } from '../flow/resume.ts';
import { useDeviceEffects } from '../hooks/use-device-effects.ts';
import { useFlowBack } from '../hooks/use-flow-back.ts';
import { deviceMessages } from '../messages.ts';
import { paymentDetailsConfirmed, paymentDetailsViewed, submitMetric } from '../metrics.ts';

function titleOf(t: DeviceT, state: DeviceState): string {
  switch (state.step) {
    case 'device_details':
    case 'loading_details':
      return t('detailsTitle');
    case 'simulating':
    case 'insurance':
    case 'complete_warranty':
    case 'extended_warranty':
    case 'creating_proposal':
      return t('insuranceTitle');
    case 'down_payment':
      return t('downPaymentTitle');
    case 'installment_date':
      return t('dateTitle');
    case 'paymentDetails':
    case 'installments':
    case 'updating':
      return t('paymentTitle');
    case 'summary':
      return t('summaryTitle');
    default:
      return t('chooseTitle');
  }
}

/** The device and payment-terms flow of one contracting. */
export function DeviceFlowView({ contractingKey }: { contractingKey: string }) {
  const t = useMessages(deviceMessages);
  const errors = useMessages(errorMessages);
  const navigate = useNavigate();
  const session = useSession();
  const [state, dispatch] = useReducer(deviceReducer, contractingKey, initialDeviceState);
  useDeviceEffects(state, dispatch);
  const stepBack = useCallback(() => dispatch({ type: 'BACK' }), []);

  const shownProposal = state.step === 'paymentDetails' ? state.proposal : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per proposal shown
  useEffect(() => {
    if (state.step !== 'paymentDetails' || !session) return;
    const context = { accountKey: session.accountKey, clientKey: session.clientKey, contractingKey };
    submitMetric(bridge, paymentDetailsViewed(context, state.terms, state.proposal));
  }, [shownProposal]);

  useEffect(() => {
    if (state.step !== 'leaving') return;
    navigate(state.to, state.to === TERMS_ROUTE ? { state: { contractingKey } } : { replace: true });
  }, [state, navigate, contractingKey]);

  const home = () => navigate(HOME_ROUTE, { replace: true, state: { direction: 'back' } });
  const action = useMemo(() => deviceBackAction(state), [state]);
  const onBack = useFlowBack(action, stepBack, t('noAction'));
  const confirm = () => {
    if (state.step !== 'summary' || !session) return;
    const context = { accountKey: session.accountKey, clientKey: session.clientKey, contractingKey };
    submitMetric(bridge, paymentDetailsConfirmed(context, state.terms, state.proposal));
    dispatch({ type: 'CONFIRM' });
  };

  if (state.step === 'error') {
    const operation = state.reason === 'operation';
    const description =
      state.reason === 'operation'
        ? t('failedToOperateText')
        : state.reason === 'technical'
          ? errors('error.technicalIssue')
          : t('errorText');
    return (
      <ErrorPage
        title={operation ? t('failedToOperate') : t('errorHeading')}
        description={description}
        actionLabel={t('goHome')}
        onAction={home}
        testId="financing-error"
      />
    );
  }

  const body = () => {
    switch (state.step) {
      case 'loading':
      case 'loading_details':
      case 'simulating':
      case 'leaving':
        return <Spinner block label={t('loading')} />;
      case 'device_options':
        return <DeviceList t={t} devices={state.devices} dispatch={dispatch} />;
      case 'device_details':
        return <DeviceDetailsView t={t} details={state.details} sku={state.sku} dispatch={dispatch} />;
      case 'insurance':
      case 'creating_proposal':
        return (
          <InsuranceStep
            t={t}
            options={state.simulated.insuranceOptions}
            chosen={state.step === 'insurance' ? state.chosen : state.insurance.type}
            busy={state.step === 'creating_proposal'}
            dispatch={dispatch}
          />
        );
      case 'complete_warranty':
        return <WarrantyInfo t={t} kind="complete" dispatch={dispatch} />;
      case 'extended_warranty':
        return <WarrantyInfo t={t} kind="extended" dispatch={dispatch} />;
      case 'paymentDetails':
      case 'installments':
      case 'updating':
        return (
          <>
            <PaymentDetails
              t={t}
              proposal={state.proposal}
              dispatch={dispatch}
              busy={state.step === 'updating'}
            />
            {state.step === 'updating' ? <div className="loading-bar" /> : null}
            {state.step === 'installments' ? (
              <InstallmentsSheet t={t} proposal={state.proposal} terms={state.terms} dispatch={dispatch} />
            ) : null}
          </>
        );
      case 'down_payment':
        return (
          <DownPaymentEditor
            t={t}
            minimumEntryValue={state.simulated.minimumEntryValue}
            proposal={state.proposal}
            terms={state.terms}
            dispatch={dispatch}
          />
        );
      case 'installment_date':
        return <InstallmentDateEditor t={t} terms={state.terms} dispatch={dispatch} />;
      case 'summary':
        return (
          <FinancingSummary
            t={t}
            proposal={state.proposal}
            insurance={state.insurance}
            onConfirm={confirm}
            onChangePhone={() => dispatch({ type: 'CHANGE_PHONE' })}
          />
        );
    }
  };

  return (
    <>
      <TopBar title={titleOf(t, state)} onBack={onBack} />
      <main className="page-content" id="main" data-testid="financing-device" data-step={state.step}>
        {body()}
      </main>
    </>
  );
}
