import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { fgtsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../fgts.css';

/** /fgtsHome: the advance's value propositions and the ways in (simulate, tutorial, contracts). */
export function FgtsHomePage() {
  const t = useMessages(fgtsMessages);
  const navigate = useNavigate();
  const goBack = useGoBack();
  return (
    <>
      <TopBar title={t('homeTitle')} onBack={goBack} />
      <main className="page-content" id="main" data-testid="fgts-home">
        <h2 className="flow-heading">{t('homeHeading')}</h2>
        <ul className="fgts-props">
          <li>{t('prop1')}</li>
          <li>{t('prop2')}</li>
          <li>{t('prop3')}</li>
        </ul>
        <p className="muted">{t('homeRules')}</p>
        <div className="page-actions">
          <Button onClick={() => navigate('/fgtsAnticipate')} data-testid="fgts-simulate">
            {t('simulateAction')}
          </Button>
          <Button variant="text" onClick={() => navigate('/fgtsVideoTutorial')} data-testid="fgts-tutorial">
            {t('tutorialAction')}
          </Button>
          <Button variant="text" onClick={() => navigate('/fgtsContracts')} data-testid="fgts-contracts">
            {t('contractsAction')}
          </Button>
        </div>
      </main>
    </>
  );
}
