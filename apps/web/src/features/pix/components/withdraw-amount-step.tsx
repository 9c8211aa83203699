import { type Centavos, formatBRL, parseBRLInput } from '@carteira/core/money';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import {
  type WithdrawEvent,
  type WithdrawMode,
  type WithdrawState,
  withdrawProblem,
} from '../flow/withdraw-flow.ts';
import { pixMessages } from '../messages.ts';

export interface WithdrawAmountStepProps {
  state: Extract<WithdrawState, { step: 'amount' }>;
  dispatch: (event: WithdrawEvent) => void;
}

/** Saque or Troco (what the point offers), the cash up to the point's maximum now, and a Troco's purchase. */
export function WithdrawAmountStep({ state, dispatch }: WithdrawAmountStepProps) {
  const t = useMessages(pixMessages);
  const { point } = state;
  const modes: WithdrawMode[] = [
    ...(point.allowsSaque ? (['SAQUE'] as const) : []),
    ...(point.allowsTroco ? (['TROCO'] as const) : []),
  ];
  const [mode, setMode] = useState<WithdrawMode>(state.order?.mode ?? modes[0] ?? 'SAQUE');
  const [cash, setCash] = useState(state.order ? String(state.order.cash) : '');
  const [purchase, setPurchase] = useState(
    state.order?.purchase ? String(state.order.purchase) : point.fixedAmount ? String(point.fixedAmount) : '',
  );
  const [submitted, setSubmitted] = useState(false);
  const order = {
    mode,
    cash: parseBRLInput(cash) as Centavos,
    purchase: (mode === 'TROCO' ? parseBRLInput(purchase) : 0) as Centavos,
  };
  const problem = withdrawProblem(point, order);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem === null) dispatch({ type: 'ORDER_ENTERED', order });
  };
  const message = submitted && problem ? t(problem, { amount: formatBRL(point.maxCash) }) : undefined;
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{t('withdrawAmountHeading')}</h2>
      <p className="pix-payee" data-testid="pix-withdraw-agent">
        {t('withdrawAt', { agent: point.agentName })}
      </p>
      <fieldset className="pix-when">
        <legend className="field__label">{t('withdrawModeLegend')}</legend>
        <div className="pix-when__options">
          {modes.map((m) => (
            <label key={m} className="pix-account-type" data-testid={`pix-withdraw-mode-${m}`}>
              <input type="radio" name="pix-withdraw-mode" checked={mode === m} onChange={() => setMode(m)} />
              {t(`withdraw${m}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {mode === 'TROCO' ? (
        <TextInput
          kind="money"
          label={t('withdrawPurchase')}
          fieldName={t('withdrawPurchaseField')}
          value={purchase}
          onValueChange={setPurchase}
          testId="pix-withdraw-purchase"
        />
      ) : null}
      <TextInput
        kind="money"
        label={t('withdrawCash')}
        fieldName={t('withdrawCashField')}
        hint={t('withdrawCashHint', { amount: formatBRL(point.maxCash) })}
        value={cash}
        onValueChange={(value) => {
          setCash(value);
          setSubmitted(false);
        }}
        error={message}
        testId="pix-withdraw-cash"
      />
      <div className="page-actions">
        <Button type="submit" data-testid="pix-withdraw-amount-submit">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
