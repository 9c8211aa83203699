import { normalizePastedCode } from '@carteira/core/pix';
import { useReducer, useState } from 'react';
import { useLocation } from 'react-router';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { usePayQrCode } from '../api/pay-qr-code.ts';
import { PasteStep } from '../components/paste-step.tsx';
import { PaySteps } from '../components/pay-steps.tsx';
import { initialPayState, leavesPayFlowOnBack, payReducer } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';

function codeFromState(state: unknown): string {
  const code = (state as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? normalizePastedCode(code) : '';
}

/** Opened to scan (the Pix home's scan action): the camera opens at once. */
function scanFromState(state: unknown): boolean {
  return (state as { scan?: unknown } | null)?.scan === true;
}

/** /pixQrCopyPasteComponent: a pasted or scanned code, its review, PIN and receipt. */
export function CopyPastePage() {
  const t = useMessages(pixMessages);
  const location = useLocation();
  const goBack = useGoBack();
  const [state, dispatch] = useReducer(payReducer, initialPayState);
  // the camera opens by itself once: coming back from the review shows the code, not the camera again
  const [scanFirst, setScanFirst] = useState(() => scanFromState(location.state));
  const payQr = usePayQrCode();
  const onBack = () => (leavesPayFlowOnBack(state) ? goBack() : dispatch({ type: 'BACK' }));
  const inverse = state.step === 'sending' || state.step === 'done';
  return (
    <>
      <TopBar title={t('pasteTitle')} inverse={inverse} onBack={onBack} />
      <main className="page-content" id="main" data-step={state.step}>
        {state.step === 'target' ? (
          <PasteStep
            initialCode={codeFromState(location.state)}
            startScanning={scanFirst}
            dispatch={(event) => {
              setScanFirst(false);
              dispatch(event);
            }}
          />
        ) : (
          <PaySteps
            state={state}
            dispatch={dispatch}
            pay={(current, pin) =>
              current.target.kind === 'qr'
                ? payQr.mutateAsync({
                    pin,
                    amount: current.amount,
                    reading: current.target.reading,
                    key: current.target.reading.qrType === 2 ? null : current.target.payee.key,
                  })
                : Promise.reject(new Error('copy and paste pays a code'))
            }
          />
        )}
      </main>
    </>
  );
}
