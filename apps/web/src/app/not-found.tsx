import { ErrorPage } from '../components/error-page.tsx';
import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';

export function NotFound() {
  const t = useMessages(sharedMessages);
  return (
    <ErrorPage
      icon="help"
      title={t('notFoundTitle')}
      description={t('notFoundDescription')}
      testId="not-found-page"
    />
  );
}
