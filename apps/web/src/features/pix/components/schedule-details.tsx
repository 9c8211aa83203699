import { toSaoPauloDate } from '@carteira/core/calendar';
import { formatDate } from '@carteira/core/history';
import { formatBRL, parseBRLInput } from '@carteira/core/money';
import { type FormEvent, useState } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { PinInput } from '../../../components/pin-input.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useEditSchedule, useScheduleOccurrences } from '../api/schedule-details.ts';
import type { ScheduleItem } from '../api/schedules.ts';
import { scheduleProblem } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';

export interface ScheduleDetailsProps {
  item: ScheduleItem | null;
  onClose: () => void;
  onEdited: () => void;
}

/** A scheduled Pix's payments one by one, and a new amount or next date for those still to come (PIN). */
export function ScheduleDetails({ item, onClose, onEdited }: ScheduleDetailsProps) {
  const t = useMessages(pixMessages);
  const errorText = useErrorText();
  const occurrences = useScheduleOccurrences(item?.id ?? null);
  const edit = useEditSchedule();
  const [today] = useState(() => toSaoPauloDate(Date.now()));
  const [digits, setDigits] = useState('');
  const [date, setDate] = useState('');
  const [step, setStep] = useState<'view' | 'pin'>('view');
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setStep('view');
    setDigits('');
    setDate('');
    setProblem(null);
    onClose();
  };
  const toPin = (event: FormEvent) => {
    event.preventDefault();
    if (!digits && !date) return setProblem(t('scheduleEditNothing'));
    const dateProblem = date ? scheduleProblem({ date, months: 1 }, today) : null;
    if (dateProblem) return setProblem(t(dateProblem));
    setProblem(null);
    setStep('pin');
  };
  const send = (pin: string) => {
    if (!item) return;
    edit.mutate(
      { id: item.id, pin, amount: digits ? parseBRLInput(digits) : undefined, date: date || undefined },
      {
        onSuccess: () => {
          close();
          onEdited();
        },
      },
    );
  };
  return (
    <BottomSheet open={item !== null} title={t('scheduleDetailsTitle')} onClose={close}>
      {item ? (
        <div className="flow-form" data-testid="pix-schedule-details">
          <p>
            {item.payeeName} · {formatBRL(item.amount)}
          </p>
          {occurrences.isPending ? <Spinner block /> : null}
          {occurrences.data ? (
            <ol className="pix-occurrences" data-testid="pix-schedule-occurrences">
              {occurrences.data.map((o) => (
                <li key={o.number} data-testid="pix-schedule-occurrence" data-status={o.status}>
                  {t('scheduleOccurrence', { n: o.number, date: formatDate(o.date) })} ·{' '}
                  {t(`occurrence_${o.status}`)}
                </li>
              ))}
            </ol>
          ) : null}
          {step === 'view' ? (
            <form className="flow-form" onSubmit={toPin} noValidate>
              <TextInput
                kind="money"
                label={t('scheduleEditAmount')}
                fieldName={t('amountField')}
                value={digits}
                onValueChange={setDigits}
                testId="pix-schedule-edit-amount"
              />
              <div className="field">
                <label className="field__label" htmlFor="pix-schedule-edit-date">
                  {t('scheduleEditDate')}
                </label>
                <input
                  id="pix-schedule-edit-date"
                  className="field__input"
                  type="date"
                  min={today}
                  value={date}
                  onChange={(event) => setDate(event.target.value)}
                  data-testid="pix-schedule-edit-date"
                />
              </div>
              {problem ? (
                <p className="field__error" role="alert">
                  {problem}
                </p>
              ) : null}
              <Button type="submit" data-testid="pix-schedule-edit-submit">
                {t('scheduleEditSubmit')}
              </Button>
            </form>
          ) : (
            <PinInput
              onSubmit={send}
              busy={edit.isPending}
              error={edit.isError ? errorText(edit.error) : undefined}
            />
          )}
        </div>
      ) : null}
    </BottomSheet>
  );
}
