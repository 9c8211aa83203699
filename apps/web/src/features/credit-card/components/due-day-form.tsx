import { formatDate } from '@carteira/core/calendar';
import { DUE_DAYS } from '@carteira/core/credit-card';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCreditCardMutation } from '../api/contract.ts';
import { changeDueDay } from '../api/settings.ts';
import { creditCardMessages } from '../messages.ts';

/** The invoice due day: one of the product's days, changed with a button; the answer's dates to `onSaved`. */
export function DueDayForm({
  current,
  onSaved,
}: {
  current: number;
  onSaved: (dates: { closing: string; due: string }) => void;
}) {
  const t = useMessages(creditCardMessages);
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const [dueDay, setDueDay] = useState(current);
  const mutation = useCreditCardMutation(changeDueDay);
  const save = () =>
    mutation.mutate(dueDay, {
      onSuccess: (dates) => {
        snackbar.show({ text: t('dueDayChanged', { date: formatDate(dates.due) }) });
        onSaved(dates);
      },
      onError: (error) => snackbar.show({ text: errorText(error), tone: 'error' }),
    });
  return (
    <section className="cc-invoice cc-settings" data-testid="cc-settings">
      <label className="field">
        <span className="field__label">{t('dueDayLabel')}</span>
        <select
          className="field__input"
          value={dueDay}
          onChange={(e) => setDueDay(Number(e.target.value))}
          data-testid="cc-settings-due-day"
        >
          {DUE_DAYS.map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      <span className="muted">{t('dueDayHint')}</span>
      <Button
        disabled={dueDay === current || mutation.isPending}
        onClick={save}
        data-testid="cc-settings-due-day-save"
      >
        {t('dueDayChange')}
      </Button>
    </section>
  );
}
