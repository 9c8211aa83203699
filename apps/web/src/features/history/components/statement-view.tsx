import { type DateRange, fullRange } from '@carteira/core/history';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { PeriodLine } from '../../../components/period-line.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type StatementItem, useStatement } from '../api/get-statement.ts';
import { historyMessages } from '../messages.ts';
import { type DirectionFilter, FilterTabs } from './filter-tabs.tsx';
import { ScheduledSection } from './scheduled-section.tsx';
import { StatementGroups } from './statement-groups.tsx';

export interface StatementViewProps {
  filter: DirectionFilter;
  /** The period shown: the last 90 days unless the customer chose another within them. */
  range: DateRange;
  onFilter: (filter: DirectionFilter) => void;
  onOpen: (item: StatementItem) => void;
  onRange: () => void;
}

/**
 * The statement of a period (90 days at most), 50 per page, filtered by direction and grouped by
 * bucket; the payments still to come above it (all money out: hidden under "Entradas").
 */
export function StatementView({ filter, range, onFilter, onOpen, onRange }: StatementViewProps) {
  const t = useMessages(historyMessages);
  const errorText = useErrorText();
  const [now] = useState(() => Date.now());
  const statement = useStatement(range);
  const whole = useMemo(() => {
    const full = fullRange(range.to);
    return full.from === range.from;
  }, [range]);
  const all = useMemo(() => statement.data?.pages.flatMap((page) => page.items) ?? [], [statement.data]);
  const shown = filter === 'all' ? all : all.filter((item) => item.direction === filter);

  return (
    <main className="page-content" id="main">
      <PeriodLine
        range={range}
        onChange={onRange}
        testIds={{ period: 'history-period', change: 'history-range-change' }}
      />
      <FilterTabs value={filter} onChange={onFilter} />
      {filter === 'in' ? null : <ScheduledSection now={now} />}
      {statement.isPending ? <Spinner block /> : null}
      {statement.isError ? (
        <div className="history__message" role="alert">
          <p>
            {t('loadFailed')} {errorText(statement.error)}
          </p>
          <Button variant="outlined" onClick={() => statement.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {statement.isSuccess && shown.length === 0 ? (
        <p className="history__message" data-testid="history-empty">
          {all.length > 0 ? t('emptyFiltered') : whole ? t('empty') : t('emptyPeriod')}
        </p>
      ) : null}
      <StatementGroups items={shown} now={now} onOpen={onOpen} />
      {statement.hasNextPage ? (
        <Button
          variant="outlined"
          loading={statement.isFetchingNextPage}
          onClick={() => statement.fetchNextPage()}
          data-testid="history-load-more"
        >
          {t('loadMore')}
        </Button>
      ) : null}
    </main>
  );
}
