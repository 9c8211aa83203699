import { formatAccountNumber } from '@carteira/core/br';
import { useState } from 'react';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useNotifications } from '../api/notifications.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { EmailReminder } from '../components/email-reminder.tsx';
import { FeedDialog } from '../components/feed-dialog.tsx';
import { FeedSection } from '../components/feed-section.tsx';
import { LogoutButton } from '../components/logout-button.tsx';
import { NotificationsSheet } from '../components/notifications-sheet.tsx';
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
  const notifications = useNotifications();
  const [notesOpen, setNotesOpen] = useState(false);
  if (!session) return null;
  const unread = notifications.data?.unread ?? 0;
  const firstName = session.name.trim().split(/\s+/)[0] ?? '';
  return (
    <>
      <TopBar
        title={t('title')}
        inverse
        action={{ type: 'eye', visible, onToggle: toggleVisible }}
        bell={{
          unread,
          label: unread > 0 ? t('bellUnread', { count: unread }) : t('bell'),
          onOpen: () => setNotesOpen(true),
        }}
      />
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
        <EmailReminder />
        <ShortcutGrid />
        <FeedSection />
        <div className="page-actions">
          <LogoutButton />
        </div>
      </main>
      <NotificationsSheet
        open={notesOpen}
        onClose={() => setNotesOpen(false)}
        items={notifications.data?.notifications ?? []}
      />
      <FeedDialog />
    </>
  );
}
