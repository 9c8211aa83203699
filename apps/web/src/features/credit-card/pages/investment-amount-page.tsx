import { formatBRL } from '@carteira/core/money';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { GuaranteeFlowView } from '../components/guarantee-flow-view.tsx';
import { creditCardMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../credit-card.css';

/** /gccInvestmentAmount: the first investment, the contract, PIN and selfie; the limit it becomes. */
export function InvestmentAmountPage() {
  const t = useMessages(creditCardMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  return (
    <>
      <TopBar title={t('title')} onBack={goBack} />
      <main className="page-content" id="main">
        <GuaranteeFlowView
          mode="first"
          done={(limit) => (
            <div className="flow-form done" data-testid="cc-signed">
              <h2 className="done__heading">{t('doneTitle')}</h2>
              <p className="done__text" data-testid="cc-signed-limit">
                {t('doneLimit', { amount: formatBRL(limit) })}
              </p>
              <div className="page-actions">
                <Button onClick={() => navigate('/creditCard', { replace: true })} data-testid="cc-go-card">
                  {t('goToCard')}
                </Button>
              </div>
            </div>
          )}
        />
      </main>
    </>
  );
}
