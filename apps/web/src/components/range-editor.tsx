import { addDays, type IsoDate } from '@carteira/core/calendar';
import {
  type DateRange,
  formatDate,
  HISTORY_DAYS,
  type RangeProblem,
  rangeProblem,
} from '@carteira/core/history';
import { type FormEvent, useState } from 'react';
import { Button } from './button.tsx';

/** The editor's words, from the feature that shows it (its strings load with its chunk). */
export interface RangeEditorText {
  heading: string;
  from: string;
  to: string;
  apply: string;
  hint: string;
  problems: Record<RangeProblem | 'rangeMissing', string>;
}

export interface RangeEditorProps {
  range: DateRange;
  today: IsoDate;
  onApply: (range: DateRange) => void;
  text: RangeEditorText;
  /** The prefix of the fields' test ids, e.g. 'pix-range' gives 'pix-range-from'. */
  testId: string;
}

/** The period of a statement: two dates, at most 90 days back and not after today. */
export function RangeEditor({ range, today, onApply, text, testId }: RangeEditorProps) {
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
      <h2 className="flow-heading">{text.heading}</h2>
      <div className="field">
        <label className="field__label" htmlFor={`${testId}-from`}>
          {text.from}
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
          {text.to}
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
          {text.hint}
        </p>
      </div>
      {submitted && problem ? (
        <p className="field-error" role="alert" data-testid={`${testId}-error`}>
          {text.problems[problem]}
        </p>
      ) : null}
      <div className="page-actions">
        <Button type="submit" data-testid={`${testId}-apply`}>
          {text.apply}
        </Button>
      </div>
    </form>
  );
}
