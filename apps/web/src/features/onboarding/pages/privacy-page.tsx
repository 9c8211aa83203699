import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { onboardingMessages } from '../messages.ts';
import '../onboarding.css';

const SECTIONS = [
  ['privacyWhatHeading', 'privacyWhatText'],
  ['privacyWhyHeading', 'privacyWhyText'],
  ['privacyBiometricsHeading', 'privacyBiometricsText'],
  ['privacySharedHeading', 'privacySharedText'],
  ['privacyKeptHeading', 'privacyKeptText'],
  ['privacyRightsHeading', 'privacyRightsText'],
] as const;

/**
 * /privacyComp: the privacy notice of account opening (Lei 13.709/2018, LGPD, art. 9: what is
 * collected, why, with whom, for how long, and the holder's rights), read before any data is given.
 */
export function PrivacyPage() {
  const t = useMessages(onboardingMessages);
  const goBack = useGoBack('/userIdCreation');
  return (
    <>
      <TopBar title={t('privacyTitle')} onBack={goBack} />
      <main className="page-content onboarding" id="main" data-testid="onboarding-privacy">
        <p className="muted">{t('privacyIntro')}</p>
        {SECTIONS.map(([heading, text]) => (
          <section key={heading} className="onboarding__privacy">
            <h2>{t(heading)}</h2>
            <p>{t(text)}</p>
          </section>
        ))}
      </main>
    </>
  );
}
