import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useHelpContent, useHelpList } from '../api/help-content.ts';
import { CareChannels } from '../components/care-channels.tsx';
import { FaqList } from '../components/faq-list.tsx';
import { HelpContentSection } from '../components/help-content-section.tsx';
import { helpMessages } from '../messages.ts';
import '../help.css';

/**
 * /helpPage (public): the FAQ, searchable, with each answer read when opened; the fees and the service
 * hours; the customer-care channels and, with a session, the chat and the top bar's "View tickets".
 * Everything shown is the bank's stored content, in the app's language.
 */
export function HelpPage() {
  const t = useMessages(helpMessages);
  const [locale] = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const faq = useHelpList('faqList', locale, query);
  const tariff = useHelpContent('tariffContent', locale);
  const hours = useHelpContent('timeContent', locale);
  return (
    <>
      <TopBar
        title={t('helpTitle')}
        {...(session
          ? { action: { type: 'more', onViewTickets: () => navigate('/ChatTicketDisplay') } }
          : {})}
      />
      <main className="page-content" id="main">
        <p className="muted">{t('helpIntro')}</p>
        <label className="help-search">
          {t('searchLabel')}
          <input
            type="search"
            value={query}
            maxLength={80}
            placeholder={t('searchPlaceholder')}
            onChange={(e) => setQuery(e.target.value)}
            data-testid="help-search"
          />
        </label>
        <section className="help-section" aria-labelledby="help-faq">
          <h2 id="help-faq" className="help-section__title">
            {t('faqSection')}
          </h2>
          {faq.isPending ? <Spinner size="small" /> : null}
          {faq.isError ? (
            <div>
              <p className="chat-error">{t('loadFailed')}</p>
              <Button variant="outlined" onClick={() => void faq.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : null}
          {faq.data && faq.data.length === 0 ? (
            <p className="muted" data-testid="help-no-results">
              {t('noResults', { query: query.trim() })}
            </p>
          ) : null}
          {faq.data ? <FaqList items={faq.data} answerKey="faqAnswer" locale={locale} /> : null}
        </section>
        <HelpContentSection id="help-tariff" title={t('tariffSection')} query={tariff} />
        <HelpContentSection id="help-hours" title={t('hoursSection')} query={hours} />
        <CareChannels signedIn={session !== null} />
        <nav className="help-links">
          {session ? (
            <Link to="/ChatTicketDisplay" data-testid="help-my-tickets">
              {t('myTickets')}
            </Link>
          ) : null}
          <Link to="/externalHelpPage" data-testid="help-external">
            {t('notCustomer')}
          </Link>
        </nav>
      </main>
    </>
  );
}
