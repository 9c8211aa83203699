import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCreditCardMutation } from '../api/contract.ts';
import { setAutoDebit } from '../api/settings.ts';
import { creditCardMessages } from '../messages.ts';

/** Automatic debit of the invoice on its due date: a switch that moves at once; a refusal puts it back. */
export function AutoDebitSwitch({ on }: { on: boolean }) {
  const t = useMessages(creditCardMessages);
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const mutation = useCreditCardMutation(setAutoDebit);
  const [checked, setChecked] = useState(on);
  const toggle = (next: boolean) => {
    setChecked(next);
    mutation.mutate(next, {
      onSuccess: (now) => snackbar.show({ text: t(now ? 'autoDebitOn' : 'autoDebitOff') }),
      onError: (error) => {
        setChecked(!next);
        snackbar.show({ text: errorText(error), tone: 'error' });
      },
    });
  };
  return (
    <label className="cc-switch">
      <input
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        disabled={mutation.isPending}
        onChange={(e) => toggle(e.target.checked)}
        data-testid="cc-settings-auto-debit"
      />
      <span>
        <strong>{t('autoDebit')}</strong>
        <span className="muted cc-switch__hint">{t('autoDebitHint')}</span>
      </span>
    </label>
  );
}
