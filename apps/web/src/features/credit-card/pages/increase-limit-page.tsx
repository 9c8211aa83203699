import { formatBRL } from '@carteira/core/money';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useConfiguration } from '../api/configuration.ts';
import { cardPagesMessages } from '../card-pages-messages.ts';
import { GuaranteeFlowView } from '../components/guarantee-flow-view.tsx';
import { creditCardMessages } from '../messages.ts';
import type { FundingState } from './pix-funding-page.tsx';
import '../../../styles/flow.css';
import '../credit-card.css';

/**
 * /creditCardIncreaseLimitPage: invest more in the guarantee: the amount, the contract's addendum, PIN
 * and selfie; the limit goes up at once. Short of balance, the amount may first be added by Pix.
 */
export function IncreaseLimitPage() {
  const t = useMessages(cardPagesMessages);
  const tc = useMessages(creditCardMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const config = useConfiguration();
  const body = () => {
    if (config.isError)
      return (
        <div className="flow-form">
          <p role="alert">{tc('loadFailed')}</p>
          <Button onClick={() => void config.refetch()}>{tc('retry')}</Button>
        </div>
      );
    if (!config.data) return <Spinner block label={tc('loading')} />;
    return (
      <>
        <p className="muted" data-testid="cc-increase-lead">
          {t('increaseLead', { limit: formatBRL(config.data.total) })}
        </p>
        <GuaranteeFlowView
          mode="invest"
          onFundByPix={(amount) =>
            navigate('/gccPixRecieveQRCode', {
              state: { amount, back: '/creditCardIncreaseLimitPage' } satisfies FundingState,
            })
          }
          done={(limit) => (
            <div className="flow-form done" data-testid="cc-moved">
              <h2 className="done__heading">{t('increaseDone')}</h2>
              <p className="done__text" data-testid="cc-new-limit">
                {tc('newLimit', { amount: formatBRL(limit) })}
              </p>
              <div className="page-actions">
                <Button onClick={() => navigate('/creditCard', { replace: true })} data-testid="cc-go-card">
                  {tc('goToCard')}
                </Button>
              </div>
            </div>
          )}
        />
      </>
    );
  };
  return (
    <>
      <TopBar title={t('increaseTitle')} onBack={goBack} />
      <main className="page-content" id="main">
        {body()}
      </main>
    </>
  );
}
