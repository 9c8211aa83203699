import { salaryToCentavos } from '@carteira/core/br';
import type { Centavos } from '@carteira/core/money';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import type { Translate } from '../../../lib/i18n/use-messages.ts';
import type { creditMessages } from '../messages.ts';

type T = Translate<MessageKey<typeof creditMessages>>;

/** monthly_income: the gross monthly income, typed with its centavos, validated before going on. */
export function IncomeStep({
  t,
  income,
  onIncome,
}: {
  t: T;
  income: Centavos | null;
  onIncome: (income: Centavos) => void;
}) {
  const [value, setValue] = useState(income ? String(income) : '');
  const [submitted, setSubmitted] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const cents = salaryToCentavos(value);
    if (cents !== null && cents > 0) onIncome(cents);
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{t('incomeHeading')}</h2>
      <TextInput
        kind="salary"
        label={t('incomeLabel')}
        fieldName={t('incomeField')}
        hint={t('incomeHint')}
        value={value}
        onValueChange={setValue}
        validateNow={submitted}
        testId="credit-income"
        autoComplete="off"
      />
      <div className="page-actions">
        <Button type="submit" data-testid="credit-income-submit">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
