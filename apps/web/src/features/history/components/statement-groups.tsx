import { groupByBucket, type HistoryBucket, monthOfBucket } from '@carteira/core/history';
import { TransactionRow } from '../../../components/transaction-row.tsx';
import { monthName } from '../../../lib/format-date-time.ts';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import type { StatementItem } from '../api/get-statement.ts';
import { historyMessages } from '../messages.ts';

export interface StatementGroupsProps {
  items: readonly StatementItem[];
  now: number;
  onOpen: (item: StatementItem) => void;
}

/** The statement in the spec's buckets (today, last 7 days, the month, this year, last year). */
export function StatementGroups({ items, now, onOpen }: StatementGroupsProps) {
  const t = useMessages(historyMessages);
  const [locale] = useLocale();
  const label = (bucket: HistoryBucket): string => {
    if (bucket === 'currentMonth' || bucket === 'previousMonth') {
      const month = monthOfBucket(bucket, now);
      const name = month ? monthName(month.month, locale) : '';
      return name.charAt(0).toUpperCase() + name.slice(1);
    }
    return t(bucket);
  };
  return (
    <div className="statement">
      {groupByBucket(items, (item) => item.at, now).map((group) => (
        <section key={group.bucket} className="statement__group" aria-labelledby={`bucket-${group.bucket}`}>
          <h2 id={`bucket-${group.bucket}`} className="statement__heading" data-testid="history-bucket">
            {label(group.bucket)}
          </h2>
          <ul className="statement__list">
            {group.items.map((item) => (
              <li key={item.id}>
                <TransactionRow item={item} onOpen={onOpen} testId="history-item" />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
