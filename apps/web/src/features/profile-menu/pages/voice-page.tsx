import { Link } from 'react-router';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { SERVICE_CHANNELS as C } from '../content/service-channels.ts';
import { profileMenuMessages } from '../messages.ts';
import '../profile-menu.css';

/**
 * /dimoVoz, "Carteira por voz" (docs/decisions/0016: the spec names the route only): using the app by
 * voice and by ear, with the phone's screen reader and dictation, the hidden balance for the reader in
 * public, and the phone service, also for people with hearing or speech impairment.
 */
export function VoicePage() {
  const t = useMessages(profileMenuMessages);
  const sections = [
    ['voiceReaderSection', 'voiceReaderText'],
    ['voiceTypingSection', 'voiceTypingText'],
  ] as const;
  return (
    <>
      <TopBar title={t('voiceTitle')} />
      <main className="page-content" id="main" data-testid="voice-page">
        <p className="muted">{t('voiceIntro')}</p>
        {sections.map(([heading, text]) => (
          <section key={heading} className="menu-section">
            <h2 className="menu-section__title">{t(heading)}</h2>
            <p className="menu-row">{t(text)}</p>
          </section>
        ))}
        <section className="menu-section">
          <h2 className="menu-section__title">{t('voicePrivacySection')}</h2>
          <p className="menu-row">{t('voicePrivacyText')}</p>
          <Link className="menu-row menu-row--link" to="/appSettings" data-testid="voice-settings">
            {t('voicePrivacyLink')}
          </Link>
        </section>
        <section className="menu-section">
          <h2 className="menu-section__title">{t('voicePhoneSection')}</h2>
          <p className="menu-row">{t('voicePhoneText')}</p>
          <a
            className="menu-row menu-row--link"
            href={`tel:${C.sac.dial}`}
            aria-label={t('call', { number: C.sac.display })}
          >
            {C.sac.display}
          </a>
          <a
            className="menu-row menu-row--link"
            href={`tel:${C.sacAccessible.dial}`}
            aria-label={t('call', { number: C.sacAccessible.display })}
          >
            {C.sacAccessible.display}
          </a>
        </section>
      </main>
    </>
  );
}
