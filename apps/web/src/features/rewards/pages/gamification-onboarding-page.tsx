import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { rewardsMessages } from '../messages.ts';
import '../rewards.css';

/** /gamificationOnboarding: what the rewards programme is, before the programmes. */
export function GamificationOnboardingPage() {
  const t = useMessages(rewardsMessages);
  const navigate = useNavigate();
  return (
    <>
      <TopBar title={t('onboardingTitle')} />
      <main className="page-content" id="main">
        <h2 className="flow-heading">{t('onboardingHeading')}</h2>
        <p>{t('onboardingText')}</p>
        <ul>
          <li>{t('onboardingCashback')}</li>
          <li>{t('onboardingCoupons')}</li>
          <li>{t('onboardingDraws')}</li>
        </ul>
        <div className="page-actions">
          <Button data-testid="rewards-start" onClick={() => navigate('/rewards')}>
            {t('onboardingStart')}
          </Button>
        </div>
      </main>
    </>
  );
}
