import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { ErrorPage } from './error-page.tsx';

export interface ChunkRetryPageProps {
  reload?: () => void;
}

/** A part of the app (a lazy chunk) failed to load: the button reloads the page. */
export function ChunkRetryPage({ reload = () => window.location.reload() }: ChunkRetryPageProps) {
  const t = useMessages(sharedMessages);
  return (
    <ErrorPage
      icon="alert"
      title={t('chunkTitle')}
      description={t('chunkDescription')}
      actionLabel={t('reload')}
      onAction={reload}
      testId="chunk-retry-page"
    />
  );
}
