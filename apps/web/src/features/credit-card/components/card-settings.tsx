import { formatDate } from '@carteira/core/calendar';
import { DUE_DAYS } from '@carteira/core/credit-card';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { CardConfiguration } from '../api/configuration.ts';
import { useCreditCardMutation } from '../api/contract.ts';
import { changeDueDay, setAutoDebit } from '../api/settings.ts';
import { creditCardMessages } from '../messages.ts';

/** The card's settings: the invoice due day (changed with a button) and automatic debit (a switch). */
export function CardSettings({ config }: { config: CardConfiguration }) {
  const t = useMessages(creditCardMessages);
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const [dueDay, setDueDay] = useState(config.dueDay);
  const dueDayMutation = useCreditCardMutation(changeDueDay);
  const autoDebitMutation = useCreditCardMutation(setAutoDebit);
  const onError = (error: unknown) => snackbar.show({ text: errorText(error), tone: 'error' });
  const saveDueDay = () =>
    dueDayMutation.mutate(dueDay, {
      onSuccess: (dates) => snackbar.show({ text: t('dueDayChanged', { date: formatDate(dates.due) }) }),
      onError,
    });
  // The switch moves at once; a refusal puts it back.
  const [autoDebitOn, setAutoDebitOn] = useState(config.autoDebit);
  const toggleAutoDebit = (on: boolean) => {
    setAutoDebitOn(on);
    autoDebitMutation.mutate(on, {
      onSuccess: (now) => snackbar.show({ text: t(now ? 'autoDebitOn' : 'autoDebitOff') }),
      onError: (error) => {
        setAutoDebitOn(!on);
        onError(error);
      },
    });
  };
  return (
    <section className="cc-invoice cc-settings" data-testid="cc-settings" aria-labelledby="cc-settings-title">
      <h2 id="cc-settings-title" className="cc-settings__title">
        {t('settingsTitle')}
      </h2>
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
        variant="outlined"
        disabled={dueDay === config.dueDay || dueDayMutation.isPending}
        onClick={saveDueDay}
        data-testid="cc-settings-due-day-save"
      >
        {t('dueDayChange')}
      </Button>
      <label className="cc-switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={autoDebitOn}
          checked={autoDebitOn}
          disabled={autoDebitMutation.isPending}
          onChange={(e) => toggleAutoDebit(e.target.checked)}
          data-testid="cc-settings-auto-debit"
        />
        <span>
          <strong>{t('autoDebit')}</strong>
          <span className="muted cc-switch__hint">{t('autoDebitHint')}</span>
        </span>
      </label>
    </section>
  );
}
