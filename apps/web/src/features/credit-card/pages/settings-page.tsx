import { formatDate } from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { fetchContracts, fetchHolderSettings, fetchUsage, useCardQuery } from '../api/card-info.ts';
import { cardPagesMessages } from '../card-pages-messages.ts';
import { AutoDebitSwitch } from '../components/auto-debit-switch.tsx';
import { creditCardMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../credit-card.css';

/**
 * /creditCardSettingsPage: the cardholder's settings (creditoclean/configuracoes-portador), the limit's
 * use (informacoes-uso), the contract and its addenda (contratos); automatic debit; the due date and
 * the limit are changed on their own pages.
 */
export function SettingsPage() {
  const t = useMessages(cardPagesMessages);
  const tc = useMessages(creditCardMessages);
  const goBack = useGoBack();
  const navigate = useNavigate();
  const holder = useCardQuery('holder-settings', fetchHolderSettings);
  const usage = useCardQuery('usage', fetchUsage);
  const contracts = useCardQuery('contracts', fetchContracts);
  const body = () => {
    if (holder.isError)
      return (
        <div className="flow-form">
          <p role="alert">{tc('loadFailed')}</p>
          <Button onClick={() => void holder.refetch()}>{tc('retry')}</Button>
        </div>
      );
    if (!holder.data) return <Spinner block label={tc('loading')} />;
    const h = holder.data;
    const row = (label: string, value: string, testId?: string) => (
      <div className="cc-limits__row">
        <span>{label}</span>
        <span className="cc-limits__value" data-testid={testId}>
          {value}
        </span>
      </div>
    );
    return (
      <div className="flow-form" data-testid="cc-settings-page">
        <section className="cc-invoice">
          {row(t('holder'), h.holder)}
          {row(t('cardNumber', { last4: h.last4 }), '')}
          {row(t('contactless'), h.contactless ? t('enabled') : t('disabled'))}
          {row(t('dueDayNow'), t('dueDayValue', { day: h.dueDay }), 'cc-settings-due-day-now')}
          <span className="muted">{t('bestDayValue', { day: h.bestPurchaseDay })}</span>
          <AutoDebitSwitch on={h.autoDebit} />
        </section>
        <div className="page-actions">
          <Button
            onClick={() => navigate('/creditCardChangeDueDatePage')}
            data-testid="cc-settings-change-due"
          >
            {t('changeDueDate')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => navigate('/creditCardIncreaseLimitPage')}
            data-testid="cc-settings-increase"
          >
            {t('increaseLimit')}
          </Button>
        </div>
        {usage.data ? (
          <section className="cc-invoice" data-testid="cc-usage">
            <strong>{t('usageTitle')}</strong>
            <div className="cc-bar" aria-hidden="true">
              <div className="cc-bar__used" style={{ width: `${Math.min(100, usage.data.usedPercent)}%` }} />
            </div>
            <span>{t('usedPercent', { percent: usage.data.usedPercent })}</span>
            <span className="muted" data-testid="cc-usage-purchases">
              {t('purchasesNow', {
                count: usage.data.purchases,
                amount: formatBRL(usage.data.purchasesAmount),
              })}
            </span>
            {usage.data.plansBalance > 0 ? (
              <span className="muted">
                {t('plansBalance', { amount: formatBRL(usage.data.plansBalance) })}
              </span>
            ) : null}
          </section>
        ) : null}
        {contracts.data?.map((c) => (
          <section key={c.signedAt} className="cc-invoice" data-testid="cc-contract-summary">
            <strong>{t('contractsTitle')}</strong>
            <span>
              {t('contractSigned', {
                date: formatDate(c.signedAt.slice(0, 10)),
                amount: formatBRL(c.initialGuarantee),
              })}
            </span>
            <ul className="cc-list">
              {c.addenda.map((a) => (
                <li key={a.id} className="muted" data-testid="cc-addendum">
                  {t(a.kind === 'APLICACAO' ? 'addendumInvest' : 'addendumRedeem', {
                    date: formatDate(a.at.slice(0, 10)),
                    amount: formatBRL(a.amount),
                  })}{' '}
                  · {t('guaranteeAfter', { amount: formatBRL(a.guarantee) })}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    );
  };
  return (
    <>
      <TopBar title={t('settingsPageTitle')} onBack={goBack} />
      <main className="page-content" id="main">
        {body()}
      </main>
    </>
  );
}
