import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { portabilityMessages } from '../messages.ts';
import '../../../styles/flow.css';

/** /salaryPortability: what it is, who may ask (CLT), the deadline, and the two ways on. */
export function SalaryPortabilityPage() {
  const t = useMessages(portabilityMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  return (
    <>
      <TopBar title={t('title')} onBack={goBack} />
      <main className="page-content" id="main">
        <div className="flow-form" data-testid="portability-info">
          <h2 className="flow-heading">{t('infoHeading')}</h2>
          <p>{t('infoText')}</p>
          <p>{t('infoClt')}</p>
          <p>{t('infoDeadline')}</p>
          <p className="muted">{t('infoRule')}</p>
          <div className="page-actions">
            <Button onClick={() => navigate('/requestSalaryPortability')} data-testid="portability-request">
              {t('request')}
            </Button>
            <Button
              variant="outlined"
              onClick={() => navigate('/loadPortabilityRequests')}
              data-testid="portability-list"
            >
              {t('myRequests')}
            </Button>
          </div>
        </div>
      </main>
    </>
  );
}
