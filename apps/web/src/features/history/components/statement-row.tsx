import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { Icon } from '../../../components/icon.tsx';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { transactionIcon, useTransactionText } from '../../../lib/transactions/transaction-text.ts';
import type { StatementItem } from '../api/get-statement.ts';
import { historyMessages } from '../messages.ts';

export interface StatementRowProps {
  item: StatementItem;
  onOpen: (item: StatementItem) => void;
}

export function StatementRow({ item, onOpen }: StatementRowProps) {
  const t = useMessages(historyMessages);
  const typeName = useTransactionText().typeName(item.typeId);
  const title = item.counterparty || typeName;
  const sign = item.direction === 'in' ? '+' : '−';
  const content = (
    <>
      <span className={`statement-row__icon statement-row__icon--${item.direction}`}>
        <Icon name={transactionIcon(item.typeId)} size={20} />
      </span>
      <span className="statement-row__text">
        <span className="statement-row__top">
          <span className="statement-row__title">{title}</span>
          <span className={`statement-row__amount amount statement-row__amount--${item.direction}`}>
            <span className="visually-hidden">{item.direction === 'in' ? t('credit') : t('debit')} </span>
            {sign} {formatBRL(item.amount)}
          </span>
        </span>
        <span className="statement-row__meta">
          {typeName} · {formatDate(item.at).slice(0, 5)} {formatTime(item.at)}
        </span>
      </span>
    </>
  );
  if (!item.hasReceipt) {
    return (
      <div className="statement-row" data-testid="history-item">
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      className="statement-row statement-row--button"
      aria-label={`${t('openReceipt', { name: title })}: ${sign} ${formatBRL(item.amount)}`}
      data-testid="history-item"
      data-transaction-id={item.id}
      onClick={() => onOpen(item)}
    >
      {content}
    </button>
  );
}
