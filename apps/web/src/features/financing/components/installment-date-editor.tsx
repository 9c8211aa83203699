import { type IsoDate, isWeekend, todayInSaoPaulo } from '@carteira/core/calendar';
import { firstDueDateWindow } from '@carteira/core/credit';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { DatePicker } from '../../../components/date-picker.tsx';
import { useLocale } from '../../../lib/i18n/use-messages.ts';
import type { PaymentTerms } from '../flow/device-types.ts';
import { pickedFirstDate } from '../flow/payment-terms.ts';
import { day } from '../format.ts';
import type { DeviceDispatch, DeviceT } from './device-types-ui.ts';

/**
 * installment_date: days 31 to 59 from today, weekends disabled; a holiday picked is moved to the
 * next working day before the proposal is recreated.
 */
export function InstallmentDateEditor({
  t,
  terms,
  dispatch,
}: {
  t: DeviceT;
  terms: PaymentTerms;
  dispatch: DeviceDispatch;
}) {
  const [locale] = useLocale();
  const { earliest, latest } = firstDueDateWindow(todayInSaoPaulo());
  const [picked, setPicked] = useState<IsoDate>(terms.firstDate);
  return (
    <div className="flow-form" data-testid="installment-date-editor">
      <h2 className="flow-heading">{t('dateHeader')}</h2>
      <p className="muted">{t('dateDescription', { from: day(earliest), to: day(latest) })}</p>
      <div className="card">
        <DatePicker
          value={picked}
          min={earliest}
          max={latest}
          isDisabled={isWeekend}
          onChange={setPicked}
          locale={locale}
          previousLabel={t('previousMonth')}
          nextLabel={t('nextMonth')}
        />
      </div>
      <div className="page-actions">
        <Button
          onClick={() =>
            dispatch({ type: 'TERMS_CHANGED', terms: { ...terms, firstDate: pickedFirstDate(picked) } })
          }
          disabled={picked === terms.firstDate}
          data-testid="installment-date-update"
        >
          {t('update')}
        </Button>
      </div>
    </div>
  );
}
