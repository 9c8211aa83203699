import { PeriodLine } from '../../../components/period-line.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { DateRange, PixHistoryFilter } from '../flow/history-flow.ts';
import { pixMessages } from '../messages.ts';

const FILTERS = [
  { value: 'all', label: 'filterAll' },
  { value: 'sent', label: 'filterSent' },
  { value: 'received', label: 'filterReceived' },
  { value: 'scheduled', label: 'filterScheduled' },
] as const satisfies ReadonlyArray<{ value: PixHistoryFilter; label: string }>;

export interface HistoryFiltersProps {
  filter: PixHistoryFilter;
  range: DateRange;
  onFilter: (filter: PixHistoryFilter) => void;
  onRange: () => void;
}

/** The four filters as chips, and the period (a date range) with its change button. */
export function HistoryFilters({ filter, range, onFilter, onRange }: HistoryFiltersProps) {
  const t = useMessages(pixMessages);
  return (
    <>
      <fieldset className="pix-filters">
        <legend className="visually-hidden">{t('historyFilterLabel')}</legend>
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className="pix-filters__chip"
            aria-pressed={filter === f.value}
            data-testid={`pix-history-filter-${f.value}`}
            onClick={() => onFilter(f.value)}
          >
            {t(f.label)}
          </button>
        ))}
      </fieldset>
      {filter !== 'scheduled' ? (
        <PeriodLine
          range={range}
          onChange={onRange}
          testIds={{ period: 'pix-history-period', change: 'pix-history-range' }}
        />
      ) : null}
    </>
  );
}
