import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { Button } from './button.tsx';
import { Icon } from './icon.tsx';
import { useSnackbar } from './snackbar.tsx';

export interface NoInternetPageProps {
  /** Whether the device is online now (navigator.onLine). */
  isOnline: () => boolean;
  /** Called when retry finds the connection back. */
  onBackOnline: () => void;
}

/** Shown while offline; retry is refused with a check-connection snackbar while still offline. */
export function NoInternetPage({ isOnline, onBackOnline }: NoInternetPageProps) {
  const t = useMessages(sharedMessages);
  const snackbar = useSnackbar();
  const retry = () => {
    if (isOnline()) onBackOnline();
    else snackbar.show({ text: t('checkConnection'), duration: 'short', tone: 'error' });
  };
  return (
    <main className="page-content status-page" data-testid="no-internet-page">
      <div className="status-page__icon">
        <Icon name="wifi-off" size={40} />
      </div>
      <h1 className="status-page__title">{t('noInternetTitle')}</h1>
      <p className="status-page__description">{t('noInternetDescription')}</p>
      <div className="page-actions">
        <Button onClick={retry} data-testid="no-internet-retry">
          {t('tryAgain')}
        </Button>
      </div>
    </main>
  );
}
