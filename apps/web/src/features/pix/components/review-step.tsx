import { formatAccountNumber, formatCnpj, formatCpf, onlyDigits } from '@carteira/core/br';
import { formatDate } from '@carteira/core/history';
import { formatBRL } from '@carteira/core/money';
import { maskPixKey } from '@carteira/core/pix';
import { Button } from '../../../components/button.tsx';
import type { MessageKey } from '../../../lib/i18n/define-messages.ts';
import { type Translate, useMessages } from '../../../lib/i18n/use-messages.ts';
import { usePixInstitutionName } from '../api/bank-list.ts';
import type { PayEvent, PayState, PayTarget } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';
import { useFundsCheck } from './use-funds-check.ts';

export interface ReviewStepProps {
  state: Extract<PayState, { step: 'review' }>;
  dispatch: (event: PayEvent) => void;
}

type Row = [string, string, string?];

function taxIdText(taxId: string): string {
  const digits = onlyDigits(taxId);
  return digits.length === 14 ? formatCnpj(digits) : formatCpf(digits);
}

/**
 * What the customer checks: the payee as the directory or the code tells, or the account as typed
 * with its institution by name (`institutionName`, from the bank list; the account keeps its code or ISPB).
 */
function reviewRows(
  target: PayTarget,
  institutionName: string,
  t: Translate<MessageKey<typeof pixMessages>>,
): Row[] {
  if (target.kind === 'account') {
    const { account } = target;
    return [
      [t('reviewTo'), account.name, 'pix-review-name'],
      [t('reviewTaxId'), taxIdText(account.taxId), 'pix-review-tax-id'],
      [t('reviewInstitution'), institutionName, 'pix-review-institution'],
      [t('reviewAgency'), onlyDigits(account.agency), 'pix-review-agency'],
      [t('reviewAccount'), formatAccountNumber(onlyDigits(account.account)), 'pix-review-account'],
      [t('reviewAccountType'), t(`accountType${account.accountType}`)],
    ];
  }
  const { payee } = target;
  const rows: Row[] = [[t('reviewTo'), payee.name, 'pix-review-name']];
  // a bank's own account (a charge's receiver) shows no tax id
  if (payee.maskedTaxId) rows.push([t('reviewTaxId'), payee.maskedTaxId, 'pix-review-tax-id']);
  rows.push([t('reviewInstitution'), payee.institution, 'pix-review-institution']);
  // a charge's dynamic code names no key
  if (payee.key) rows.push([t('reviewKey'), maskPixKey(payee.keyType, payee.key), 'pix-review-key']);
  if (payee.city) rows.push([t('reviewCity'), payee.city, 'pix-review-city']);
  if (target.kind === 'qr' && target.description) rows.push([t('reviewDescription'), target.description]);
  return rows;
}

export function ReviewStep({ state, dispatch }: ReviewStepProps) {
  const t = useMessages(pixMessages);
  const { target } = state;
  const institutionName = usePixInstitutionName(
    target.kind === 'account' ? target.account.institution : undefined,
  );
  const rows = reviewRows(target, institutionName, t);
  // a code with its own amount skips the amount step: its balance and limit check shows here
  const short = useFundsCheck()(state.amount);
  const fundsError = state.schedule ? null : short;
  if (state.schedule) {
    rows.push([t('reviewWhen'), formatDate(state.schedule.date), 'pix-review-date']);
    rows.push([
      t('reviewRepeat'),
      state.schedule.months > 1
        ? t('reviewRepeatMonthly', { count: state.schedule.months })
        : t('reviewRepeatOnce'),
      'pix-review-repeat',
    ]);
  }
  rows.push([t('reviewFee'), t('free')]);
  return (
    <div className="flow-form">
      <h2 className="flow-heading">{t('reviewHeading')}</h2>
      <p className="review__amount amount" data-testid="pix-review-amount">
        {formatBRL(state.amount)}
      </p>
      <dl className="review card">
        {rows.map(([label, value, testId]) => (
          <div className="review__row" key={label}>
            <dt>{label}</dt>
            <dd data-testid={testId}>{value}</dd>
          </div>
        ))}
      </dl>
      {fundsError ? (
        <p className="pix-message" role="alert" data-testid="pix-review-funds">
          {fundsError}
        </p>
      ) : null}
      <div className="page-actions">
        <Button
          disabled={fundsError !== null}
          onClick={() => dispatch({ type: 'REVIEW_CONFIRMED' })}
          data-testid="pix-review-confirm"
        >
          {t('confirm')}
        </Button>
      </div>
    </div>
  );
}
