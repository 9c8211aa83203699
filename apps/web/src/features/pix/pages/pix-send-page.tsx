import { useReducer } from 'react';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useSendByKey } from '../api/send-by-key.ts';
import { KeyStep } from '../components/key-step.tsx';
import { PaySteps } from '../components/pay-steps.tsx';
import { initialPayState, leavesPayFlowOnBack, payReducer } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';

/** /pixSendComponent: key, look-up, amount, review, PIN and receipt of a Pix by key. */
export function PixSendPage() {
  const t = useMessages(pixMessages);
  const goBack = useGoBack();
  const [state, dispatch] = useReducer(payReducer, initialPayState);
  const send = useSendByKey();
  const onBack = () => (leavesPayFlowOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));
  const inverse = state.step === 'sending' || state.step === 'done';
  return (
    <>
      <TopBar title={t('sendTitle')} inverse={inverse} onBack={onBack} />
      <main className="page-content" id="main" data-step={state.step}>
        {state.step === 'target' ? (
          <KeyStep dispatch={dispatch} />
        ) : (
          <PaySteps
            state={state}
            dispatch={dispatch}
            pay={(current, pin) =>
              send.mutateAsync({ pin, amount: current.amount, key: current.target.payee.key })
            }
          />
        )}
      </main>
    </>
  );
}
