import { addDays, formatDate, isWorkingDay, nextWorkingDay, todayInSaoPaulo } from '@carteira/core/calendar';
import { type Centavos, formatBRL, parseBRLInput } from '@carteira/core/money';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { DatePicker } from '../../../components/date-picker.tsx';
import { Identifier } from '../../../components/identifier.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import type { BoletoDetails } from '../api/boleto-wire.ts';
import type { PayEvent } from '../flow/pay-flow.ts';
import { boletoMessages } from '../messages.ts';

const MAX_DAYS_AHEAD = 365;

export interface ReviewStepProps {
  details: BoletoDetails;
  dispatch: (event: PayEvent) => void;
}

/** The registered boleto, its charges, the amount and when it is paid: all said before the PIN. */
export function ReviewStep({ details, dispatch }: ReviewStepProps) {
  const t = useMessages(boletoMessages);
  const [locale] = useLocale();
  const [digits, setDigits] = useState(String(details.updated));
  const [scheduling, setScheduling] = useState(false);
  const earliest = details.nextWorkingDay ? details.settlesOn : nextWorkingDay(todayInSaoPaulo());
  const [date, setDate] = useState<string>(earliest);
  const amount: Centavos = details.amountEditable ? parseBRLInput(digits) : details.updated;
  const outOfRange = details.amountEditable && (amount < details.min || amount > details.max);
  const row = (label: string, value: ReactNode, testId?: string) => (
    <div className="review__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  /** Why the payment waits, as the bank said: a holiday by its name, a weekend, or the cut-off. */
  const nextDayText = () => {
    const date = formatDate(details.settlesOn);
    const by = details.deferredBy;
    if (by?.reason === 'holiday') return t('payOnHoliday', { holiday: by.holiday, date });
    if (by?.reason === 'weekend') return t('payOnWeekend', { date });
    if (by?.reason === 'afterCutOff') return t('payAfterCutOff', { end: details.cutOff, date });
    return t('payNextDay', { end: details.cutOff, date });
  };
  const confirm = () => {
    if (outOfRange || amount <= 0) return;
    dispatch({ type: 'REVIEW_CONFIRMED', choice: { amount, date: scheduling ? date : null } });
  };
  return (
    <div className="flow-form">
      <h2 className="flow-heading">{t('reviewHeading')}</h2>
      <p className="review__amount amount" data-testid="boleto-review-amount">
        {formatBRL(amount)}
      </p>
      <dl className="review card">
        {row(t('beneficiary'), details.beneficiary, 'boleto-beneficiary')}
        {details.beneficiaryDocument
          ? row(
              t('beneficiaryDocument'),
              <Identifier text={details.beneficiaryDocument} />,
              'boleto-beneficiary-document',
            )
          : null}
        {row(
          t('institution'),
          `${details.institution} · ${details.kind === 'bank' ? t('kindBank') : t('kindUtility')}`,
        )}
        {details.payer ? row(t('payer'), details.payer) : null}
        {row(t('dueDate'), details.dueDate ? formatDate(details.dueDate) : t('noDueDate'), 'boleto-due-date')}
        {row(t('nominal'), formatBRL(details.nominal))}
        {details.discount > 0
          ? row(t('discount'), `− ${formatBRL(details.discount)}`, 'boleto-discount')
          : null}
        {details.interest > 0 ? row(t('interest'), formatBRL(details.interest), 'boleto-interest') : null}
        {details.fine > 0 ? row(t('fine'), formatBRL(details.fine), 'boleto-fine') : null}
        {row(t('total'), formatBRL(details.updated), 'boleto-total')}
      </dl>
      {details.amountEditable ? (
        <TextInput
          kind="money"
          label={t('amountLabel')}
          fieldName={t('amountField')}
          value={digits}
          onValueChange={setDigits}
          hint={t('amountRange', { min: formatBRL(details.min), max: formatBRL(details.max) })}
          error={
            outOfRange
              ? t('amountRange', { min: formatBRL(details.min), max: formatBRL(details.max) })
              : undefined
          }
          testId="boleto-amount"
        />
      ) : null}
      <p className="flow-note" data-testid="boleto-when">
        {scheduling
          ? t('scheduleFor', { date: formatDate(date) })
          : details.nextWorkingDay
            ? nextDayText()
            : t('payToday')}
      </p>
      <label className="check-row">
        <input
          type="checkbox"
          checked={scheduling}
          onChange={(event) => setScheduling(event.target.checked)}
          data-testid="boleto-schedule-toggle"
        />
        <span>{t('scheduleToggle')}</span>
      </label>
      {scheduling ? (
        <DatePicker
          value={date}
          min={earliest}
          max={addDays(earliest, MAX_DAYS_AHEAD)}
          isDisabled={(day) => !isWorkingDay(day)}
          onChange={setDate}
          locale={locale}
          previousLabel={t('schedulePrevious')}
          nextLabel={t('scheduleNext')}
        />
      ) : null}
      <div className="page-actions">
        <Button onClick={confirm} disabled={outOfRange} data-testid="boleto-review-confirm">
          {t('confirm')}
        </Button>
      </div>
    </div>
  );
}
