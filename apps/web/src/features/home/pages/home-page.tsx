import { formatAccountNumber } from '@carteira/core/br';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { LogoutButton } from '../components/logout-button.tsx';
import { ShortcutGrid } from '../components/shortcut-grid.tsx';
import { useCameraAction } from '../components/use-camera-action.ts';
import { useValuesVisible } from '../components/use-values-visible.ts';
import { homeMessages } from '../messages.ts';
import '../home.css';

/** /newWalletLaunch: greeting, balance with the eye, and the shortcuts into each area. */
export function HomePage() {
  const t = useMessages(homeMessages);
  const session = useSession();
  const [visible, toggleVisible] = useValuesVisible();
  useCameraAction();
  if (!session) return null;
  const firstName = session.name.trim().split(/\s+/)[0] ?? '';
  return (
    <>
      <TopBar title={t('title')} inverse action={{ type: 'eye', visible, onToggle: toggleVisible }} />
      <div className="home__hero">
        <p className="home__greeting" data-testid="home-greeting">
          {t('greeting', { name: firstName })}
        </p>
        <p className="home__account">
          {t('accountLine', { agency: session.agency, account: formatAccountNumber(session.accountNumber) })}
        </p>
      </div>
      <main className="home__body" id="main">
        <BalanceCard visible={visible} />
        <ShortcutGrid />
        <div className="page-actions">
          <LogoutButton />
        </div>
      </main>
    </>
  );
}
