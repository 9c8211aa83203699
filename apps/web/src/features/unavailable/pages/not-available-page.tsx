import { useMatches } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { unavailableMessages } from '../messages.ts';

type Group = Exclude<MessageKey<typeof unavailableMessages>, 'title' | 'description' | 'descriptionGeneric'>;

/** The honest page for a route whose feature is not built yet; its button goes home. */
export function NotAvailablePage() {
  const t = useMessages(unavailableMessages);
  const matches = useMatches();
  const group = (matches.at(-1)?.handle as { group?: Group } | undefined)?.group;
  return (
    <ErrorPage
      icon="receipt"
      title={t('title')}
      description={group ? t('description', { area: t(group) }) : t('descriptionGeneric')}
      testId="not-available-page"
    />
  );
}
