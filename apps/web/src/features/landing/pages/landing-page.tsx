import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon, type IconName } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE } from '../../../lib/navigation/use-go-back.ts';
import { useSession } from '../../../lib/session/session.ts';
import { LandingHero } from '../components/landing-hero.tsx';
import { landingMessages } from '../messages.ts';
import '../landing.css';

const FEATURES: ReadonlyArray<{
  icon: IconName;
  key: 'featurePix' | 'featureTransfer' | 'featureCard' | 'featureFinancing';
}> = [
  { icon: 'pix', key: 'featurePix' },
  { icon: 'transfer', key: 'featureTransfer' },
  { icon: 'card', key: 'featureCard' },
  { icon: 'financing', key: 'featureFinancing' },
];

/** / and /motoPayLandingPage: the product landing with the way in. */
export function LandingPage() {
  const t = useMessages(landingMessages);
  const navigate = useNavigate();
  const loggedIn = useSession() !== null;
  return (
    <div className="landing">
      <LandingHero />
      <main className="landing__body" id="main">
        <h2 className="landing__section-title">{t('featuresTitle')}</h2>
        <ul className="landing__features">
          {FEATURES.map((feature) => (
            <li key={feature.key} className="landing__feature">
              <span className="landing__feature-icon">
                <Icon name={feature.icon} />
              </span>
              {t(feature.key)}
            </li>
          ))}
        </ul>
        <div className="page-actions">
          <Button onClick={() => navigate(loggedIn ? HOME_ROUTE : '/newLogin')} data-testid="landing-login">
            {loggedIn ? t('myAccount') : t('login')}
          </Button>
          <Button variant="outlined" onClick={() => navigate('/motoPayValuePropsPage')}>
            {t('knowMore')}
          </Button>
        </div>
      </main>
      <footer className="landing__footer">{t('footer')}</footer>
    </div>
  );
}
