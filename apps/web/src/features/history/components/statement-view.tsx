import { historyWindow } from '@carteira/core/history';
import { useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type StatementItem, useStatement } from '../api/get-statement.ts';
import { historyMessages } from '../messages.ts';
import { type DirectionFilter, FilterTabs } from './filter-tabs.tsx';
import { StatementGroups } from './statement-groups.tsx';

export interface StatementViewProps {
  filter: DirectionFilter;
  onFilter: (filter: DirectionFilter) => void;
  onOpen: (item: StatementItem) => void;
}

/** 90 days of statement, 50 per page, filtered by direction and grouped by bucket. */
export function StatementView({ filter, onFilter, onOpen }: StatementViewProps) {
  const t = useMessages(historyMessages);
  const errorText = useErrorText();
  const [now] = useState(() => Date.now());
  const range = useMemo(() => historyWindow(now), [now]);
  const statement = useStatement(range);
  const all = useMemo(() => statement.data?.pages.flatMap((page) => page.items) ?? [], [statement.data]);
  const shown = filter === 'all' ? all : all.filter((item) => item.direction === filter);

  return (
    <main className="page-content" id="main">
      <p className="muted">{t('subtitle')}</p>
      <FilterTabs value={filter} onChange={onFilter} />
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
          {all.length === 0 ? t('empty') : t('emptyFiltered')}
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
