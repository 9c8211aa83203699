import { parseBRLInput } from '@carteira/core/money';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { validateField } from '../../../components/text-input-rules.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { TransferEvent, TransferState } from '../flow/transfer-flow.ts';
import { transferMessages } from '../messages.ts';
import { tedScheduleMessages } from '../schedule-messages.ts';

const DESCRIPTION_MAX = 140;

export interface AmountStepProps {
  state: Extract<TransferState, { step: 'amount' }>;
  dispatch: (event: TransferEvent) => void;
}

export function AmountStep({ state, dispatch }: AmountStepProps) {
  const t = useMessages(transferMessages);
  const ts = useMessages(tedScheduleMessages);
  const [digits, setDigits] = useState(state.amount > 0 ? String(state.amount) : '');
  const [description, setDescription] = useState(state.description);
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateField({ kind: 'money', fieldName: t('amountField') }, digits)) return;
    dispatch({ type: 'AMOUNT_ENTERED', amount: parseBRLInput(digits), description: description.trim() });
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{t('amountHeading')}</h2>
      <TextInput
        kind="money"
        label={t('amountLabel')}
        fieldName={t('amountField')}
        value={digits}
        onValueChange={setDigits}
        validateNow={submitted}
        testId="transfer-amount"
      />
      <TextInput
        kind="text"
        label={t('descriptionLabel')}
        fieldName={t('descriptionField')}
        required={false}
        maxLength={DESCRIPTION_MAX}
        hint={t('descriptionHint')}
        value={description}
        onValueChange={setDescription}
        testId="transfer-description"
      />
      <div className="page-actions">
        <Button type="submit" data-testid="transfer-amount-submit">
          {t('continue')}
        </Button>
        <Button
          variant="text"
          onClick={() => dispatch({ type: 'SCHEDULES_OPENED' })}
          data-testid="ted-schedules-open"
        >
          {ts('listLink')}
        </Button>
      </div>
    </form>
  );
}
