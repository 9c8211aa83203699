import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
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
}

/** /newTransactionHistory: the statement; tapping an item opens its receipt (back returns to the list). */
export function HistoryPage() {
  const t = useMessages(historyMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<DirectionFilter>('all');
  const receiptFor = (location.state as HistoryState | null)?.receiptFor;

  if (receiptFor) return <ReceiptView transactionId={receiptFor} />;

  const open = (item: StatementItem) =>
    navigate(location.pathname, { state: { receiptFor: item.id } satisfies HistoryState });
  return (
    <>
      <TopBar title={t('title')} />
      <StatementView filter={filter} onFilter={setFilter} onOpen={open} />
    </>
  );
}
