import { formatDate, groupByScheduledBucket, type ScheduledBucket } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { useState } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type ScheduleItem, useCancelSchedule, useSchedules } from '../api/schedules.ts';
import { pixMessages } from '../messages.ts';
import { ScheduleDetails } from './schedule-details.tsx';

const BUCKET_LABELS: Record<
  ScheduledBucket,
  'bucketToday' | 'bucketNextWeek' | 'bucketRestOfMonth' | 'bucketLater'
> = {
  today: 'bucketToday',
  nextWeek: 'bucketNextWeek',
  restOfMonth: 'bucketRestOfMonth',
  later: 'bucketLater',
};

/** The scheduled Pix (status 1), next payment first, grouped today / next 7 days / this month / later; cancel. */
export function ScheduledList({ now }: { now: number }) {
  const t = useMessages(pixMessages);
  const errorText = useErrorText();
  const snackbar = useSnackbar();
  const schedules = useSchedules();
  const cancel = useCancelSchedule();
  const [asking, setAsking] = useState<ScheduleItem | null>(null);
  const [opened, setOpened] = useState<ScheduleItem | null>(null);
  if (schedules.isPending) return <Spinner block />;
  if (schedules.isError)
    return (
      <div className="pix-message" role="alert" data-testid="pix-history-error">
        <p>
          {t('scheduledLoadFailed')} {errorText(schedules.error)}
        </p>
        <Button variant="outlined" onClick={() => schedules.refetch()}>
          {t('historyRetry')}
        </Button>
      </div>
    );
  const items = schedules.data.filter((item) => item.status === 'active');
  const finished = schedules.data.filter((item) => item.status === 'finished');
  if (items.length === 0 && finished.length === 0)
    return (
      <p className="pix-message" data-testid="pix-history-empty">
        {t('historyEmptyScheduled')}
      </p>
    );
  const confirm = () => {
    if (!asking || cancel.isPending) return;
    cancel.mutate(asking.id, {
      onSuccess: () => snackbar.show({ text: t('scheduledCancelled'), duration: 'short' }),
      onError: () => snackbar.show({ text: t('scheduledCancelFailed'), duration: 'normal', tone: 'error' }),
      onSettled: () => setAsking(null),
    });
  };
  return (
    <div className="pix-statement">
      {groupByScheduledBucket(items, (item) => `${item.nextDate}T12:00:00-03:00`, now).map((group) => (
        <section key={group.bucket} aria-labelledby={`pix-scheduled-${group.bucket}`}>
          <h2 id={`pix-scheduled-${group.bucket}`} className="pix-statement__heading">
            {t(BUCKET_LABELS[group.bucket])}
          </h2>
          <ul className="pix-statement__list">
            {group.items.map((item) => (
              <li
                key={item.id}
                className="pix-row"
                data-testid="pix-scheduled-item"
                data-schedule-id={item.id}
              >
                <span className="pix-row__text">
                  <span className="pix-row__top">
                    <span className="pix-row__title">{item.payeeName}</span>
                    <span className="pix-row__amount amount">{formatBRL(item.amount)}</span>
                  </span>
                  <span className="pix-row__meta" data-testid="pix-scheduled-date">
                    {t('scheduledNext', { date: formatDate(item.nextDate) })} ·{' '}
                    {item.monthly
                      ? t('scheduledOf', { paid: item.paid, count: item.payments })
                      : t('scheduledOnce')}
                  </span>
                  <button
                    type="button"
                    className="pix-period__change pix-scheduled__cancel"
                    onClick={() => setOpened(item)}
                    data-testid="pix-scheduled-details"
                  >
                    {t('scheduledDetails')}
                  </button>
                  <button
                    type="button"
                    className="pix-period__change pix-scheduled__cancel"
                    onClick={() => setAsking(item)}
                    data-testid="pix-scheduled-cancel"
                  >
                    {t('scheduledCancel')}
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {finished.length > 0 ? (
        <section aria-labelledby="pix-scheduled-finished">
          <h2 id="pix-scheduled-finished" className="pix-statement__heading">
            {t('scheduledFinished')}
          </h2>
          <ul className="pix-statement__list">
            {finished.map((item) => (
              <li
                key={item.id}
                className="pix-row"
                data-testid="pix-scheduled-finished"
                data-schedule-id={item.id}
              >
                <span className="pix-row__text">
                  <span className="pix-row__top">
                    <span className="pix-row__title">{item.payeeName}</span>
                    <span className="pix-row__amount amount">{formatBRL(item.amount)}</span>
                  </span>
                  <span className="pix-row__meta">
                    {t('scheduledPaidOn', { date: formatDate(item.nextDate) })} ·{' '}
                    {t('scheduledOf', { paid: item.paid, count: item.payments })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ScheduleDetails
        item={opened}
        onClose={() => setOpened(null)}
        onEdited={() => snackbar.show({ text: t('scheduleEdited'), duration: 'short' })}
      />
      <BottomSheet open={asking !== null} title={t('scheduledCancelTitle')} onClose={() => setAsking(null)}>
        <p>
          {asking
            ? t('scheduledCancelText', { amount: formatBRL(asking.amount), name: asking.payeeName })
            : null}
        </p>
        <div className="pix-sheet-actions">
          <Button onClick={confirm} loading={cancel.isPending} data-testid="pix-scheduled-cancel-confirm">
            {t('scheduledCancelConfirm')}
          </Button>
          <Button variant="outlined" onClick={() => setAsking(null)}>
            {t('scheduledCancelKeep')}
          </Button>
        </div>
      </BottomSheet>
    </div>
  );
}
