import { useReducer } from 'react';
import { Link, useNavigate } from 'react-router';
import { PinInput } from '../../../components/pin-input.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE, useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { DonePanel } from '../components/done-panel.tsx';
import { NewPinSteps } from '../components/pin-steps.tsx';
import { usePinSave } from '../components/use-pin-save.ts';
import { changePinStart, leavesPinOnBack, pinReducer } from '../flow/pin-flow.ts';
import { securityMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../security.css';

/** /newChangePin: the current PIN, a new one, the new one again. A blocked PIN is sent to forgot PIN. */
export function ChangePinPage() {
  const t = useMessages(securityMessages);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const goBack = useGoBack('/myAccount');
  const [state, dispatch] = useReducer(pinReducer, changePinStart);
  const failure = usePinSave(state, dispatch);
  const failureText = failure ? errorText(failure) : undefined;
  const onBack = () => (leavesPinOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));
  return (
    <>
      <TopBar title={t('changePinTitle')} onBack={onBack} />
      <main className="page-content" id="main" data-step={state.step}>
        {state.step === 'current' ? (
          <div className="flow-form" data-testid="security-current-pin">
            <PinInput
              key={state.error ? 'current-again' : 'current'}
              legend={t('currentPinLegend')}
              error={state.error ? failureText : undefined}
              onSubmit={(pin) => dispatch({ type: 'CURRENT_PIN', pin })}
            />
            <Link className="field__link" to="/newForgotPin" data-testid="security-forgot-pin-link">
              {t('forgotPinLink')}
            </Link>
          </div>
        ) : null}
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
