import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import type { StatementItem } from '../lib/bank/statement.ts';
import { formatTime } from '../lib/format-date-time.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { transactionMessages } from '../lib/transactions/transaction-messages.ts';
import { transactionIcon, useTransactionText } from '../lib/transactions/transaction-text.ts';
import { Icon } from './icon.tsx';
import './transaction-row.css';

export interface TransactionRowProps {
  item: StatementItem;
  onOpen: (item: StatementItem) => void;
  /** The row's test id: each list keeps its own. */
  testId: string;
}

/**
 * One statement line, the same in the statement and in the Pix history: who, the type's icon and
 * name (by its code), when, how much in or out, a fee or a not-processed mark; a button to the
 * receipt when there is one.
 */
export function TransactionRow({ item, onOpen, testId }: TransactionRowProps) {
  const t = useMessages(transactionMessages);
  const typeName = useTransactionText().typeName(item.typeId);
  const title = item.counterparty || typeName;
  const sign = item.direction === 'in' ? '+' : '−';
  const content = (
    <>
      <span className={`transaction-row__icon transaction-row__icon--${item.direction}`}>
        <Icon name={transactionIcon(item.typeId)} size={20} />
      </span>
      <span className="transaction-row__text">
        <span className="transaction-row__top">
          <span className="transaction-row__title">{title}</span>
          <span className={`transaction-row__amount amount transaction-row__amount--${item.direction}`}>
            <span className="visually-hidden">{item.direction === 'in' ? t('rowIn') : t('rowOut')} </span>
            {sign} {formatBRL(item.amount)}
          </span>
        </span>
        <span className="transaction-row__meta">
          {typeName} · {formatDate(item.at).slice(0, 5)} {formatTime(item.at)}
          {item.hasFee ? ` · ${t('rowFee', { amount: formatBRL(item.fee) })}` : ''}
          {item.failed ? ` · ${t('rowFailed')}` : ''}
        </span>
      </span>
    </>
  );
  if (!item.hasReceipt) {
    return (
      <div className="transaction-row" data-testid={testId} data-direction={item.direction}>
        {content}
      </div>
    );
  }
  return (
    <button
      type="button"
      className="transaction-row transaction-row--button"
      aria-label={`${t('rowOpen', { name: title })}: ${sign} ${formatBRL(item.amount)}`}
      data-testid={testId}
      data-direction={item.direction}
      data-transaction-id={item.id}
      onClick={() => onOpen(item)}
    >
      {content}
    </button>
  );
}
