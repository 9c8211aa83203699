import { addDays, type IsoDate } from '@carteira/core/calendar';
import { formatDate, HISTORY_DAYS } from '@carteira/core/history';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type DateRange, rangeProblem } from '../flow/history-flow.ts';
import { pixMessages } from '../messages.ts';

export interface RangeEditorProps {
  range: DateRange;
  today: IsoDate;
  onApply: (range: DateRange) => void;
}

/** The period of the statement: two dates, at most 90 days back and not after today. */
export function RangeEditor({ range, today, onApply }: RangeEditorProps) {
  const t = useMessages(pixMessages);
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
    <form className="flow-form" onSubmit={submit} noValidate data-testid="pix-range">
      <h2 className="flow-heading">{t('rangeHeading')}</h2>
      <div className="field">
        <label className="field__label" htmlFor="pix-range-from">
          {t('rangeFrom')}
        </label>
        <input
          id="pix-range-from"
          className="field__input"
          type="date"
          min={oldest}
          max={today}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          data-testid="pix-range-from"
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="pix-range-to">
          {t('rangeTo')}
        </label>
        <input
          id="pix-range-to"
          className="field__input"
          type="date"
          min={oldest}
          max={today}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          data-testid="pix-range-to"
        />
        <p className="field__hint" data-testid="pix-range-shown">
          {from && to ? `${formatDate(from)} – ${formatDate(to)} · ` : ''}
          {t('rangeHint')}
        </p>
      </div>
      {submitted && problem ? (
        <p className="field-error" role="alert" data-testid="pix-range-error">
          {t(problem)}
        </p>
      ) : null}
      <div className="page-actions">
        <Button type="submit" data-testid="pix-range-apply">
          {t('rangeApply')}
        </Button>
      </div>
    </form>
  );
}
