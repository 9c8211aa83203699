import { type Centavos, formatBRL, parseBRLInput } from '@carteira/core/money';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type LimitsState, limitAmountProblem, MAX_PIX_LIMIT } from '../flow/limits-flow.ts';
import { pixMessages } from '../messages.ts';

export interface LimitEditProps {
  state: Extract<LimitsState, { step: 'edit' | 'saving' }>;
  onSubmit: (amount: Centavos) => void;
}

/** A new value for one limit; a decrease applies at once, an increase after 24 hours. */
export function LimitEdit({ state, onSubmit }: LimitEditProps) {
  const t = useMessages(pixMessages);
  const errors = useMessages(errorMessages);
  const [digits, setDigits] = useState(state.step === 'saving' ? String(state.amount) : '');
  const [submitted, setSubmitted] = useState(false);
  const amount = parseBRLInput(digits) as Centavos;
  const problem = digits === '' ? null : limitAmountProblem(amount, state);
  const saving = state.step === 'saving';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (saving || digits === '' || problem !== null) return;
    onSubmit(amount);
  };
  const message =
    submitted && problem
      ? t(problem, { amount: formatBRL(problem === 'limitEditMax' ? MAX_PIX_LIMIT : state.daily) })
      : state.step === 'edit' && state.errorKey
        ? errors(state.errorKey)
        : undefined;
  return (
    <form className="flow-form" onSubmit={submit} noValidate data-testid="pix-limit-edit">
      <h2 className="flow-heading">
        {state.limitType === 1 ? t('limitEditHeadingDaily') : t('limitEditHeadingNocturnal')}
      </h2>
      <p className="pix-payee">{t('limitEditCurrent', { amount: formatBRL(state.current) })}</p>
      <TextInput
        kind="money"
        label={t('limitEditLabel')}
        fieldName={t('limitEditField')}
        hint={t('limitEditRule')}
        value={digits}
        onValueChange={(value) => {
          setDigits(value);
          setSubmitted(false);
        }}
        validateNow={submitted}
        error={message}
        testId="pix-limit-amount"
      />
      <div className="page-actions">
        <Button type="submit" loading={saving} data-testid="pix-limit-submit">
          {saving ? t('limitEditSaving') : t('limitEditSubmit')}
        </Button>
      </div>
    </form>
  );
}
