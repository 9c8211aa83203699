import { MIN_GUARANTEE } from '@carteira/core/credit-card';
import { centavos, formatBRL } from '@carteira/core/money';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useContracted } from '../api/contract-status.ts';
import { creditCardMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../credit-card.css';

/** /gccFirstAccess and /gccHowItWorks: how the guaranteed card works; a customer who has it goes to it. */
export function FirstAccessPage() {
  const t = useMessages(creditCardMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const contracted = useContracted();
  if (contracted.data === true) return <Navigate to="/creditCard" replace />;
  return (
    <>
      <TopBar title={t('title')} onBack={goBack} />
      <main className="page-content" id="main">
        {contracted.isPending ? (
          <Spinner block label={t('loading')} />
        ) : (
          <div className="flow-form" data-testid="cc-first-access">
            <h2 className="flow-heading">{t('howTitle')}</h2>
            <p>{t('howLead')}</p>
            <ol className="cc-how">
              <li>{t('howStep1', { min: formatBRL(centavos(MIN_GUARANTEE)) })}</li>
              <li>{t('howStep2')}</li>
              <li>{t('howStep3')}</li>
            </ol>
            <div className="page-actions">
              <Button onClick={() => navigate('/gccInvestmentAmount')} data-testid="cc-start">
                {t('start')}
              </Button>
            </div>
          </div>
        )}
      </main>
    </>
  );
}
