import { formatDate } from '@carteira/core/calendar';
import { type Centavos, formatBRL, formatPercent } from '@carteira/core/money';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useSession } from '../../../lib/session/session.ts';
import { useCreditCardMutation } from '../api/contract.ts';
import { type InstalmentPlan, payInInstalments, quoteInstalments } from '../api/instalments.ts';
import { creditCardKeys } from '../api/keys.ts';
import { creditCardMessages } from '../messages.ts';

const WRONG_PIN = 10007;

type Step =
  | { kind: 'choose'; count: number | null }
  | { kind: 'review'; plan: InstalmentPlan }
  | { kind: 'pin'; plan: InstalmentPlan; rejected: boolean }
  | { kind: 'done'; plan: InstalmentPlan };

/** Paying a closed invoice in instalments: the plans, one chosen, reviewed, the PIN, done. */
export function InvoiceInstalments({
  invoiceId,
  pending,
  onCancel,
}: {
  invoiceId: string;
  pending: Centavos;
  onCancel: () => void;
}) {
  const t = useMessages(creditCardMessages);
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const errorText = useErrorText();
  const session = useSession();
  const [step, setStep] = useState<Step>({ kind: 'choose', count: null });
  const plans = useQuery({
    queryKey: [...creditCardKeys.invoice(session?.clientKey ?? '', invoiceId), 'instalments'],
    queryFn: () => quoteInstalments(invoiceId),
    enabled: session !== null && step.kind === 'choose',
  });
  const accept = useCreditCardMutation(payInInstalments);

  if (step.kind === 'done')
    return (
      <div className="flow-form done" data-testid="cc-plan-done">
        <h2 className="done__heading">{t('planDoneTitle')}</h2>
        <p className="done__text">
          {t('planDoneText', { count: step.plan.count, value: formatBRL(step.plan.value) })}
        </p>
        <div className="page-actions">
          <Button onClick={() => navigate('/creditCard', { replace: true })} data-testid="cc-go-card">
            {t('goToCard')}
          </Button>
        </div>
      </div>
    );
  if (step.kind === 'pin')
    return (
      <FlowPinStep
        heading={t('pinTitle')}
        submitLabel={t('confirm')}
        sendingLabel={t('sending')}
        rejected={step.rejected}
        busy={accept.isPending}
        onPin={(pin) =>
          accept.mutate(
            { invoiceId, count: step.plan.count, pin },
            {
              onSuccess: (plan) => setStep({ kind: 'done', plan }),
              onError: (e) => {
                if (isBankError(e) && e.code === WRONG_PIN) setStep({ ...step, rejected: true });
                else snackbar.show({ text: errorText(e), tone: 'error' });
              },
            },
          )
        }
      />
    );
  if (step.kind === 'review') {
    const p = step.plan;
    const row = (label: string, value: string, testId?: string) => (
      <div className="cc-limits__row">
        <span>{label}</span>
        <span className="cc-limits__value" data-testid={testId}>
          {value}
        </span>
      </div>
    );
    return (
      <div className="flow-form" data-testid="cc-plan-review">
        <h2 className="flow-heading">{t('planReviewTitle')}</h2>
        <section className="cc-invoice">
          {row(t('pending'), formatBRL(pending))}
          {row(
            t('planInstalments'),
            t('planInstalmentsValue', { count: p.count, value: formatBRL(p.value) }),
            'cc-plan-review-instalments',
          )}
          {row(t('planIofLabel'), formatBRL(p.iof), 'cc-plan-review-iof')}
          {row(t('planInterestLabel'), formatBRL(p.interest))}
          {p.credited > 0 && row(t('planCreditedLabel'), formatBRL(p.credited), 'cc-plan-review-credited')}
          {row(t('planTotalLabel'), formatBRL(p.total), 'cc-plan-review-total')}
          {row(t('planRate'), t('planRateValue', { rate: formatPercent(p.monthlyRate) }))}
          {row(t('planCet'), t('planCetValue', { cet: formatPercent(p.annualCet) }), 'cc-plan-review-cet')}
          <span className="muted">
            {t('planFirstDue')}: {t('planFirstDueValue', { date: formatDate(p.firstDue) })}
          </span>
        </section>
        <p className="muted">{t('planLimitNote')}</p>
        <div className="page-actions">
          <Button
            onClick={() => setStep({ kind: 'pin', plan: p, rejected: false })}
            data-testid="cc-plan-confirm"
          >
            {t('continue')}
          </Button>
          <Button variant="outlined" onClick={() => setStep({ kind: 'choose', count: p.count })}>
            {t('back')}
          </Button>
        </div>
      </div>
    );
  }
  if (plans.isError)
    return (
      <div className="flow-form">
        <p role="alert">{t('plansFailed')}</p>
        <Button onClick={() => void plans.refetch()}>{t('retry')}</Button>
        <Button variant="outlined" onClick={onCancel}>
          {t('back')}
        </Button>
      </div>
    );
  if (!plans.data) return <Spinner block label={t('loading')} />;
  const chosen = plans.data.find((p) => p.count === step.count);
  const rate = plans.data[0]?.monthlyRate ?? 0;
  return (
    <div className="flow-form" data-testid="cc-plans">
      <h2 className="flow-heading">{t('plansTitle')}</h2>
      <p className="muted">{t('plansLead', { amount: formatBRL(pending), rate: formatPercent(rate) })}</p>
      <fieldset className="cc-plans">
        <legend className="visually-hidden">{t('plansTitle')}</legend>
        {plans.data.map((p) => (
          <label key={p.count} className="cc-plan" data-testid={`cc-plan-${p.count}`}>
            <input
              type="radio"
              name="plan"
              checked={step.count === p.count}
              onChange={() => setStep({ kind: 'choose', count: p.count })}
            />
            <span className="cc-plan__text">
              <strong>{t('planOption', { count: p.count, value: formatBRL(p.value) })}</strong>
              <span className="muted">
                {t('planTotal', { total: formatBRL(p.total) })} ·{' '}
                {t('planInterest', { interest: formatBRL(p.interest) })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="page-actions">
        <Button
          disabled={!chosen}
          onClick={() => chosen && setStep({ kind: 'review', plan: chosen })}
          data-testid="cc-plan-continue"
        >
          {t('continue')}
        </Button>
        <Button variant="outlined" onClick={onCancel}>
          {t('back')}
        </Button>
      </div>
    </div>
  );
}
