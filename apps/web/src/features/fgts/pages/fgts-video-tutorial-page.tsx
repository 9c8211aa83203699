import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { fgtsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../fgts.css';

/**
 * /fgtsVideoTutorial: the spec names a tutorial but gives no video asset, so the page shows a poster
 * with the video's captions as text (decision 0026).
 */
export function FgtsVideoTutorialPage() {
  const t = useMessages(fgtsMessages);
  const navigate = useNavigate();
  const goBack = useGoBack('/fgtsHome');
  return (
    <>
      <TopBar title={t('tutorialTitle')} onBack={goBack} />
      <main className="page-content" id="main" data-testid="fgts-tutorial-page">
        <figure className="fgts-poster" aria-label={t('tutorialPoster')}>
          <figcaption>{t('tutorialPoster')}</figcaption>
        </figure>
        <ol className="fgts-props">
          <li>{t('tutorialStep1')}</li>
          <li>{t('tutorialStep2')}</li>
          <li>{t('tutorialStep3')}</li>
        </ol>
        <div className="page-actions">
          <Button onClick={() => navigate('/fgtsAnticipate')}>{t('simulateAction')}</Button>
        </div>
      </main>
    </>
  );
}
