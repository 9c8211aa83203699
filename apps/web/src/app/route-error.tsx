import { useEffect } from 'react';
import { ChunkRetryPage } from '../components/chunk-retry-page.tsx';
import { ErrorPage } from '../components/error-page.tsx';
import { isChunkLoadError } from '../lib/chunk-error.ts';
import { appLog } from '../lib/telemetry/app-log.ts';

/** What a failed page shows: a chunk that failed to load gets the retry page, anything else the error page. */
export function RouteError({ error }: { error: unknown }) {
  if (isChunkLoadError(error)) return <ChunkRetryPage />;
  return <LoggedErrorPage error={error} />;
}

/** An unexpected failure of a route: the error page, and one error record in the app's log. */
function LoggedErrorPage({ error }: { error: unknown }) {
  useEffect(() => {
    const what = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    appLog(3, 'route', `${window.location.pathname} failed: ${what}`);
  }, [error]);
  return <ErrorPage support={{ route: window.location.pathname, code: null }} />;
}
