import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useDecide, useOptin } from '../api/optin.ts';
import { OptOutButton } from '../components/opt-out-button.tsx';
import { OptinView } from '../components/optin-view.tsx';
import { askNotificationPermission } from '../device-permission.ts';
import { consentsMessages } from '../messages.ts';

/**
 * /pushOptin: the customer's yes is kept pending (preUpdateOptin) until the phone or browser allows
 * notifications; then opted in. A no is opted out at once.
 */
export function PushOptinPage() {
  const t = useMessages(consentsMessages);
  const snackbar = useSnackbar();
  const optin = useOptin('push');
  const decide = useDecide('push');
  const [busy, setBusy] = useState(false);
  const status = optin.data?.status;
  const failed = () => snackbar.show({ text: t('failed'), tone: 'error' });
  const turnOn = async () => {
    setBusy(true);
    try {
      if (status !== 'PENDING') await decide.mutateAsync('PENDING');
      const permission = await askNotificationPermission();
      if (permission === 'granted' || permission === 'unsupported') {
        await decide.mutateAsync('OPTED_IN');
        snackbar.show({ text: t('saved') });
      }
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  };
  return (
    <OptinView purpose="push" title={t('pushTitle')} text={t('pushText')}>
      {status === 'PENDING' ? (
        <p className="consent__hint" data-testid="optin-pending-hint">
          {t('pushPendingHint')}
        </p>
      ) : null}
      <Button disabled={status === 'OPTED_IN'} loading={busy} onClick={turnOn} data-testid="optin-in">
        {t('pushOn')}
      </Button>
      <OptOutButton decide={decide} label={t('pushOff')} disabled={status === 'OPTED_OUT' || busy} />
    </OptinView>
  );
}
