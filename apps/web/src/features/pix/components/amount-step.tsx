import { parseBRLInput } from '@carteira/core/money';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { validateField } from '../../../components/text-input-rules.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type PayEvent, type PayState, payeeName } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';

export interface AmountStepProps {
  state: Extract<PayState, { step: 'amount' }>;
  dispatch: (event: PayEvent) => void;
}

export function AmountStep({ state, dispatch }: AmountStepProps) {
  const t = useMessages(pixMessages);
  const [digits, setDigits] = useState(state.amount > 0 ? String(state.amount) : '');
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateField({ kind: 'money', fieldName: t('amountField') }, digits)) return;
    dispatch({ type: 'AMOUNT_ENTERED', amount: parseBRLInput(digits) });
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{t('amountHeading')}</h2>
      <p className="pix-payee" data-testid="pix-amount-payee">
        {t('payingTo', { name: payeeName(state.target) })}
        <span className="muted">
          {' · '}
          {state.target.kind === 'account'
            ? state.target.account.institution
            : state.target.payee.institution}
        </span>
      </p>
      <TextInput
        kind="money"
        label={t('amountLabel')}
        fieldName={t('amountField')}
        value={digits}
        onValueChange={setDigits}
        validateNow={submitted}
        testId="pix-amount"
      />
      <div className="page-actions">
        <Button type="submit" data-testid="pix-amount-submit">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
