import { formatDate } from '@carteira/core/calendar';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { WEBVIEW_VERSION } from '../../../native/bridge-types.ts';
import { BUILD } from '../build-info.ts';
import { profileMenuMessages } from '../messages.ts';
import '../profile-menu.css';

/** When the build was made, in São Paulo: "05/10/2026 14:05", as every date and time of the app. */
function builtAt(): string {
  if (Number.isNaN(new Date(BUILD.builtAt).getTime())) return BUILD.builtAt;
  return `${formatDate(BUILD.builtAt)} ${formatTime(BUILD.builtAt)}`;
}

/** /aboutComp: the app's version and build, as fixed when it was built, and the way to its licences. */
export function AboutPage() {
  const t = useMessages(profileMenuMessages);
  return (
    <>
      <TopBar title={t('aboutTitle')} />
      <main className="page-content" id="main">
        <div className="about__brand">
          <h2 className="about__name">{t('appName')}</h2>
          <p className="muted">{t('appTagline')}</p>
        </div>
        <section className="menu-section">
          <dl>
            <div className="menu-row">
              <dt>{t('versionLabel')}</dt>
              <dd data-testid="about-version">{BUILD.version}</dd>
            </div>
            <div className="menu-row">
              <dt>{t('buildLabel')}</dt>
              <dd data-testid="about-build">{BUILD.commit}</dd>
            </div>
            <div className="menu-row">
              <dt>{t('builtAtLabel')}</dt>
              <dd>{builtAt()}</dd>
            </div>
            <div className="menu-row">
              <dt>{t('webviewLabel')}</dt>
              <dd>{WEBVIEW_VERSION}</dd>
            </div>
            <div className="menu-row">
              <dt>{t('institutionLabel')}</dt>
              <dd>{t('institution')}</dd>
            </div>
          </dl>
        </section>
        <nav className="menu-section">
          <Link className="menu-row menu-row--link" to="/ossComp" data-testid="about-licences">
            {t('licencesLink')}
            <Icon name="chevron-right" size={18} />
          </Link>
        </nav>
      </main>
    </>
  );
}
