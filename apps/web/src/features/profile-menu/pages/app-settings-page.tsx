import { Link } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useHideBalance } from '../../../lib/settings/hide-balance.ts';
import { BiometricsSection } from '../components/biometrics-section.tsx';
import { profileMenuMessages } from '../messages.ts';
import '../profile-menu.css';

/**
 * /appSettings: the language, whether the balance opens hidden (the same choice as home's eye), and
 * biometric login when the app shell offers it. All are kept on this device.
 */
export function AppSettingsPage() {
  const t = useMessages(profileMenuMessages);
  const snackbar = useSnackbar();
  const [hidden, setHidden] = useHideBalance();
  return (
    <>
      <TopBar title={t('settingsTitle')} />
      <main className="page-content" id="main">
        <section className="menu-section" aria-labelledby="settings-language">
          <h2 id="settings-language" className="menu-section__title">
            {t('languageSection')}
          </h2>
          <div className="menu-row">
            <span className="menu-hint">{t('languageHint')}</span>
            <LanguageSwitch />
          </div>
        </section>
        <section className="menu-section" aria-labelledby="settings-privacy">
          <h2 id="settings-privacy" className="menu-section__title">
            {t('privacySection')}
          </h2>
          <label className="menu-switch">
            <input
              type="checkbox"
              role="switch"
              checked={hidden}
              aria-checked={hidden}
              onChange={(e) => {
                setHidden(e.target.checked);
                snackbar.show({ text: e.target.checked ? t('hideBalanceOn') : t('hideBalanceOff') });
              }}
              data-testid="settings-hide-balance"
            />
            <span>
              <strong>{t('hideBalance')}</strong>
              <span className="menu-hint">{t('hideBalanceHint')}</span>
            </span>
          </label>
        </section>
        <BiometricsSection />
        <nav className="menu-section" aria-labelledby="settings-consents">
          <h2 id="settings-consents" className="menu-section__title">
            {t('consentsSection')}
          </h2>
          <Link className="menu-row menu-row--link" to="/marketOptin" data-testid="settings-market-optin">
            {t('marketOptinLink')}
            <Icon name="chevron-right" size={18} />
          </Link>
          <Link className="menu-row menu-row--link" to="/pushOptin" data-testid="settings-push-optin">
            {t('pushOptinLink')}
            <Icon name="chevron-right" size={18} />
          </Link>
          <Link
            className="menu-row menu-row--link"
            to="/locationConsent"
            state={{ returnTo: '/appSettings' }}
            data-testid="settings-location-consent"
          >
            {t('locationConsentLink')}
            <Icon name="chevron-right" size={18} />
          </Link>
        </nav>
      </main>
    </>
  );
}
