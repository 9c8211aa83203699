import { formatAccountNumber } from '@carteira/core/br';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { TopBar } from '../../../components/top-bar.tsx';
import { pendingStory, usePendingStory } from '../../../lib/engage/engage-link.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useFeed, useReels } from '../api/feed.ts';
import { useNotifications } from '../api/notifications.ts';
import { BalanceCard } from '../components/balance-card.tsx';
import { EmailReminder } from '../components/email-reminder.tsx';
import { FeedDialog } from '../components/feed-dialog.tsx';
import { FeedSection } from '../components/feed-section.tsx';
import { LogoutButton } from '../components/logout-button.tsx';
import { NotificationsSheet } from '../components/notifications-sheet.tsx';
import { openReelOf, ReelsStrip, ReelViewer } from '../components/reels.tsx';
import { ShortcutGrid } from '../components/shortcut-grid.tsx';
import { useCameraAction } from '../components/use-camera-action.ts';
import { useOpenLink } from '../components/use-open-link.ts';
import { useValuesVisible } from '../components/use-values-visible.ts';
import { homeMessages } from '../messages.ts';
import '../home.css';

/**
 * A notification's link names a story home no longer has (dismissed, ended): once the feed and the reels
 * are read, it is forgotten. A dialog's is forgotten by the dialog itself.
 */
function useForgetUnknownStory() {
  const pending = usePendingStory();
  const feed = useFeed();
  const reels = useReels();
  const settled = !feed.isPending && !reels.isPending;
  const known =
    feed.data?.some((c) => c.storyId === pending?.storyId) ||
    reels.data?.some((r) => r.storyId === pending?.storyId);
  useEffect(() => {
    if (pending && !pending.dialog && settled && !known) pendingStory.clear();
  }, [pending, settled, known]);
}

/**
 * /newWalletLaunch: greeting, balance with the eye, the shortcuts into each area, the reels and the
 * feed; the bell's notifications open what they link to.
 */
export function HomePage() {
  const t = useMessages(homeMessages);
  const session = useSession();
  const location = useLocation();
  const [visible, toggleVisible] = useValuesVisible();
  useCameraAction();
  useForgetUnknownStory();
  const notifications = useNotifications();
  const openLink = useOpenLink();
  const [notesOpen, setNotesOpen] = useState(false);
  const reel = openReelOf(location.state);
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
        <ReelsStrip />
        <FeedSection />
        <div className="page-actions">
          <LogoutButton />
        </div>
      </main>
      <NotificationsSheet
        open={notesOpen}
        onClose={() => setNotesOpen(false)}
        onOpen={(note) => {
          setNotesOpen(false);
          openLink(note.link);
        }}
        items={notifications.data?.notifications ?? []}
      />
      <FeedDialog />
      {reel ? <ReelViewer storyId={reel} /> : null}
    </>
  );
}
