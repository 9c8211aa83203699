import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';
import '../pix-pages.css';

const SECTIONS = [
  ['knowMoreKeysHeading', 'knowMoreKeysText', 'keys'],
  ['knowMoreLimitsHeading', 'knowMoreLimitsText', 'limits'],
  ['knowMoreNightHeading', 'knowMoreNightText', 'night'],
  ['knowMoreScheduleHeading', 'knowMoreScheduleText', 'schedule'],
  ['knowMoreSecurityHeading', 'knowMoreSecurityText', 'security'],
] as const;

/** /pixKnowMore: how Pix works, keys, limits, the night period, scheduling and security. */
export function PixKnowMorePage() {
  const t = useMessages(pixMessages);
  const navigate = useNavigate();
  return (
    <>
      <TopBar title={t('knowMoreTitle')} />
      <main className="page-content" id="main" data-testid="pix-know-more">
        <div className="pix-intro">
          <p className="pix-intro__text">{t('knowMoreIntro')}</p>
          {SECTIONS.map(([heading, text, id]) => (
            <section key={id} className="card pix-intro__section" data-testid={`pix-know-more-${id}`}>
              <h3>{t(heading)}</h3>
              <p>{t(text)}</p>
            </section>
          ))}
          <div className="page-actions">
            <Button onClick={() => navigate('/registerNewKeyComponent')} data-testid="pix-know-more-create">
              {t('knowMoreCreate')}
            </Button>
          </div>
        </div>
      </main>
    </>
  );
}
