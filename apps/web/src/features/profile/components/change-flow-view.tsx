import { useQueryClient } from '@tanstack/react-query';
import { useReducer, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { applyChange, type ChangeKind, confirmFace, startChange } from '../api/profile-change.ts';
import { type ChangeState, changeReducer, changeStart } from '../flow/change-flow.ts';
import { profileMessages } from '../messages.ts';
import { CodeStep } from './code-step.tsx';
import { ReviewStep } from './review-step.tsx';
import { SelfieStep } from './selfie-step.tsx';
import { ValueStep } from './value-step.tsx';

/** Codes the chain answers with (docs/bank-api.md, Profile edits). */
const WRONG_PIN = 10007;
const WRONG_CODE = 23003;
const REFUSED = 40007;
const CHANGE_GONE = 40408;

const DONE_TITLE = { email: 'doneEmail', phone: 'donePhone', address: 'doneAddress' } as const;

export interface ChangeFlowProps {
  kind: ChangeKind;
  /** The page's back button drives the flow through this reducer state (the page owns it). */
  flow: [ChangeState, (event: Parameters<typeof changeReducer>[1]) => void];
  onFinished: () => void;
}

export function useChangeFlow(kind: ChangeKind) {
  return useReducer(changeReducer, kind, changeStart);
}

/** One change: new value, PIN, code, selfie, review, then the code and selfie and the PUT. */
export function ChangeFlowView({ kind, flow, onFinished }: ChangeFlowProps) {
  const t = useMessages(profileMessages);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [state, dispatch] = flow;
  const [alert, setAlert] = useState<string | undefined>();
  const [pinBusy, setPinBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const code = (e: unknown) => (isBankError(e) ? e.code : 0);

  const onPin = async (pin: string) => {
    if (!state.value || pinBusy) return;
    setPinBusy(true);
    try {
      const started = await startChange(state.value, pin);
      dispatch({ type: 'CODE_SENT', changeKey: started.changeKey, destination: started.destination });
    } catch (e) {
      if (code(e) === WRONG_PIN) dispatch({ type: 'PIN_WRONG' });
      else {
        // in use, same value, a DDD, a CEP, too many codes, a blocked PIN: said on the value step
        setAlert(errorText(e));
        dispatch({ type: 'BACK' });
      }
    } finally {
      setPinBusy(false);
    }
  };

  const send = async () => {
    if (!state.changeKey || !state.selfie) return;
    setFailed(false);
    dispatch({ type: 'SEND' });
    try {
      await confirmFace(state.changeKey, state.code, state.selfie);
    } catch (e) {
      const c = code(e);
      if (c === WRONG_CODE) dispatch({ type: 'CODE_WRONG' });
      else if (c === REFUSED) dispatch({ type: 'FACE_REFUSED' });
      else if (c === CHANGE_GONE) dispatch({ type: 'EXPIRED' });
      else {
        setFailed(true);
        dispatch({ type: 'FAILED' });
      }
      return;
    }
    try {
      await applyChange(kind, state.changeKey);
      await queryClient.invalidateQueries();
      dispatch({ type: 'DONE' });
    } catch (e) {
      if (code(e) === CHANGE_GONE) dispatch({ type: 'EXPIRED' });
      else {
        setAlert(errorText(e));
        dispatch({ type: 'EXPIRED' });
      }
    }
  };

  switch (state.step) {
    case 'value':
      return (
        <ValueStep
          kind={kind}
          initial={state.value}
          alert={alert ?? (state.notice === 'expired' ? t('expired') : undefined)}
          onValue={(value) => {
            setAlert(undefined);
            dispatch({ type: 'VALUE_SET', value });
          }}
        />
      );
    case 'pin':
      return (
        <FlowPinStep
          heading={t('pinHeading')}
          submitLabel={t('pinSubmit')}
          sendingLabel={t('pinSending')}
          rejected={state.notice === 'pinWrong'}
          busy={pinBusy}
          onPin={(pin) => void onPin(pin)}
        />
      );
    case 'code':
      return (
        <CodeStep
          destination={state.destination}
          wrong={state.notice === 'codeWrong'}
          onCode={(c) => dispatch({ type: 'CODE_TYPED', code: c })}
        />
      );
    case 'selfie':
      return (
        <SelfieStep
          refused={state.notice === 'faceRefused'}
          onSelfie={(image) => dispatch({ type: 'SELFIE_TAKEN', image })}
        />
      );
    case 'review':
      return state.selfie ? (
        <ReviewStep
          image={state.selfie}
          failed={failed}
          onSend={() => void send()}
          onRetake={() => dispatch({ type: 'RETAKE' })}
        />
      ) : null;
    case 'sending':
      return <Spinner block label={t('sending')} />;
    case 'done':
      return (
        <div className="flow-form done" data-testid="profile-done">
          <h2 className="done__heading">{t(DONE_TITLE[kind])}</h2>
          <p className="done__text">{t('doneText')}</p>
          <div className="page-actions">
            <Button onClick={onFinished} data-testid="profile-done-back">
              {t('doneBack')}
            </Button>
          </div>
        </div>
      );
  }
}
