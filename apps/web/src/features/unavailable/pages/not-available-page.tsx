import { ErrorPage } from '../../../components/error-page.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useRouteGroup } from '../../../lib/navigation/route-group.ts';
import { unavailableMessages } from '../messages.ts';

type Group = Exclude<
  MessageKey<typeof unavailableMessages>,
  'title' | 'heading' | 'description' | 'descriptionPlural' | 'descriptionGeneric'
>;

/** Areas named by more than one noun ("Depósito e boleto"): their sentence takes the plural verb. */
const PLURAL_GROUPS: ReadonlySet<Group> = new Set<Group>(['deposit']);

/** The honest page for a route whose feature is not built yet: the top bar's back arrow, and a button home. */
export function NotAvailablePage() {
  const t = useMessages(unavailableMessages);
  const group = useRouteGroup() as Group | undefined;
  const description = group
    ? t(PLURAL_GROUPS.has(group) ? 'descriptionPlural' : 'description', { area: t(group) })
    : t('descriptionGeneric');
  return (
    <>
      <TopBar title={t('title')} />
      <ErrorPage icon="receipt" title={t('heading')} description={description} testId="not-available-page" />
    </>
  );
}
