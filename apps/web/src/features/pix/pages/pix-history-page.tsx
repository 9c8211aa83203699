import { toSaoPauloDate } from '@carteira/core/calendar';
import { useReducer, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { RangeEditor } from '../../../components/range-editor.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { HistoryFilters } from '../components/history-filters.tsx';
import { HistoryList } from '../components/history-list.tsx';
import { PixReceiptView } from '../components/pix-receipt-view.tsx';
import { ReturnSteps } from '../components/return-steps.tsx';
import { ScheduledList } from '../components/scheduled-list.tsx';
import {
  filterFromState,
  historyReducer,
  initialHistoryState,
  leavesHistoryOnBack,
} from '../flow/history-flow.ts';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';

const TITLES = {
  list: 'historyTitle',
  range: 'rangeTitle',
  receipt: 'receiptTitle',
  return: 'returnTitle',
} as const;

/** /pixTransactionHistory: Pix sent, received and scheduled, a period, receipts and the return of a Pix. */
export function PixHistoryPage() {
  const t = useMessages(pixMessages);
  const goBack = useGoBack();
  const [now] = useState(() => Date.now());
  const today = toSaoPauloDate(now);
  const location = useLocation();
  const [state, dispatch] = useReducer(historyReducer, today, (day) =>
    initialHistoryState(day, filterFromState(location.state)),
  );
  const returnBack = useRef<(() => void) | null>(null);
  const onBack = () => {
    if (state.screen === 'return' && returnBack.current) returnBack.current();
    else if (leavesHistoryOnBack(state)) goBack();
    else dispatch({ type: 'BACK' });
  };
  return (
    <>
      <TopBar title={t(TITLES[state.screen])} onBack={onBack} />
      <main className="page-content" id="main" data-screen={state.screen} data-testid="pix-history">
        {state.screen === 'list' ? (
          <>
            <HistoryFilters
              filter={state.filter}
              range={state.range}
              onFilter={(filter) => dispatch({ type: 'FILTER_CHOSEN', filter })}
              onRange={() => dispatch({ type: 'RANGE_OPENED' })}
            />
            {state.filter === 'scheduled' ? (
              <ScheduledList now={now} />
            ) : (
              <HistoryList
                filter={state.filter}
                range={state.range}
                now={now}
                onOpen={(item) => dispatch({ type: 'ITEM_OPENED', item })}
              />
            )}
          </>
        ) : null}
        {state.screen === 'range' ? (
          <RangeEditor
            range={state.range}
            today={today}
            onApply={(range) => dispatch({ type: 'RANGE_SET', range, today })}
            testId="pix-range"
          />
        ) : null}
        {state.screen === 'receipt' ? (
          <PixReceiptView item={state.item} onReturn={() => dispatch({ type: 'RETURN_STARTED' })} />
        ) : null}
        {state.screen === 'return' ? (
          <ReturnSteps
            item={state.item}
            backRef={returnBack}
            onExit={(finished) => dispatch({ type: finished ? 'RETURN_FINISHED' : 'BACK' })}
          />
        ) : null}
      </main>
    </>
  );
}
