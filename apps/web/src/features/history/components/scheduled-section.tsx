import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type ScheduledItem, type ScheduledKind, useScheduled } from '../api/get-scheduled.ts';
import { historyMessages } from '../messages.ts';

const ICONS: Readonly<Record<ScheduledKind, IconName>> = { pix: 'pix', ted: 'transfer', boleto: 'boleto' };
const KIND_KEYS = { pix: 'scheduledPix', ted: 'scheduledTed', boleto: 'scheduledBoleto' } as const;

function ScheduledRow({ item }: { item: ScheduledItem }) {
  const t = useMessages(historyMessages);
  const kind = t(KIND_KEYS[item.kind]);
  return (
    <div
      className="scheduled__row"
      data-testid="history-scheduled-item"
      data-kind={item.kind}
      data-schedule-id={item.id}
    >
      <span className="scheduled__icon">
        <Icon name={ICONS[item.kind]} size={20} />
      </span>
      <span className="scheduled__text">
        <span className="scheduled__top">
          <span className="scheduled__title">{item.counterparty || kind}</span>
          <span className="scheduled__amount amount">
            <span className="visually-hidden">{t('scheduledOut')} </span>− {formatBRL(item.amount)}
          </span>
        </span>
        <span className="scheduled__meta">
          {kind} · {formatDate(item.date)}
          {item.recurrences > 1
            ? ` · ${t('scheduledMonthly', { n: item.done + 1, count: item.recurrences })}`
            : ''}
        </span>
      </span>
    </div>
  );
}

/**
 * The payments still to come (Pix, boleto and TED schedules), above the statement's past items, the
 * next first; nothing at all when there is none. A failed load says so in one line: the statement
 * below still shows.
 */
export function ScheduledSection() {
  const t = useMessages(historyMessages);
  const scheduled = useScheduled();
  if (scheduled.isError) {
    return (
      <p className="scheduled__failed" role="status" data-testid="history-scheduled-failed">
        {t('scheduledFailed')}
      </p>
    );
  }
  if (!scheduled.data || scheduled.data.length === 0) return null;
  return (
    <section className="statement__group" aria-labelledby="history-scheduled" data-testid="history-scheduled">
      <h2 id="history-scheduled" className="statement__heading">
        {t('scheduledHeading')}
      </h2>
      <ul className="statement__list">
        {scheduled.data.map((item) => (
          <li key={item.id}>
            <ScheduledRow item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}
