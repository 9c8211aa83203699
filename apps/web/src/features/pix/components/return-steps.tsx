import { type Centavos, formatBRL, parseBRLInput } from '@carteira/core/money';
import { type FormEvent, useReducer, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FlowFailed } from '../../../components/flow-failed.tsx';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { Icon } from '../../../components/icon.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { sendWithPin } from '../../../lib/bank/send-with-pin.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useReturnPix } from '../api/return-pix.ts';
import type { PixItem } from '../flow/history-flow.ts';
import {
  initialReturnState,
  leavesReturnOnBack,
  type ReturnEvent,
  type ReturnState,
  returnAmountProblem,
  returnReducer,
} from '../flow/return-flow.ts';
import { pixMessages } from '../messages.ts';

function AmountForm({
  item,
  state,
  dispatch,
}: {
  item: PixItem;
  state: Extract<ReturnState, { step: 'amount' }>;
  dispatch: (event: ReturnEvent) => void;
}) {
  const t = useMessages(pixMessages);
  const [digits, setDigits] = useState(String(state.amount));
  const [submitted, setSubmitted] = useState(false);
  const amount = parseBRLInput(digits) as Centavos;
  const problem = returnAmountProblem(amount, state.max);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem === null) dispatch({ type: 'AMOUNT_ENTERED', amount });
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{t('returnHeading')}</h2>
      <p className="pix-payee" data-testid="pix-return-payee">
        {t('returnTo', { name: item.counterparty, amount: formatBRL(item.amount) })}
      </p>
      <TextInput
        kind="money"
        label={t('returnAmountLabel')}
        fieldName={t('returnAmountField')}
        hint={t('returnHint', { amount: formatBRL(state.max) })}
        value={digits}
        onValueChange={(value) => {
          setDigits(value);
          setSubmitted(false);
        }}
        error={submitted && problem ? t(problem, { amount: formatBRL(state.max) }) : undefined}
        testId="pix-return-amount"
      />
      <div className="page-actions">
        <Button type="submit" data-testid="pix-return-submit">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}

export interface ReturnStepsProps {
  item: PixItem;
  /** Back from the first step, or done: the history takes over. */
  onExit: (finished: boolean) => void;
  /** Lets the page's back arrow step this flow back. */
  backRef: { current: (() => void) | null };
}

/** The return of a Pix received: amount up to what was received, PIN, receipt or failure. */
export function ReturnSteps({ item, onExit, backRef }: ReturnStepsProps) {
  const t = useMessages(pixMessages);
  const [state, dispatch] = useReducer(returnReducer, item.amount, initialReturnState);
  const send = useReturnPix();
  backRef.current = () => {
    if (state.step === 'sending') return;
    if (leavesReturnOnBack(state)) onExit(state.step === 'done');
    else dispatch({ type: 'BACK' });
  };
  const onPin = async (pin: string) => {
    if (state.step !== 'pin') return;
    const { amount } = state;
    await sendWithPin(
      dispatch,
      () => send.mutateAsync({ pin, transactionId: item.id, amount }),
      (receipt) => dispatch({ type: 'RETURN_SUCCEEDED', receipt }),
      ({ errorKey }) => dispatch({ type: 'RETURN_FAILED', errorKey }),
    );
  };
  switch (state.step) {
    case 'amount':
      return <AmountForm item={item} state={state} dispatch={dispatch} />;
    case 'pin':
    case 'sending':
      return (
        <FlowPinStep
          key={state.attempt}
          heading={t('returnPinHeading', { amount: formatBRL(state.amount) })}
          submitLabel={t('returnPay')}
          sendingLabel={t('returnSending')}
          rejected={state.step === 'pin' && state.pinRejected}
          busy={state.step === 'sending'}
          onPin={onPin}
        />
      );
    case 'done':
      return (
        <div className="flow-form done" data-testid="pix-return-done">
          <div className="done__badge">
            <Icon name="check" size={36} />
          </div>
          <h2 className="done__heading">{t('returnDoneHeading')}</h2>
          <p className="done__text" data-testid="pix-return-done-text">
            {t('returnDoneText', { amount: formatBRL(state.receipt.amount), name: item.counterparty })}
          </p>
          <dl className="review card">
            <div className="review__row">
              <dt>{t('receiptEndToEnd')}</dt>
              <dd className="review__code" data-testid="pix-return-end-to-end">
                {state.receipt.endToEnd}
              </dd>
            </div>
          </dl>
          <p className="muted" data-testid="pix-return-left">
            {t('returnLeft', { amount: formatBRL(state.receipt.left) })}
          </p>
          <div className="page-actions">
            <Button onClick={() => onExit(true)} data-testid="pix-return-back">
              {t('returnBackToHistory')}
            </Button>
          </div>
        </div>
      );
    case 'failed':
      return (
        <FlowFailed
          testId="pix-return-failed"
          heading={t('returnFailedHeading')}
          errorKey={state.errorKey}
          tryAgainLabel={t('tryAgain')}
          homeLabel={t('goHome')}
          onTryAgain={() => dispatch({ type: 'BACK' })}
        />
      );
  }
}
