import { groupByBucket, type HistoryBucket, monthOfBucket } from '@carteira/core/history';
import { useMemo } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TransactionRow } from '../../../components/transaction-row.tsx';
import { monthName } from '../../../lib/format-date-time.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { type StatementFilter, usePixStatement } from '../api/get-pix-statement.ts';
import type { DateRange, PixItem } from '../flow/history-flow.ts';
import { pixMessages } from '../messages.ts';

const BUCKET_LABELS = {
  today: 'bucketToday',
  lastWeek: 'bucketLastWeek',
  thisYear: 'bucketThisYear',
  lastYear: 'bucketLastYear',
} as const;

export interface HistoryListProps {
  filter: StatementFilter;
  range: DateRange;
  now: number;
  onOpen: (item: PixItem) => void;
}

/** The Pix statement of a period and filter, 50 a page, grouped by bucket (today, last 7 days, month...). */
export function HistoryList({ filter, range, now, onOpen }: HistoryListProps) {
  const t = useMessages(pixMessages);
  const [locale] = useLocale();
  const errorText = useErrorText();
  const statement = usePixStatement(filter, range);
  const items = useMemo(() => statement.data?.pages.flatMap((page) => page.items) ?? [], [statement.data]);
  const label = (bucket: HistoryBucket): string => {
    if (bucket === 'currentMonth' || bucket === 'previousMonth') {
      const month = monthOfBucket(bucket, now);
      const name = month ? monthName(month.month, locale) : '';
      return name.charAt(0).toUpperCase() + name.slice(1);
    }
    return t(BUCKET_LABELS[bucket]);
  };
  if (statement.isPending) return <Spinner block />;
  if (statement.isError)
    return (
      <div className="pix-message" role="alert" data-testid="pix-history-error">
        <p>
          {t('historyLoadFailed')} {errorText(statement.error)}
        </p>
        <Button variant="outlined" onClick={() => statement.refetch()}>
          {t('historyRetry')}
        </Button>
      </div>
    );
  if (items.length === 0)
    return (
      <p className="pix-message" data-testid="pix-history-empty">
        {t('historyEmpty')}
      </p>
    );
  return (
    <div className="pix-statement">
      {groupByBucket(items, (item) => item.at, now).map((group) => (
        <section key={group.bucket} aria-labelledby={`pix-bucket-${group.bucket}`}>
          <h2 id={`pix-bucket-${group.bucket}`} className="pix-statement__heading">
            {label(group.bucket)}
          </h2>
          <ul className="pix-statement__list">
            {group.items.map((item) => (
              <li key={item.id}>
                <TransactionRow item={item} onOpen={onOpen} testId="pix-history-item" />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {statement.hasNextPage ? (
        <Button
          variant="outlined"
          loading={statement.isFetchingNextPage}
          onClick={() => statement.fetchNextPage()}
          data-testid="pix-history-load-more"
        >
          {t('historyLoadMore')}
        </Button>
      ) : null}
    </div>
  );
}
