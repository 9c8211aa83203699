import { Icon } from '../../../components/icon.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { landingMessages } from '../messages.ts';

export function LandingHero() {
  const t = useMessages(landingMessages);
  return (
    <header className="landing__hero">
      <div className="landing__top">
        <span className="landing__brand">
          <span className="landing__logo">
            <Icon name="card" size={22} />
          </span>
          {t('brand')}
        </span>
        <LanguageSwitch />
      </div>
      <h1 className="landing__title">{t('heroTitle')}</h1>
      <p className="landing__text">{t('heroText')}</p>
    </header>
  );
}
