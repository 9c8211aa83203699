import { formatBRL } from '@carteira/core/money';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useConfiguration } from '../api/configuration.ts';
import { GuaranteeFlowView, type GuaranteeMode } from '../components/guarantee-flow-view.tsx';
import { GuaranteeYieldCard } from '../components/guarantee-yield-card.tsx';
import { creditCardMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../credit-card.css';

/** /CreditCardInvestmentComp: the guarantee, what may be redeemed; redeem (PIN and selfie) or invest more. */
export function InvestmentPage() {
  const t = useMessages(creditCardMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const config = useConfiguration();
  const [mode, setMode] = useState<GuaranteeMode | null>(null);
  const body = () => {
    if (config.isError)
      return (
        <div className="flow-form">
          <p role="alert">{t('loadFailed')}</p>
          <Button onClick={() => void config.refetch()}>{t('retry')}</Button>
        </div>
      );
    if (!config.data) return <Spinner block label={t('loading')} />;
    if (mode)
      return (
        <GuaranteeFlowView
          key={mode}
          mode={mode}
          done={(limit) => (
            <div className="flow-form done" data-testid="cc-moved">
              <h2 className="done__heading">{mode === 'redeem' ? t('redeemDone') : t('investDone')}</h2>
              <p className="done__text">{t('newLimit', { amount: formatBRL(limit) })}</p>
              <div className="page-actions">
                <Button onClick={() => navigate('/creditCard', { replace: true })} data-testid="cc-go-card">
                  {t('goToCard')}
                </Button>
              </div>
            </div>
          )}
        />
      );
    return (
      <div className="flow-form" data-testid="cc-investment-home">
        <div className="cc-limits__row">
          <span>{t('invested')}</span>
          <span className="cc-limits__value" data-testid="cc-invested">
            {formatBRL(config.data.invested)}
          </span>
        </div>
        <div className="cc-limits__row">
          <span>{t('redeemable')}</span>
          <span className="cc-limits__value" data-testid="cc-redeemable">
            {formatBRL(config.data.redeemable)}
          </span>
        </div>
        <div className="cc-limits__row">
          <span>{t('limitTotal')}</span>
          <span className="cc-limits__value">{formatBRL(config.data.total)}</span>
        </div>
        <GuaranteeYieldCard />
        <div className="page-actions">
          <Button onClick={() => setMode('redeem')} data-testid="cc-redeem">
            {t('redeem')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => navigate('/creditCardIncreaseLimitPage')}
            data-testid="cc-invest-more"
          >
            {t('investMore')}
          </Button>
        </div>
      </div>
    );
  };
  return (
    <>
      <TopBar title={t('investmentTitle')} onBack={goBack} />
      <main className="page-content" id="main">
        {body()}
      </main>
    </>
  );
}
