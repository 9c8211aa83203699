import { isGuessablePin } from '@carteira/core/br';
import { PinInput } from '../../../components/pin-input.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { PinEvent, PinState } from '../flow/pin-flow.ts';
import { securityMessages } from '../messages.ts';

export interface NewPinStepsProps {
  state: Extract<PinState, { step: 'new' | 'repeat' | 'saving' }>;
  dispatch: (event: PinEvent) => void;
  /** The bank's refusal, already translated. */
  failure: string | undefined;
}

/** The new PIN and its repetition, each on the PIN pad; saving shows the last pad busy. */
export function NewPinSteps({ state, dispatch, failure }: NewPinStepsProps) {
  const t = useMessages(securityMessages);
  if (state.step === 'new') {
    const error =
      state.error === 'guessable'
        ? t('pinGuessable')
        : state.error === 'mismatch'
          ? t('pinMismatch')
          : state.error === 'refused'
            ? failure
            : undefined;
    return (
      <div className="flow-form" data-testid="security-new-pin">
        <PinInput
          key="new"
          legend={t('newPinLegend')}
          error={error}
          onSubmit={(pin) => dispatch({ type: 'NEW_PIN', pin, guessable: isGuessablePin(pin) })}
        />
      </div>
    );
  }
  return (
    <div className="flow-form" data-testid="security-repeat-pin">
      <PinInput
        key="repeat"
        legend={t('repeatPinLegend')}
        busy={state.step === 'saving'}
        onSubmit={(pin) => dispatch({ type: 'REPEAT_PIN', pin })}
      />
    </div>
  );
}
