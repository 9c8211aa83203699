import { formatDate } from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import { Navigate, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useConfiguration } from '../api/configuration.ts';
import { useContracted } from '../api/contract-status.ts';
import { cardPagesMessages } from '../card-pages-messages.ts';
import { LimitsCard } from '../components/limits-card.tsx';
import { PlanPayoff } from '../components/plan-payoff.tsx';
import { creditCardMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../credit-card.css';

/** /creditCard: the card home, its limits and the open invoice; without a card, the first access. */
export function CreditCardPage() {
  const t = useMessages(creditCardMessages);
  const tp = useMessages(cardPagesMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const contracted = useContracted();
  const config = useConfiguration(contracted.data === true);
  if (contracted.data === false) return <Navigate to="/gccFirstAccess" replace />;
  const body = () => {
    if (contracted.isError || config.isError)
      return (
        <div className="flow-form">
          <p role="alert">{t('loadFailed')}</p>
          <Button onClick={() => void (contracted.isError ? contracted.refetch() : config.refetch())}>
            {t('retry')}
          </Button>
        </div>
      );
    if (!config.data) return <Spinner block label={t('loading')} />;
    const c = config.data;
    return (
      <div className="flow-form" data-testid="cc-home">
        <LimitsCard config={c} />
        <section className="cc-invoice" data-testid="cc-open-invoice">
          <strong>{t('openInvoice')}</strong>
          <span className="cc-limits__value">{formatBRL(c.openInvoice.amount)}</span>
          <span className="muted">{t('closesOn', { date: formatDate(c.openInvoice.closing) })}</span>
          <span className="muted">{t('dueOn', { date: formatDate(c.openInvoice.due) })}</span>
          <span className="muted">{t('bestDay', { day: c.bestPurchaseDay })}</span>
        </section>
        {c.plans.map((plan) => (
          <section key={plan.id} className="cc-invoice" data-testid="cc-home-plan">
            <strong>{t('homePlanTitle')}</strong>
            <span className="cc-limits__value">
              {t('planInstalmentsValue', { count: plan.count, value: formatBRL(plan.value) })}
            </span>
            <span className="muted" data-testid="cc-home-plan-progress">
              {t('homePlanProgress', { carried: plan.carried, count: plan.count })}
            </span>
            <span className="cc-limits__row">
              <span>{t('homePlanRemaining')}</span>
              <span className="cc-limits__value" data-testid="cc-home-plan-remaining">
                {formatBRL(plan.remaining)}
              </span>
            </span>
            {plan.nextDue ? (
              <span className="muted">{t('homePlanNext', { date: formatDate(plan.nextDue) })}</span>
            ) : null}
            <PlanPayoff planId={plan.id} />
          </section>
        ))}
        <div className="page-actions">
          <Button onClick={() => navigate('/creditCardInvoiceHistory')} data-testid="cc-invoices">
            {t('invoices')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => navigate('/CreditCardInvestmentComp')}
            data-testid="cc-investment"
          >
            {t('investment')}
          </Button>
        </div>
        <div className="page-actions">
          <Button
            variant="outlined"
            onClick={() => navigate('/creditCardHistoryPage')}
            data-testid="cc-history-open"
          >
            {tp('history')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => navigate('/creditCardSettingsPage')}
            data-testid="cc-settings-open"
          >
            {tp('settingsPageTitle')}
          </Button>
        </div>
      </div>
    );
  };
  return (
    <>
      <TopBar title={t('title')} onBack={goBack} />
      <main className="page-content" id="main">
        {body()}
      </main>
    </>
  );
}
