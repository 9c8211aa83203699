import { type DateRange, formatDate } from '@carteira/core/history';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { periodMessages } from './period-messages.ts';
import './period-line.css';

export interface PeriodLineProps {
  range: DateRange;
  onChange: () => void;
  /** The test ids of the period's text and of its change button. */
  testIds: { period: string; change: string };
}

/** A statement's period ("De 01/11/2026 a 26/11/2026") and the button that opens its editor. */
export function PeriodLine({ range, onChange, testIds }: PeriodLineProps) {
  const t = useMessages(periodMessages);
  return (
    <div className="period-line">
      <span data-testid={testIds.period}>
        {t('period', { from: formatDate(range.from), to: formatDate(range.to) })}
      </span>
      <button type="button" className="period-line__change" onClick={onChange} data-testid={testIds.change}>
        {t('periodChange')}
      </button>
    </div>
  );
}
