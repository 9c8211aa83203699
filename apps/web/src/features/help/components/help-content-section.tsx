import type { UseQueryResult } from '@tanstack/react-query';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { HelpArticle } from '../api/help-content.ts';
import { helpMessages } from '../messages.ts';

/** The tariff or the service-hours content: each article of it, in full. */
export function HelpContentSection({
  id,
  title,
  query,
}: {
  id: string;
  title: string;
  query: UseQueryResult<HelpArticle[]>;
}) {
  const t = useMessages(helpMessages);
  return (
    <section className="help-section" aria-labelledby={id} data-testid={id}>
      <h2 id={id} className="help-section__title">
        {title}
      </h2>
      {query.isPending ? <Spinner size="small" /> : null}
      {query.isError ? <p className="chat-error">{t('loadFailed')}</p> : null}
      {query.data?.map((article) => (
        <p key={article.id} className="help-item__body">
          {article.body}
        </p>
      ))}
    </section>
  );
}
