import { formatAccountNumber } from '@carteira/core/br';
import { formatDate } from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import { useState } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type TedScheduleItem, useCancelTedSchedule, useTedSchedules } from '../api/ted-schedules.ts';
import { tedScheduleMessages } from '../schedule-messages.ts';
import { TedScheduleEdit } from './ted-schedule-edit.tsx';

function ScheduleCard({
  item,
  onChange,
  onCancel,
}: {
  item: TedScheduleItem;
  onChange?: () => void;
  onCancel?: () => void;
}) {
  const t = useMessages(tedScheduleMessages);
  const sent = item.payments.filter((p) => p.status === 'sent' || p.status === 'failed').length;
  return (
    <li
      className="card ted-schedule"
      data-testid="ted-schedule"
      data-schedule-id={item.id}
      data-kind={item.kind}
      data-status={item.status}
    >
      <p className="ted-schedule__top">
        <strong>{item.name}</strong>
        <span className="amount">{formatBRL(item.amount)}</span>
      </p>
      <p className="field__hint">
        {t('listTo', { bank: item.bank, agency: item.agency, account: formatAccountNumber(item.account) })}
      </p>
      <p className="field__hint">
        {item.active ? `${t('listNext', { date: formatDate(item.date) })} · ` : null}
        {item.payments.length > 1 ? t('listOf', { sent, count: item.payments.length }) : t('listOnce')}
      </p>
      <ol className="ted-schedule__payments" data-testid="ted-schedule-payments">
        {item.payments.map((p) => (
          <li key={p.number} data-testid="ted-schedule-payment" data-status={p.status}>
            {t('payment', { n: p.number, date: formatDate(p.date), amount: formatBRL(p.amount) })} ·{' '}
            <span className={`ted-schedule__status ted-schedule__status--${p.status}`}>
              {t(`status_${p.status}`)}
            </span>
          </li>
        ))}
      </ol>
      {onChange && onCancel ? (
        <div className="ted-schedule__actions">
          <Button variant="outlined" onClick={onChange} data-testid="ted-schedule-change">
            {t('change')}
          </Button>
          <Button variant="text" onClick={onCancel} data-testid="ted-schedule-cancel">
            {t('cancel')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The customer's TED schedules: those with payments to come (change, cancel), then the finished ones. */
export function TedScheduleList() {
  const t = useMessages(tedScheduleMessages);
  const snackbar = useSnackbar();
  const schedules = useTedSchedules();
  const cancel = useCancelTedSchedule();
  const [editing, setEditing] = useState<TedScheduleItem | null>(null);
  const [asking, setAsking] = useState<TedScheduleItem | null>(null);
  if (schedules.isPending) return <Spinner block />;
  if (schedules.isError)
    return (
      <div className="flow-form" role="alert">
        <p>{t('listFailed')}</p>
        <Button variant="outlined" onClick={() => schedules.refetch()}>
          {t('listRetry')}
        </Button>
      </div>
    );
  const active = schedules.data.filter((s) => s.active);
  const finished = schedules.data.filter((s) => !s.active);
  const confirmCancel = () => {
    if (!asking || cancel.isPending) return;
    cancel.mutate(asking, {
      onSuccess: () => snackbar.show({ text: t('cancelled'), duration: 'short' }),
      onError: () => snackbar.show({ text: t('cancelFailed'), duration: 'normal', tone: 'error' }),
      onSettled: () => setAsking(null),
    });
  };
  return (
    <div className="flow-form" data-testid="ted-schedules">
      <h2 className="flow-heading">{t('listHeading')}</h2>
      {schedules.data.length === 0 ? <p data-testid="ted-schedules-empty">{t('listEmpty')}</p> : null}
      <ul className="ted-schedules">
        {active.map((item) => (
          <ScheduleCard
            key={item.id}
            item={item}
            onChange={() => setEditing(item)}
            onCancel={() => setAsking(item)}
          />
        ))}
      </ul>
      {finished.length > 0 ? (
        <section aria-labelledby="ted-schedules-finished" className="flow-form">
          <h3 id="ted-schedules-finished" className="field__label">
            {t('listFinished')}
          </h3>
          <ul className="ted-schedules">
            {finished.map((item) => (
              <ScheduleCard key={item.id} item={item} />
            ))}
          </ul>
        </section>
      ) : null}
      <TedScheduleEdit
        item={editing}
        onClose={() => setEditing(null)}
        onEdited={() => snackbar.show({ text: t('changed'), duration: 'short' })}
      />
      <BottomSheet
        open={asking !== null}
        title={asking?.kind === 'internal' ? t('cancelTitleInternal') : t('cancelTitle')}
        onClose={() => setAsking(null)}
      >
        <p>{asking ? t('cancelText', { amount: formatBRL(asking.amount), name: asking.name }) : null}</p>
        <div className="ted-schedule__actions">
          <Button
            onClick={confirmCancel}
            loading={cancel.isPending}
            data-testid="ted-schedule-cancel-confirm"
          >
            {t('cancelConfirm')}
          </Button>
          <Button variant="outlined" onClick={() => setAsking(null)}>
            {t('cancelKeep')}
          </Button>
        </div>
      </BottomSheet>
    </div>
  );
}
