import { addDays, type IsoDate } from '@carteira/core/calendar';
import { type DateRange, formatDate, HISTORY_DAYS, rangeProblem } from '@carteira/core/history';
import { type FormEvent, useState } from 'react';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { Button } from './button.tsx';
import { periodMessages } from './period-messages.ts';

export interface RangeEditorProps {
  range: DateRange;
  today: IsoDate;
  onApply: (range: DateRange) => void;
  /** The prefix of the fields' test ids, e.g. 'pix-range' gives 'pix-range-from'. */
  testId: string;
}

/** The period of a statement: two dates, at most 90 days back and not after today. */
export function RangeEditor({ range, today, onApply, testId }: RangeEditorProps) {
  const t = useMessages(periodMessages);
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [submitted, setSubmitted] = useState(false);
  const oldest = addDays(today, -HISTORY_DAYS);
  const problem = !from || !to ? 'rangeMissing' : rangeProblem({ from, to }, today);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem === null) onApply({ from, to });
  };
  return (
    <form className="flow-form" onSubmit={submit} noValidate data-testid={testId}>
      <h2 className="flow-heading">{t('rangeHeading')}</h2>
      <div className="field">
        <label className="field__label" htmlFor={`${testId}-from`}>
          {t('rangeFrom')}
        </label>
        <input
          id={`${testId}-from`}
          className="field__input"
          type="date"
          min={oldest}
          max={today}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          data-testid={`${testId}-from`}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${testId}-to`}>
          {t('rangeTo')}
        </label>
        <input
          id={`${testId}-to`}
          className="field__input"
          type="date"
          min={oldest}
          max={today}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          data-testid={`${testId}-to`}
        />
        <p className="field__hint" data-testid={`${testId}-shown`}>
          {from && to ? `${formatDate(from)} – ${formatDate(to)} · ` : ''}
          {t('rangeHint')}
        </p>
      </div>
      {submitted && problem ? (
        <p className="field-error" role="alert" data-testid={`${testId}-error`}>
          {t(problem)}
        </p>
      ) : null}
      <div className="page-actions">
        <Button type="submit" data-testid={`${testId}-apply`}>
          {t('rangeApply')}
        </Button>
      </div>
    </form>
  );
}
