import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import type { Translate } from '../../../lib/i18n/use-messages.ts';
import type { ResumeSummary as Summary } from '../flow/credit-flow.ts';
import { AWAITING_DOWN_PAYMENT, PROGRESS_STEPS, type ProgressStep } from '../flow/resume.ts';
import { brl } from '../format.ts';
import type { creditMessages } from '../messages.ts';

type T = Translate<MessageKey<typeof creditMessages>>;

const STEP_LABEL: Record<ProgressStep, MessageKey<typeof creditMessages>> = {
  creditAnalysis: 'stepCreditAnalysis',
  chooseSmartphone: 'stepChooseSmartphone',
  signContract: 'stepSignContract',
  downPayment: 'stepDownPayment',
};

type StepState = 'done' | 'current' | 'pending';

/** resumeFinancing: a pending proposal, its four progress steps and a continue button. */
export function ResumeSummary({
  t,
  summary,
  onContinue,
}: {
  t: T;
  summary: Summary;
  onContinue: () => void;
}) {
  const stateOf = (i: number): StepState =>
    i < summary.progress ? 'done' : i === summary.progress ? 'current' : 'pending';
  const statusText = (i: number, s: StepState) => {
    if (s === 'done') return t('stepDone');
    if (s === 'pending') return t('stepPending');
    if (i !== 3 || !summary.paymentPending) return t('stepCurrent');
    // the down payment still to pay, or paid and waiting for the store to bill the phone
    return summary.status === AWAITING_DOWN_PAYMENT ? t('stepAwaitingPayment') : t('stepPaymentPending');
  };
  return (
    <div className="flow-form" data-testid="resume-summary">
      <h2 className="flow-heading">{t('resumeHeading')}</h2>
      <p className="muted">{t('resumeText')}</p>
      <ol className="financing-steps card">
        {PROGRESS_STEPS.map((step, i) => {
          const s = stateOf(i);
          return (
            <li
              key={step}
              className={`financing-steps__item financing-steps__item--${s}`}
              data-testid="resume-step"
              data-state={s}
            >
              <span className="financing-steps__mark" aria-hidden="true">
                {s === 'done' ? <Icon name="check" size={16} /> : i + 1}
              </span>
              <span className="financing-steps__text">
                <span className="financing-steps__label">{t(STEP_LABEL[step])}</span>
                <span className="financing-steps__status">{statusText(i, s)}</span>
              </span>
            </li>
          );
        })}
      </ol>
      {summary.deviceName || summary.approvedAmount !== null || summary.downPayment !== null ? (
        <dl className="card review">
          {summary.deviceName ? (
            <div className="review__row">
              <dt>{t('resumeDevice')}</dt>
              <dd data-testid="resume-device">{summary.deviceName}</dd>
            </div>
          ) : null}
          {summary.approvedAmount !== null ? (
            <div className="review__row">
              <dt>{t('resumeApproved')}</dt>
              <dd className="amount">{brl(summary.approvedAmount)}</dd>
            </div>
          ) : null}
          {summary.downPayment !== null ? (
            <div className="review__row">
              <dt>{t('resumeDownPayment')}</dt>
              <dd className="amount">{brl(summary.downPayment)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <div className="page-actions">
        <Button onClick={onContinue} data-testid="resume-continue">
          {t('continue')}
        </Button>
      </div>
    </div>
  );
}
