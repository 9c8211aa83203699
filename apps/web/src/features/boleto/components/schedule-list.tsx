import { formatDate } from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useBoletoSchedules, useCancelSchedule } from '../api/boleto-schedules.ts';
import type { BoletoSchedule } from '../api/boleto-wire.ts';
import { boletoMessages } from '../messages.ts';
import { ScheduleDateEdit } from './schedule-date-edit.tsx';

/** The scheduled boleto payments, newest date first; a pending one can move to another day or be cancelled. */
export function ScheduleList() {
  const t = useMessages(boletoMessages);
  const errorText = useErrorText();
  const snackbar = useSnackbar();
  const schedules = useBoletoSchedules();
  const cancel = useCancelSchedule();
  const [editing, setEditing] = useState<BoletoSchedule | null>(null);
  const onCancel = (id: string) =>
    cancel.mutate(id, {
      onSuccess: () => snackbar.show({ text: t('scheduleCancelled'), duration: 'short' }),
      onError: (error) => snackbar.show({ text: errorText(error), duration: 'normal', tone: 'error' }),
    });
  const items = schedules.data ?? [];
  return (
    <section aria-labelledby="boleto-scheduled-heading">
      <h2 className="boleto-section-heading" id="boleto-scheduled-heading">
        {t('scheduledHeading')}
      </h2>
      {schedules.isSuccess && items.length === 0 ? <p>{t('scheduledEmpty')}</p> : null}
      <ul className="boleto-list" data-testid="boleto-schedules">
        {items.map((s) => (
          <li
            key={s.id}
            className="boleto-list__item card"
            data-testid="boleto-schedule"
            data-status={s.status}
          >
            <span className="boleto-list__top">
              <span>{s.beneficiary}</span>
              <span className="amount">{formatBRL(s.amount)}</span>
            </span>
            <span className="boleto-list__meta">
              {t('scheduledOn', { date: formatDate(s.payOn) })} · {t(`status_${s.status}`)}
            </span>
            {s.status === 'AGENDADO' ? (
              <span className="boleto-list__actions">
                <Button
                  variant="text"
                  onClick={() => setEditing(s)}
                  data-testid="boleto-schedule-change-date"
                >
                  {t('changeDate')}
                </Button>
                <Button variant="text" onClick={() => onCancel(s.id)} disabled={cancel.isPending}>
                  {t('cancelSchedule')}
                </Button>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <ScheduleDateEdit
        item={editing}
        onClose={() => setEditing(null)}
        onChanged={() => snackbar.show({ text: t('dateChanged'), duration: 'short' })}
      />
    </section>
  );
}
