import { toSaoPauloDate } from '@carteira/core/calendar';
import { parseBRLInput } from '@carteira/core/money';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { validateField } from '../../../components/text-input-rules.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { usePixInstitutionName } from '../api/bank-list.ts';
import {
  canSchedule,
  type PayEvent,
  type PayState,
  payeeName,
  type Schedule,
  scheduleProblem,
} from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';
import { useFundsCheck } from './use-funds-check.ts';
import { WhenChoice, type WhenValue } from './when-choice.tsx';

export interface AmountStepProps {
  state: Extract<PayState, { step: 'amount' }>;
  dispatch: (event: PayEvent) => void;
}

/** The schedule a monthly choice asks: a single payment is months 1; a repeat needs 2 or more. */
function toSchedule(when: WhenValue): Schedule {
  const months = when.repeat ? Number(when.months || '0') : 1;
  return { date: when.date, months: when.repeat && months < 2 ? 0 : months };
}

export function AmountStep({ state, dispatch }: AmountStepProps) {
  const t = useMessages(pixMessages);
  const [today] = useState(() => toSaoPauloDate(Date.now()));
  const [digits, setDigits] = useState(state.amount > 0 ? String(state.amount) : '');
  const [submitted, setSubmitted] = useState(false);
  const [fundsError, setFundsError] = useState<string | null>(null);
  const checkFunds = useFundsCheck();
  // an account names its institution by code or ISPB: the bank list has its name
  const accountInstitution = usePixInstitutionName(
    state.target.kind === 'account' ? state.target.account.institution : undefined,
  );
  const [when, setWhen] = useState<WhenValue>({
    scheduled: state.schedule !== undefined,
    date: state.schedule?.date ?? '',
    repeat: (state.schedule?.months ?? 1) > 1,
    months: state.schedule && state.schedule.months > 1 ? String(state.schedule.months) : '',
  });
  const schedulable = canSchedule(state.target);
  const schedule = when.scheduled ? toSchedule(when) : null;
  const problem = schedule ? scheduleProblem(schedule, today) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateField({ kind: 'money', fieldName: t('amountField') }, digits) || problem) return;
    // a Pix now must fit the balance and the limit before its review; a scheduled one is checked on its day
    const short = schedule ? null : checkFunds(parseBRLInput(digits));
    setFundsError(short);
    if (short) return;
    dispatch({ type: 'AMOUNT_ENTERED', amount: parseBRLInput(digits), schedule });
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate>
      <h2 className="flow-heading">{t('amountHeading')}</h2>
      <p className="pix-payee" data-testid="pix-amount-payee">
        {t('payingTo', { name: payeeName(state.target) })}
        <span className="muted">
          {' · '}
          {state.target.kind === 'account' ? accountInstitution : state.target.payee.institution}
        </span>
      </p>
      <TextInput
        kind="money"
        label={t('amountLabel')}
        fieldName={t('amountField')}
        value={digits}
        onValueChange={(value) => {
          setDigits(value);
          setFundsError(null);
        }}
        error={fundsError ?? undefined}
        validateNow={submitted}
        testId="pix-amount"
      />
      {schedulable ? (
        <WhenChoice
          value={when}
          today={today}
          onChange={(value) => {
            setWhen(value);
            setFundsError(null);
            setSubmitted(false);
          }}
          error={submitted && problem ? t(problem) : undefined}
        />
      ) : null}
      <div className="page-actions">
        <Button type="submit" data-testid="pix-amount-submit">
          {t('continue')}
        </Button>
      </div>
    </form>
  );
}
