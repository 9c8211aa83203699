import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useMyKeys } from '../api/list-keys.ts';
import { markFirstAccessSeen } from '../flow/first-access.ts';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';
import '../pix-pages.css';

/**
 * /pixFirstAccess: for a customer with no Pix key yet. What Pix is, the first key (their keys, when
 * opened with some), the tour, how it works, or straight on to the landing. Seen once per account on this device (flow/first-access.ts).
 */
export function PixFirstAccessPage() {
  const t = useMessages(pixMessages);
  const navigate = useNavigate();
  const accountKey = useSession()?.accountKey;
  const keyCount = useMyKeys().data?.length ?? 0;
  useEffect(() => {
    if (accountKey) markFirstAccessSeen(accountKey);
  }, [accountKey]);
  return (
    <>
      <TopBar title={t('firstAccessTitle')} />
      <main className="page-content" id="main" data-testid="pix-first-access">
        <div className="pix-intro">
          <span className="pix-intro__badge" aria-hidden="true">
            <Icon name="pix" size={36} />
          </span>
          <h2 className="pix-intro__heading">{t('firstAccessHeading')}</h2>
          <p className="pix-intro__text">{t('firstAccessText')}</p>
          <section className="card pix-intro__section">
            <h3>{keyCount > 0 ? t('firstAccessHasKeysHeading') : t('firstAccessKeyHeading')}</h3>
            <p>{t('firstAccessKeyText')}</p>
          </section>
          <div className="page-actions">
            {keyCount > 0 ? (
              <Button onClick={() => navigate('/myPixKeysComponent')} data-testid="pix-first-access-keys">
                {t('seeKeys')}
              </Button>
            ) : (
              <Button
                onClick={() => navigate('/registerNewKeyComponent')}
                data-testid="pix-first-access-create"
              >
                {t('firstAccessCreate')}
              </Button>
            )}
            <Button
              variant="outlined"
              onClick={() => navigate('/pixOnboardingComponent')}
              data-testid="pix-first-access-tour"
            >
              {t('firstAccessTour')}
            </Button>
            <Button
              variant="text"
              onClick={() => navigate('/pixKnowMore')}
              data-testid="pix-first-access-know-more"
            >
              {t('firstAccessKnowMore')}
            </Button>
            <Button
              variant="text"
              onClick={() => navigate('/pixLandingComponent', { replace: true })}
              data-testid="pix-first-access-landing"
            >
              {t('firstAccessLater')}
            </Button>
          </div>
        </div>
      </main>
    </>
  );
}
