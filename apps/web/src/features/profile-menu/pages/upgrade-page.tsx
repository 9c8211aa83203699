import { ErrorPage } from '../../../components/error-page.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { profileMenuMessages } from '../messages.ts';
import { STORE_URL } from '../store.ts';

/** Opens the store page (the shell hands the address to the store app). Replaced in tests. */
export const openStore = {
  open: (url: string) => window.location.assign(url),
};

/**
 * /upgradeAppPage (public): the app shell is older than the minimal version GET version gives (the
 * check in app/session-effects.ts); the one button opens the store page.
 */
export function UpgradePage() {
  const t = useMessages(profileMenuMessages);
  return (
    <>
      <TopBar title={t('upgradeTitle')} />
      <ErrorPage
        icon="refresh"
        title={t('upgradeHeading')}
        description={t('upgradeText')}
        actionLabel={t('upgradeButton')}
        onAction={() => openStore.open(STORE_URL)}
        testId="upgrade-page"
      />
    </>
  );
}
