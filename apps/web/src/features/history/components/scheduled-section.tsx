import { formatDate, groupByScheduledBucket, type ScheduledBucket } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { useState } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCancelScheduled } from '../api/cancel-scheduled.ts';
import { type ScheduledItem, type ScheduledKind, useScheduled } from '../api/get-scheduled.ts';
import { historyMessages } from '../messages.ts';

const ICONS: Readonly<Record<ScheduledKind, IconName>> = { pix: 'pix', ted: 'transfer', boleto: 'boleto' };

const BUCKET_KEYS = {
  today: 'scheduledToday',
  nextWeek: 'scheduledNextWeek',
  restOfMonth: 'scheduledRestOfMonth',
  later: 'scheduledLater',
} as const satisfies Record<ScheduledBucket, string>;

const kindKey = (item: ScheduledItem) =>
  item.kind === 'pix'
    ? 'scheduledPix'
    : item.kind === 'boleto'
      ? 'scheduledBoleto'
      : item.typeCode === 1
        ? 'scheduledTransfer'
        : 'scheduledTed';

function ScheduledRow({ item, onCancel }: { item: ScheduledItem; onCancel: () => void }) {
  const t = useMessages(historyMessages);
  const kind = t(kindKey(item));
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
        <button
          type="button"
          className="scheduled__cancel"
          onClick={onCancel}
          data-testid="history-scheduled-cancel"
        >
          {t('scheduledCancel')}
        </button>
      </span>
    </div>
  );
}

/**
 * The payments still to come (Pix, boleto, TED and transfer schedules), above the statement's past
 * items, grouped today, next 7 days, rest of the month and later (wallet.md section 9), the next first;
 * each can be cancelled after a confirmation. Nothing at all when there is none. A failed load says so
 * in one line: the statement below still shows.
 */
export function ScheduledSection({ now }: { now: number }) {
  const t = useMessages(historyMessages);
  const snackbar = useSnackbar();
  const scheduled = useScheduled();
  const cancel = useCancelScheduled();
  const [asking, setAsking] = useState<ScheduledItem | null>(null);
  if (scheduled.isError) {
    return (
      <p className="scheduled__failed" role="status" data-testid="history-scheduled-failed">
        {t('scheduledFailed')}
      </p>
    );
  }
  if (!scheduled.data || scheduled.data.length === 0) return null;
  const confirm = () => {
    if (!asking || cancel.isPending) return;
    cancel.mutate(asking, {
      onSuccess: () => snackbar.show({ text: t('scheduledCancelled'), duration: 'short' }),
      onError: () => snackbar.show({ text: t('scheduledCancelFailed'), duration: 'normal', tone: 'error' }),
      onSettled: () => setAsking(null),
    });
  };
  return (
    <section className="statement__group" aria-labelledby="history-scheduled" data-testid="history-scheduled">
      <h2 id="history-scheduled" className="statement__heading">
        {t('scheduledHeading')}
      </h2>
      {groupByScheduledBucket(scheduled.data, (item) => `${item.date}T12:00:00-03:00`, now).map((group) => (
        <div key={group.bucket} data-testid="history-scheduled-group" data-bucket={group.bucket}>
          <h3 className="scheduled__bucket" id={`history-scheduled-${group.bucket}`}>
            {t(BUCKET_KEYS[group.bucket])}
          </h3>
          <ul className="statement__list" aria-labelledby={`history-scheduled-${group.bucket}`}>
            {group.items.map((item) => (
              <li key={item.id}>
                <ScheduledRow item={item} onCancel={() => setAsking(item)} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      <BottomSheet open={asking !== null} title={t('scheduledCancelTitle')} onClose={() => setAsking(null)}>
        <p data-testid="history-scheduled-cancel-text">
          {asking
            ? t('scheduledCancelText', {
                amount: formatBRL(asking.amount),
                name: asking.counterparty || t(kindKey(asking)),
                date: formatDate(asking.date),
              })
            : null}
        </p>
        <div className="scheduled__sheet-actions">
          <Button onClick={confirm} loading={cancel.isPending} data-testid="history-scheduled-cancel-confirm">
            {t('scheduledCancelConfirm')}
          </Button>
          <Button variant="outlined" onClick={() => setAsking(null)}>
            {t('scheduledCancelKeep')}
          </Button>
        </div>
      </BottomSheet>
    </section>
  );
}
