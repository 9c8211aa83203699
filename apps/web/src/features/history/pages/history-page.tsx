import { toSaoPauloDate } from '@carteira/core/calendar';
import { type DateRange, fullRange } from '@carteira/core/history';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { periodMessages } from '../../../components/period-messages.ts';
import { RangeEditor } from '../../../components/range-editor.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { StatementItem } from '../api/get-statement.ts';
import type { DirectionFilter } from '../components/filter-tabs.tsx';
import { ReceiptView } from '../components/receipt-view.tsx';
import { StatementView } from '../components/statement-view.tsx';
import { historyMessages } from '../messages.ts';
import '../history.css';

interface HistoryState {
  /** The transaction whose receipt is open (no path parameters: context travels in state). */
  receiptFor?: string;
  /** The period editor is open over the list. */
  choosingRange?: boolean;
}

/**
 * /newTransactionHistory: the statement of a period (the last 90 days unless another is chosen);
 * tapping an item opens its receipt, and the period opens its editor (back returns to the list).
 */
export function HistoryPage() {
  const t = useMessages(historyMessages);
  const period = useMessages(periodMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<DirectionFilter>('all');
  const [today] = useState(() => toSaoPauloDate(Date.now()));
  const [range, setRange] = useState<DateRange>(() => fullRange(today));
  const state = location.state as HistoryState | null;

  if (state?.receiptFor) return <ReceiptView transactionId={state.receiptFor} />;
  if (state?.choosingRange)
    return (
      <>
        <TopBar title={period('rangeTitle')} />
        <main className="page-content" id="main">
          <RangeEditor
            range={range}
            today={today}
            onApply={(chosen) => {
              setRange(chosen);
              navigate(-1);
            }}
            testId="history-range"
          />
        </main>
      </>
    );

  const open = (item: StatementItem) =>
    navigate(location.pathname, { state: { receiptFor: item.id } satisfies HistoryState });
  const chooseRange = () =>
    navigate(location.pathname, { state: { choosingRange: true } satisfies HistoryState });
  return (
    <>
      <TopBar title={t('title')} />
      <StatementView filter={filter} range={range} onFilter={setFilter} onOpen={open} onRange={chooseRange} />
    </>
  );
}
