import { formatDate, type IsoDate, isWorkingDay } from '@carteira/core/calendar';
import { formatBRL, parseBRLInput } from '@carteira/core/money';
import { type FormEvent, useState } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { DatePicker } from '../../../components/date-picker.tsx';
import { PinInput } from '../../../components/pin-input.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { useTedWindow } from '../api/ted-conditions.ts';
import { type TedScheduleItem, useEditTedSchedule } from '../api/ted-schedules.ts';
import { tedScheduleRange, tedWhenProblem } from '../flow/ted-schedule-rules.ts';
import { tedScheduleMessages } from '../schedule-messages.ts';

export interface TedScheduleEditProps {
  item: TedScheduleItem | null;
  onClose: () => void;
  onEdited: () => void;
}

const notWorkingDay = (date: IsoDate) => !isWorkingDay(date);

/** A new amount, or a new day for the next payment, for the payments still to come; confirmed with the PIN. */
export function TedScheduleEdit({ item, onClose, onEdited }: TedScheduleEditProps) {
  const t = useMessages(tedScheduleMessages);
  const [locale] = useLocale();
  const errorText = useErrorText();
  const window = useTedWindow();
  const edit = useEditTedSchedule();
  const [digits, setDigits] = useState('');
  const [date, setDate] = useState('');
  const [step, setStep] = useState<'form' | 'pin'>('form');
  const [problem, setProblem] = useState<string | null>(null);
  const range = window.data ? tedScheduleRange(window.data) : null;
  const close = () => {
    setStep('form');
    setDigits('');
    setDate('');
    setProblem(null);
    edit.reset();
    onClose();
  };
  const toPin = (event: FormEvent) => {
    event.preventDefault();
    const amount = digits ? parseBRLInput(digits) : undefined;
    if ((amount === undefined || amount <= 0) && !date) return setProblem(t('changeNothing'));
    const dateProblem =
      date && range ? tedWhenProblem({ scheduled: true, date, repeat: false, months: '' }, range) : null;
    if (dateProblem && range)
      return setProblem(t(dateProblem, { min: formatDate(range.min), max: formatDate(range.max) }));
    setProblem(null);
    setStep('pin');
  };
  const send = (pin: string) => {
    if (!item) return;
    edit.mutate(
      {
        id: item.id,
        kind: item.kind,
        pin,
        amount: digits && parseBRLInput(digits) > 0 ? parseBRLInput(digits) : undefined,
        date: date || undefined,
      },
      {
        onSuccess: () => {
          close();
          onEdited();
        },
      },
    );
  };
  return (
    <BottomSheet
      open={item !== null}
      title={item?.kind === 'internal' ? t('changeTitleInternal') : t('changeTitle')}
      onClose={close}
    >
      {item ? (
        <div className="flow-form" data-testid="ted-schedule-edit">
          <p>
            {item.name} · {formatBRL(item.amount)} · {t('listNext', { date: formatDate(item.date) })}
          </p>
          <p className="field__hint">{t('changeText')}</p>
          {step === 'form' ? (
            <form className="flow-form" onSubmit={toPin} noValidate>
              <TextInput
                kind="money"
                label={t('changeAmount')}
                fieldName={t('amountField')}
                required={false}
                value={digits}
                onValueChange={setDigits}
                testId="ted-schedule-edit-amount"
              />
              {range ? (
                <div className="field">
                  <p className="field__label">{t('changeDate')}</p>
                  <div className="card ted-when__calendar">
                    <DatePicker
                      value={date || null}
                      min={range.min}
                      max={range.max}
                      isDisabled={notWorkingDay}
                      onChange={setDate}
                      locale={locale}
                      previousLabel={t('whenPrevious')}
                      nextLabel={t('whenNext')}
                    />
                  </div>
                  {date ? (
                    <p className="field__hint" data-testid="ted-schedule-edit-date">
                      {t('whenChosen', { date: formatDate(date) })}
                    </p>
                  ) : null}
                </div>
              ) : null}
              {problem ? (
                <p className="field-error" role="alert">
                  {problem}
                </p>
              ) : null}
              <Button type="submit" data-testid="ted-schedule-edit-submit">
                {t('changeSubmit')}
              </Button>
            </form>
          ) : (
            <PinInput
              legend={t('changePin')}
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
