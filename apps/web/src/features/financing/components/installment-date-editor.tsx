import { type IsoDate, isWeekend, todayInSaoPaulo } from '@carteira/core/calendar';
import { firstDueDateWindow } from '@carteira/core/credit';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { DatePicker } from '../../../components/date-picker.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { firstDateOnWorkingDay } from '../api/working-day.ts';
import type { PaymentTerms } from '../flow/device-types.ts';
import { day } from '../format.ts';
import type { DeviceDispatch, DeviceT } from './device-types-ui.ts';

/**
 * installment_date: days 31 to 59 from today, weekends disabled. The bank says whether the day picked
 * is a working day; a public holiday moves to the next working day before the proposal is recreated.
 * A failed check keeps the editor open with a technical-issue message (financing.md section 8).
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
  const [checking, setChecking] = useState(false);
  const snackbar = useSnackbar();
  const errors = useMessages(errorMessages);
  const update = async () => {
    setChecking(true);
    try {
      const firstDate = await firstDateOnWorkingDay(picked);
      dispatch({ type: 'TERMS_CHANGED', terms: { ...terms, firstDate } });
    } catch {
      snackbar.show({ text: errors('error.technicalIssue'), tone: 'error' });
      setChecking(false);
    }
  };
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
          onClick={update}
          loading={checking}
          disabled={picked === terms.firstDate}
          data-testid="installment-date-update"
        >
          {t('update')}
        </Button>
      </div>
    </div>
  );
}
