import { formatDate } from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useBoletoSchedules, useCancelSchedule } from '../api/boleto-schedules.ts';
import { boletoMessages } from '../messages.ts';

/** The scheduled boleto payments, newest date first; a pending one can be cancelled. */
export function ScheduleList() {
  const t = useMessages(boletoMessages);
  const errorText = useErrorText();
  const snackbar = useSnackbar();
  const schedules = useBoletoSchedules();
  const cancel = useCancelSchedule();
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
              <Button variant="text" onClick={() => onCancel(s.id)} disabled={cancel.isPending}>
                {t('cancelSchedule')}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
