import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkRetryPage } from '../components/chunk-retry-page.tsx';
import { ErrorPage } from '../components/error-page.tsx';
import { isChunkLoadError } from '../lib/chunk-error.ts';
import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { appLog } from '../lib/telemetry/app-log.ts';

/** The routes' error element: a chunk that failed to load gets the retry page, anything else the error page. */
export function RouteError() {
  const error = useRouteError();
  const t = useMessages(sharedMessages);
  if (isChunkLoadError(error)) return <ChunkRetryPage />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title={t('notFoundTitle')} description={t('notFoundDescription')} />;
  }
  return <LoggedErrorPage error={error} />;
}

/** An unexpected failure of a route: the error page, and one error record in the app's log. */
function LoggedErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    appLog(3, 'route', `${window.location.pathname} failed: ${what}`);
  }, [error]);
  return <ErrorPage />;
}
