import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { NoInternetPage } from '../components/no-internet-page.tsx';
import { Spinner } from '../components/spinner.tsx';
import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { useSlowNavigation } from '../lib/navigation/navigating.ts';
import type { BackState } from '../lib/navigation/use-go-back.ts';
import { useOnlineStatus } from '../lib/use-online-status.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

function directionOf(navigationType: string, state: unknown, first: boolean): 'forward' | 'back' | 'none' {
  if (first) return 'none';
  if (navigationType === 'POP' || (state as BackState | null)?.direction === 'back') return 'back';
  return 'forward';
}

/** A page opened forward starts at its top; going back leaves the scroll as the browser keeps it. */
function ScrollToTop({ forward }: { forward: boolean }) {
  useLayoutEffect(() => {
    if (forward) document.scrollingElement?.scrollTo?.({ top: 0, left: 0 });
  }, [forward]);
  return null;
}

/**
 * The centred column every page renders in: offline page, loading bar (while a page's chunk loads, the
 * current page stays), the 300 ms page transition, and the error page of a page that fails.
 */
export function AppShell() {
  const t = useMessages(sharedMessages);
  const location = useLocation();
  const navigationType = useNavigationType();
  const loading = useSlowNavigation();
  const { online, recheck, isOnline } = useOnlineStatus();
  const direction = directionOf(navigationType, location.state, location.key === 'default');
  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      {loading ? <div className="loading-bar" role="progressbar" aria-label={t('loading')} /> : null}
      <Suspense fallback={<Spinner block />}>
        {/* the page stays mounted while offline, so a flow in progress survives a dropped connection */}
        <div key={location.pathname} className={`page page--${direction}`} hidden={!online}>
          <ScrollToTop forward={direction === 'forward'} />
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        </div>
      </Suspense>
      {online ? null : <NoInternetPage isOnline={isOnline} onBackOnline={recheck} />}
    </div>
  );
}
