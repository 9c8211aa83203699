import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { myKeysQueryOptions } from '../api/list-keys.ts';
import { hasSeenFirstAccess, shouldOpenFirstAccess } from '../flow/first-access.ts';
import { pixMessages } from '../messages.ts';
import { PixHomePage } from './pix-home-page.tsx';

/** Navigation state that asks the landing for something beyond showing itself (a deep link's action, a scan). */
function carriesAction(state: unknown): boolean {
  if (state === null || typeof state !== 'object') return false;
  return Object.keys(state).some((name) => name !== 'direction');
}

/**
 * /pixLandingComponent: the Pix home, or first access in its place for a customer with no key on
 * their first visit (flow/first-access.ts). The keys are asked only when first access may apply.
 */
export function PixLandingPage() {
  const t = useMessages(pixMessages);
  const navigate = useNavigate();
  const location = useLocation();
  const accountKey = useSession()?.accountKey ?? null;
  const navigatedInApp = location.key !== 'default';
  const withAction = carriesAction(location.state);
  const seen = accountKey === null || hasSeenFirstAccess(accountKey);
  const mayOpen = !seen && navigatedInApp && !withAction;
  const keys = useQuery({ ...myKeysQueryOptions(accountKey ?? ''), enabled: mayOpen && accountKey !== null });
  const open =
    mayOpen &&
    keys.isSuccess &&
    shouldOpenFirstAccess({ keyCount: keys.data.length, seen, navigatedInApp, withAction });

  useEffect(() => {
    if (open) void navigate('/pixFirstAccess', { replace: true });
  }, [open, navigate]);

  if (open || (mayOpen && keys.isPending)) {
    return (
      <>
        <TopBar title={t('homeTitle')} />
        <main className="page-content" id="main">
          <Spinner block />
        </main>
      </>
    );
  }
  return <PixHomePage />;
}
