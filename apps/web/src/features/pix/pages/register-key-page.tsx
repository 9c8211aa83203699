import { useReducer } from 'react';
import { useLocation } from 'react-router';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { ClaimOffer } from '../components/claim-offer.tsx';
import { ClaimOpened } from '../components/claim-opened.tsx';
import { KeyCodeStep } from '../components/key-code-step.tsx';
import { KeyCreated } from '../components/key-created.tsx';
import { KeyTypeMenu } from '../components/key-type-menu.tsx';
import { KeyValueStep } from '../components/key-value-step.tsx';
import { leavesRegisterOnBack, registerReducer, registerStateForRoute } from '../flow/register-flow.ts';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';

/**
 * /registerNewKeyComponent (also /collectNewKeyDetailsComponent and /otpConfirmationComponent, which are
 * its steps, opened there when navigation state carries the key type and, for the code, the key):
 * key type, phone or e-mail, the validation code, the new key.
 */
export function RegisterKeyPage() {
  const t = useMessages(pixMessages);
  const goBack = useGoBack('/myPixKeysComponent');
  const location = useLocation();
  const [state, dispatch] = useReducer(registerReducer, undefined, () =>
    registerStateForRoute(location.pathname, location.state),
  );
  const onBack = () => (leavesRegisterOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));
  return (
    <>
      <TopBar title={t('registerTitle')} onBack={onBack} />
      <main className="page-content" id="main" data-step={state.step}>
        {state.step === 'menu' ? <KeyTypeMenu dispatch={dispatch} /> : null}
        {state.step === 'value' ? <KeyValueStep state={state} dispatch={dispatch} /> : null}
        {state.step === 'code' ? <KeyCodeStep state={state} dispatch={dispatch} /> : null}
        {state.step === 'created' ? <KeyCreated type={state.type} value={state.key} /> : null}
        {state.step === 'claim' ? <ClaimOffer state={state} dispatch={dispatch} /> : null}
        {state.step === 'claimed' ? <ClaimOpened state={state} /> : null}
      </main>
    </>
  );
}
