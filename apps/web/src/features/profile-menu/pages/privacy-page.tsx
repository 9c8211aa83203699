import { Link } from 'react-router';
import { TopBar } from '../../../components/top-bar.tsx';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import type { PrivacyPolicy } from '../content/privacy-policy.ts';
import { formatDay } from '../format.ts';
import { profileMenuMessages } from '../messages.ts';
import '../profile-menu.css';

const YEARS = [2024, 2023, 2022] as const;

/**
 * /privacy2022, /privacy2023 and /privacy2024: one version of the bank's privacy policy, which the app
 * ships as content of its own (each year a chunk loaded only when its page opens), with when it was
 * in force and the way to the other versions.
 */
export function PrivacyPage({ policy }: { policy: PrivacyPolicy }) {
  const t = useMessages(profileMenuMessages);
  const [locale] = useLocale();
  const period = policy.replacedOn
    ? t('privacyReplaced', {
        from: formatDay(policy.effectiveFrom),
        to: formatDay(policy.replacedOn),
      })
    : t('privacyInForce', { date: formatDay(policy.effectiveFrom) });
  // the Portuguese text binds: a page in another language says it is a translation
  const binding = locale === 'pt-BR' ? '' : t('privacyBinding');
  return (
    <>
      <TopBar title={t('privacyTitle', { year: policy.year })} />
      <main className="page-content" id="main">
        <p className="muted" data-testid="privacy-period">
          {period}
          {binding ? ` ${binding}` : ''}
        </p>
        <article className="document__text policy" data-testid="privacy-policy">
          {policy.sections[locale].map((section) => (
            <section key={section.heading}>
              <h2 className="policy__heading">{section.heading}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </section>
          ))}
        </article>
        <nav className="menu-section" aria-labelledby="privacy-versions">
          <h2 id="privacy-versions" className="menu-section__title">
            {t('privacyOtherVersions')}
          </h2>
          {YEARS.filter((year) => year !== policy.year).map((year) => (
            <Link key={year} className="menu-row menu-row--link" to={`/privacy${year}`}>
              {t('privacyVersion', { year })}
            </Link>
          ))}
        </nav>
      </main>
    </>
  );
}
