import { useState } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useHelpList } from '../api/help-content.ts';
import { CareChannels } from '../components/care-channels.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { helpMessages } from '../messages.ts';
import '../help.css';

/** /externalHelpPage (public): the external FAQ, for those who are not customers yet, and the channels. */
export function ExternalHelpPage() {
  const t = useMessages(helpMessages);
  const [locale] = useLocale();
  const session = useSession();
  const [query, setQuery] = useState('');
  const list = useHelpList('externalFaqList', locale, query);
  return (
    <>
      <TopBar title={t('externalTitle')} />
      <main className="page-content" id="main">
        <p className="muted">{t('externalIntro')}</p>
        <label className="help-search">
          {t('searchLabel')}
          <input
            type="search"
            value={query}
            maxLength={80}
            onChange={(e) => setQuery(e.target.value)}
            data-testid="help-search"
          />
        </label>
        <section className="help-section" aria-labelledby="external-faq">
          <h2 id="external-faq" className="help-section__title">
            {t('faqSection')}
          </h2>
          {list.isPending ? <Spinner size="small" /> : null}
          {list.isError ? <p className="chat-error">{t('loadFailed')}</p> : null}
          {list.data && list.data.length === 0 ? (
            <p className="muted">{t('noResults', { query: query.trim() })}</p>
          ) : null}
          {list.data ? <FaqList items={list.data} answerKey="externalFaqAnswer" locale={locale} /> : null}
        </section>
        <CareChannels signedIn={session !== null} />
      </main>
    </>
  );
}
