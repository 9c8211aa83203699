import {
  addDays,
  formatDate,
  type IsoDate,
  todayInSaoPaulo,
  workingDayOnOrAfter,
} from '@carteira/core/calendar';
import { type Centavos, formatBRL } from '@carteira/core/money';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { DatePicker } from '../../../components/date-picker.tsx';
import { bankToday, firstDateOnWorkingDay } from '../../../lib/bank/working-day.ts';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { boletoMessages } from '../messages.ts';

/** The bank's rule for a deposit boleto (docs/bank-api.md): due from today to 30 days ahead, 3 by default. */
export const DEPOSIT_DEFAULT_DUE_DAYS = 3;
export const DEPOSIT_MAX_DUE_DAYS = 30;

/** The due day the step opens with: three days ahead, on a working day (the bank's default). */
export const defaultDepositDue = (today: IsoDate): IsoDate =>
  workingDayOnOrAfter(addDays(today, DEPOSIT_DEFAULT_DUE_DAYS));

type Check =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'ok' }
  | { state: 'notWorkingDay'; next: IsoDate }
  | { state: 'failed' };

export interface DueDateStepProps {
  amount: Centavos;
  initial: IsoDate | null;
  onChosen: (due: IsoDate) => void;
  onCancel: () => void;
}

/**
 * The deposit boleto's due date on the calendar (reusable screen 3 with its footer and Cancel): each
 * day picked is checked with the bank's working-day service (utilidades/consultar-proximo-dia-util);
 * a weekend or holiday says so and offers the next working day (wallet.md section 5, Calendar).
 */
export function DueDateStep({ amount, initial, onChosen, onCancel }: DueDateStepProps) {
  const t = useMessages(boletoMessages);
  const [locale] = useLocale();
  // Today is the bank's (its clock may differ from the device's); the device's only until it answers.
  const [today, setToday] = useState(todayInSaoPaulo);
  const [due, setDue] = useState<IsoDate>(() => initial ?? defaultDepositDue(today));
  // A day already chosen (or picked while the bank answers) is kept.
  const picked = useRef(initial !== null);
  useEffect(() => {
    let live = true;
    bankToday().then(
      (day) => {
        if (!live) return;
        setToday(day);
        if (!picked.current) setDue(defaultDepositDue(day));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  // The default and a day already confirmed are working days (core's calendar and the bank agreed).
  const [check, setCheck] = useState<Check>({ state: 'ok' });
  const pick = async (date: IsoDate) => {
    picked.current = true;
    setDue(date);
    setCheck({ state: 'checking' });
    try {
      const next = await firstDateOnWorkingDay(date);
      setCheck(next === date ? { state: 'ok' } : { state: 'notWorkingDay', next });
    } catch {
      setCheck({ state: 'failed' });
    }
  };
  const footer =
    check.state === 'notWorkingDay' ? (
      <p className="field-error" role="alert" data-testid="deposit-due-not-working">
        {t('dueNotWorkingDay', { date: formatDate(due), next: formatDate(check.next) })}
      </p>
    ) : check.state === 'failed' ? (
      <p className="field-error" role="alert">
        {t('dueCheckFailed')}
      </p>
    ) : (
      <p data-testid="deposit-due-chosen">{t('dueChosen', { date: formatDate(due) })}</p>
    );
  return (
    <div className="flow-form">
      <h2 className="flow-heading">{t('dueHeading')}</h2>
      <p className="field__hint">{t('dueText', { amount: formatBRL(amount), max: DEPOSIT_MAX_DUE_DAYS })}</p>
      <div className="card boleto-calendar">
        <DatePicker
          value={due}
          min={today}
          max={addDays(today, DEPOSIT_MAX_DUE_DAYS)}
          onChange={pick}
          locale={locale}
          previousLabel={t('schedulePrevious')}
          nextLabel={t('scheduleNext')}
          footer={footer}
          cancel={{ label: t('dueCancel'), onCancel }}
        />
      </div>
      <div className="page-actions">
        {check.state === 'notWorkingDay' ? (
          <Button variant="outlined" onClick={() => pick(check.next)} data-testid="deposit-due-use-next">
            {t('dueUseNext', { date: formatDate(check.next) })}
          </Button>
        ) : null}
        <Button
          disabled={check.state !== 'ok'}
          loading={check.state === 'checking'}
          onClick={() => onChosen(due)}
          data-testid="deposit-due-submit"
        >
          {t('continue')}
        </Button>
      </div>
    </div>
  );
}
