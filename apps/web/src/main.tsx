import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { startOfflineShell } from './app/offline-shell.ts';
import { startPageMetrics } from './app/page-metrics.ts';
import { buildRoutes, preloadRoute } from './app/router.tsx';
import { startSessionEffects } from './app/session-effects.ts';
import { SnackbarProvider } from './components/snackbar.tsx';
import { Spinner } from './components/spinner.tsx';
import { UpdateNotice } from './components/update-notice.tsx';
import { createAppHistory } from './lib/navigation/app-history.ts';
import { AppRouter } from './lib/navigation/app-router.tsx';
import { LOGIN_ROUTE } from './lib/navigation/login-state.ts';
import { loadedQueryClient } from './lib/query-client-ref.ts';
import { sessionStore } from './lib/session/session.ts';
import { bridge } from './native/bridge.ts';
import './styles/base.css';
import './styles/components.css';

const offlineShell = startOfflineShell();
const firstPage = Promise.all([preloadRoute(window.location.pathname), preloadRoute(LOGIN_ROUTE)]);
// The tab's sealed session is opened before the first route decides between login and the wallet.
void sessionStore.ready.then(async () => {
  const history = createAppHistory(UNSAFE_createBrowserHistory({ v5Compat: true }));
  startSessionEffects({ session: sessionStore, queryClient: loadedQueryClient, bridge, history });
  startPageMetrics({ history, bridge, session: sessionStore });

  const element = document.getElementById('root');
  if (!element) throw new Error('missing #root');
  const root = createRoot(element);
  // a spinner while the first page's chunk loads; the page then renders at once, without suspending
  root.render(<Spinner block />);
  await firstPage;
  root.render(
    <StrictMode>
      <SnackbarProvider>
        <AppRouter history={history}>{buildRoutes()}</AppRouter>
        {offlineShell ? <UpdateNotice shell={offlineShell} /> : null}
      </SnackbarProvider>
    </StrictMode>,
  );
});
