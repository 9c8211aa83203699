import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { historyMessages } from '../messages.ts';

export type DirectionFilter = 'all' | 'in' | 'out';

const FILTERS: ReadonlyArray<{ value: DirectionFilter; label: 'filterAll' | 'filterIn' | 'filterOut' }> = [
  { value: 'all', label: 'filterAll' },
  { value: 'in', label: 'filterIn' },
  { value: 'out', label: 'filterOut' },
];

export function FilterTabs({
  value,
  onChange,
}: {
  value: DirectionFilter;
  onChange: (value: DirectionFilter) => void;
}) {
  const t = useMessages(historyMessages);
  return (
    <fieldset className="filters">
      <legend className="visually-hidden">{t('filterLabel')}</legend>
      {FILTERS.map((filter) => (
        <button
          key={filter.value}
          type="button"
          className="filters__chip"
          aria-pressed={value === filter.value}
          data-testid={`history-filter-${filter.value}`}
          onClick={() => onChange(filter.value)}
        >
          {t(filter.label)}
        </button>
      ))}
    </fieldset>
  );
}
