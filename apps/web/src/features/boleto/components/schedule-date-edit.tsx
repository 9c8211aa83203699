import {
  addDays,
  formatDate,
  type IsoDate,
  isWorkingDay,
  nextWorkingDay,
  todayInSaoPaulo,
} from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import { useState } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { DatePicker } from '../../../components/date-picker.tsx';
import { PinInput } from '../../../components/pin-input.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { useChangeScheduleDate } from '../api/boleto-schedules.ts';
import type { BoletoSchedule } from '../api/boleto-wire.ts';
import { boletoMessages } from '../messages.ts';

/** The bank takes a new day up to a year ahead (pagamento/alterar-agendamento-boleto, as when scheduling). */
const MAX_DAYS_AHEAD = 365;

export interface ScheduleDateEditProps {
  item: BoletoSchedule | null;
  onClose: () => void;
  onChanged: () => void;
}

/**
 * A scheduled boleto payment moved to another working day: the calendar (weekends and holidays
 * cannot be picked; its Cancel closes), then the PIN; the bank checks the day again (40145).
 */
export function ScheduleDateEdit({ item, onClose, onChanged }: ScheduleDateEditProps) {
  const t = useMessages(boletoMessages);
  const [locale] = useLocale();
  const errorText = useErrorText();
  const change = useChangeScheduleDate();
  const [today] = useState(todayInSaoPaulo);
  const min = nextWorkingDay(today);
  const [date, setDate] = useState<IsoDate | null>(null);
  const [step, setStep] = useState<'date' | 'pin'>('date');
  const close = () => {
    setDate(null);
    setStep('date');
    change.reset();
    onClose();
  };
  const send = (pin: string) => {
    if (!item || !date) return;
    change.mutate(
      { id: item.id, pin, date },
      {
        onSuccess: () => {
          close();
          onChanged();
        },
      },
    );
  };
  const chosen = date && date !== item?.payOn ? date : null;
  return (
    <BottomSheet open={item !== null} title={t('changeDateTitle')} onClose={close}>
      {item ? (
        <div className="flow-form" data-testid="boleto-schedule-edit">
          <p>
            {item.beneficiary} · {formatBRL(item.amount)} ·{' '}
            {t('scheduledOn', { date: formatDate(item.payOn) })}
          </p>
          {step === 'date' ? (
            <>
              <DatePicker
                value={date ?? item.payOn}
                min={min}
                max={addDays(today, MAX_DAYS_AHEAD)}
                isDisabled={(day) => !isWorkingDay(day)}
                onChange={setDate}
                locale={locale}
                previousLabel={t('schedulePrevious')}
                nextLabel={t('scheduleNext')}
                footer={
                  <p data-testid="boleto-schedule-edit-date">
                    {chosen ? t('scheduleFor', { date: formatDate(chosen) }) : t('changeDatePick')}
                  </p>
                }
                cancel={{ label: t('dueCancel'), onCancel: close }}
              />
              <Button
                disabled={!chosen}
                onClick={() => setStep('pin')}
                data-testid="boleto-schedule-edit-submit"
              >
                {t('continue')}
              </Button>
            </>
          ) : (
            <PinInput
              legend={t('changeDatePin', { date: formatDate(chosen ?? item.payOn) })}
              onSubmit={send}
              busy={change.isPending}
              error={change.isError ? errorText(change.error) : undefined}
            />
          )}
        </div>
      ) : null}
    </BottomSheet>
  );
}
