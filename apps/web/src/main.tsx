import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startPageMetrics } from './app/page-metrics.ts';
import { createAppRouter, preloadRoute } from './app/router.tsx';
import { startSessionEffects } from './app/session-effects.ts';
import { SnackbarProvider } from './components/snackbar.tsx';
import { loadedQueryClient } from './lib/query-client-ref.ts';
import { sessionStore } from './lib/session/session.ts';
import { bridge } from './native/bridge.ts';
import './styles/base.css';
import './styles/components.css';

preloadRoute(window.location.pathname);
// The tab's sealed session is opened before the first route decides between login and the wallet.
void sessionStore.ready.then(() => {
  const router = createAppRouter();
  startSessionEffects({ session: sessionStore, queryClient: loadedQueryClient, bridge, router });
  startPageMetrics({ router, bridge, session: sessionStore });

  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  createRoot(root).render(
    <StrictMode>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </StrictMode>,
  );
});
