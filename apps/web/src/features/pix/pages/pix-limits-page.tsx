import { useReducer } from 'react';
import { TopBar } from '../../../components/top-bar.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useRequestLimitChange, useRequestNocturnalStart } from '../api/limits.ts';
import { LimitEdit } from '../components/limit-edit.tsx';
import { LimitsOverview } from '../components/limits-overview.tsx';
import { NocturnalStartEdit } from '../components/nocturnal-start-edit.tsx';
import { initialLimitsState, leavesLimitsOnBack, limitsReducer } from '../flow/limits-flow.ts';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';

/** /pixLimits: the daily and nocturnal Pix limits, the nocturnal start, pending changes, a change request. */
export function PixLimitsPage() {
  const t = useMessages(pixMessages);
  const goBack = useGoBack();
  const [state, dispatch] = useReducer(limitsReducer, initialLimitsState);
  const change = useRequestLimitChange();
  const startChange = useRequestNocturnalStart();
  const failed = (error: unknown) =>
    dispatch({
      type: 'SAVE_FAILED',
      errorKey: isBankError(error) ? error.messageKey : 'error.tryAgainLater',
    });
  const onBack = () => {
    if (state.step === 'saving' || state.step === 'startSaving') return;
    if (leavesLimitsOnBack(state)) goBack();
    else dispatch({ type: 'BACK' });
  };
  return (
    <>
      <TopBar title={t('limitsTitle')} onBack={onBack} />
      <main className="page-content" id="main" data-step={state.step}>
        {state.step === 'overview' ? (
          <LimitsOverview
            outcome={state.outcome}
            onChange={(limitType, current, daily) =>
              dispatch({ type: 'CHANGE_CHOSEN', limitType, current, daily })
            }
            onChangeStart={(current) => dispatch({ type: 'START_CHOSEN', current })}
          />
        ) : state.step === 'start' || state.step === 'startSaving' ? (
          <NocturnalStartEdit
            state={state}
            onSubmit={(start) => {
              if (state.step !== 'start') return;
              dispatch({ type: 'START_SUBMITTED', start });
              startChange.mutate(start, {
                onSuccess: (outcome) => dispatch({ type: 'SAVED', outcome }),
                onError: failed,
              });
            }}
          />
        ) : (
          <LimitEdit
            state={state}
            onSubmit={(amount) => {
              if (state.step !== 'edit') return;
              dispatch({ type: 'AMOUNT_SUBMITTED', amount });
              change.mutate(
                { limitType: state.limitType, amount },
                {
                  onSuccess: (outcome) => dispatch({ type: 'SAVED', outcome }),
                  onError: failed,
                },
              );
            }}
          />
        )}
      </main>
    </>
  );
}
