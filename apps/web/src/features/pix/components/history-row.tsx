import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { Icon } from '../../../components/icon.tsx';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useTransactionText } from '../../../lib/transactions/transaction-text.ts';
import type { PixItem } from '../flow/history-flow.ts';
import { pixMessages } from '../messages.ts';

export interface HistoryRowProps {
  item: PixItem;
  onOpen: (item: PixItem) => void;
}

/** One Pix line: who, sent or received, when, how much; a button to its receipt when it has one. */
export function HistoryRow({ item, onOpen }: HistoryRowProps) {
  const t = useMessages(pixMessages);
  const typeName = useTransactionText().typeName(item.typeId);
  const title = item.counterparty || typeName;
  const sign = item.direction === 'in' ? '+' : '−';
  const content = (
    <>
      <span className={`pix-row__icon pix-row__icon--${item.direction}`}>
        <Icon name={item.direction === 'in' ? 'arrow-in' : 'arrow-out'} size={20} />
      </span>
      <span className="pix-row__text">
        <span className="pix-row__top">
          <span className="pix-row__title">{title}</span>
          <span className={`pix-row__amount amount pix-row__amount--${item.direction}`}>
            <span className="visually-hidden">
              {item.direction === 'in' ? t('historyIn') : t('historyOut')}{' '}
            </span>
            {sign} {formatBRL(item.amount)}
          </span>
        </span>
        <span className="pix-row__meta">
          {typeName} · {formatDate(item.at).slice(0, 5)} {formatTime(item.at)}
        </span>
      </span>
    </>
  );
  if (!item.hasReceipt)
    return (
      <div className="pix-row" data-testid="pix-history-item" data-direction={item.direction}>
        {content}
      </div>
    );
  return (
    <button
      type="button"
      className="pix-row pix-row--button"
      aria-label={`${t('historyOpen', { name: title })}: ${sign} ${formatBRL(item.amount)}`}
      data-testid="pix-history-item"
      data-direction={item.direction}
      data-transaction-id={item.id}
      onClick={() => onOpen(item)}
    >
      {content}
    </button>
  );
}
