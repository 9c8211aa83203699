import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkRetryPage } from '../components/chunk-retry-page.tsx';
import { ErrorPage } from '../components/error-page.tsx';
import { isChunkLoadError } from '../lib/chunk-error.ts';
import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';

/** The routes' error element: a chunk that failed to load gets the retry page, anything else the error page. */
export function RouteError() {
  const error = useRouteError();
  const t = useMessages(sharedMessages);
  if (isChunkLoadError(error)) return <ChunkRetryPage />;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <ErrorPage title={t('notFoundTitle')} description={t('notFoundDescription')} />;
  }
  return <ErrorPage />;
}
