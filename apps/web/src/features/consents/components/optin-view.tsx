import { formatDate } from '@carteira/core/calendar';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { PURPOSE_PATH, type Purpose, useOptin } from '../api/optin.ts';
import { consentsMessages } from '../messages.ts';
import '../consents.css';

const stamp = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

/** One opt-in's page: its text, its state since when, the choices (children), and the record of choices. */
export function OptinView({
  purpose,
  title,
  text,
  children,
  onBack,
}: {
  purpose: Purpose;
  title: string;
  text: string;
  children: ReactNode;
  /** Where the top bar's back goes; the previous screen, else home, by default. */
  onBack?: () => void;
}) {
  const t = useMessages(consentsMessages);
  const session = useSession();
  const optin = useOptin(purpose);
  return (
    <>
      <TopBar title={title} {...(onBack ? { onBack } : {})} />
      <main className="consent" id="main">
        <p className="consent__text">{text}</p>
        {session === null ? (
          <>
            <p>{t('loginFirst')}</p>
            <Link
              className="button button--primary button--block"
              to="/newLogin"
              state={{ from: { pathname: PURPOSE_PATH[purpose] } }}
            >
              {t('login')}
            </Link>
          </>
        ) : optin.data ? (
          <>
            <p className="consent__status">
              {t('statusLabel')}:{' '}
              <strong data-testid="optin-status" data-status={optin.data.status}>
                {t(`state_${optin.data.status}`)}
              </strong>
              {optin.data.updatedAt ? ` ${t('since', { when: stamp(optin.data.updatedAt) })}` : null}
            </p>
            <div className="consent__actions">{children}</div>
            <p className="consent__lgpd">{t('lgpd')}</p>
            {optin.data.history.length > 0 ? (
              <section aria-labelledby="consent-history">
                <h2 id="consent-history" className="consent__history-title">
                  {t('historyTitle')}
                </h2>
                <ul className="consent__history" data-testid="optin-history">
                  {optin.data.history.map((h) => (
                    <li key={`${h.recordedAt}-${h.status}`}>
                      {stamp(h.recordedAt)} · {t(`state_${h.status}`)}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </>
        ) : optin.isError ? (
          <p role="alert">{t('failed')}</p>
        ) : (
          <Spinner />
        )}
      </main>
    </>
  );
}
