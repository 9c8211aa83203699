import { formatCnpj } from '@carteira/core/br';
import { formatDate } from '@carteira/core/calendar';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { type BankErrorKey, isBankError } from '../../../lib/bank/bank-error.ts';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCancelPortability } from '../api/cancel-portability.ts';
import type { Portability } from '../api/portability.ts';
import { portabilityMessages } from '../messages.ts';

/** The seven cancel reasons (wallet.md section 2): response time, slow, errors, benefits, absence, difficulty, others. */
const REASONS = [1, 2, 3, 4, 5, 6, 7] as const;
const OTHERS = 7;

const displayDate = (iso: string) => formatDate(iso.slice(0, 10));

export interface PortabilityDetailsProps {
  portability: Portability;
  onBack: () => void;
}

/** One portability: its details, and cancelling it with a reason while it is sent, approved or active. */
export function PortabilityDetails({ portability: p, onBack }: PortabilityDetailsProps) {
  const t = useMessages(portabilityMessages);
  const errors = useMessages(errorMessages);
  const cancel = useCancelPortability();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState<number | null>(null);
  const [complement, setComplement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<BankErrorKey | null>(null);
  const cancellable = p.category === 'sent' || p.category === 'approved' || p.category === 'active';
  const row = (label: string, value: string, testId?: string) => (
    <div className="review__row">
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason === null) return setProblem(t('employmentMissing'));
    if (reason === OTHERS && complement.trim().length < 3) return setProblem(t('complementMissing'));
    setProblem(null);
    cancel.mutate(
      { key: p.key, reason, complement },
      {
        onSuccess: () => setAsking(false),
        onError: (error) => setFailure(isBankError(error) ? error.messageKey : 'error.tryAgainLater'),
      },
    );
  };
  return (
    <div className="flow-form" data-testid="portability-details">
      <dl className="review card">
        {row(t('company'), p.employerName)}
        {row(t('cnpj'), formatCnpj(p.employerCnpj))}
        {row(t('bank'), `${p.bankCode} · ${p.bankName}`)}
        {row(t('protocol'), p.protocol)}
        {row(t('status'), t(`category.${p.category}`), 'portability-details-status')}
        {row(t('requestedAt'), displayDate(p.requestedAt))}
        {p.category === 'sent' || p.category === 'approved'
          ? row(t('deadline'), displayDate(p.deadline))
          : null}
        {p.cancelReason
          ? row(t('cancelReason'), t(`reason.${p.cancelReason}` as 'reason.1'), 'portability-details-reason')
          : null}
        {p.cancelComplement ? row('', p.cancelComplement) : null}
        {p.cancelledAt ? row(t('cancelledAt'), displayDate(p.cancelledAt)) : null}
      </dl>
      {p.category === 'cancelled' ? (
        <p className="muted" data-testid="portability-cancelled">
          {t('cancelledNotice')}
        </p>
      ) : null}
      {failure ? (
        <p className="field-error" role="alert">
          {errors(failure)}
        </p>
      ) : null}
      {asking ? (
        <form className="flow-form" onSubmit={submit} noValidate>
          <fieldset className="option-menu__fieldset">
            <legend className="option-menu__legend">{t('reasonLegend')}</legend>
            {REASONS.map((r) => (
              <label key={r} className="option-menu__option" data-testid={`cancel-reason-${r}`}>
                <input type="radio" name="reason" checked={reason === r} onChange={() => setReason(r)} />
                <span className="option-menu__text">
                  <span className="option-menu__label">{t(`reason.${r}`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <TextInput
            kind="text"
            label={reason === OTHERS ? t('complementRequired') : t('complementLabel')}
            value={complement}
            maxLength={200}
            onValueChange={setComplement}
            testId="cancel-complement"
          />
          {problem ? (
            <p className="field-error" role="alert">
              {problem}
            </p>
          ) : null}
          <div className="page-actions">
            <Button type="submit" disabled={cancel.isPending} data-testid="cancel-confirm">
              {cancel.isPending ? t('cancelling') : t('confirmCancel')}
            </Button>
          </div>
        </form>
      ) : (
        <div className="page-actions">
          {cancellable ? (
            <Button variant="outlined" onClick={() => setAsking(true)} data-testid="portability-cancel">
              {t('cancel')}
            </Button>
          ) : null}
          <Button variant="outlined" onClick={onBack}>
            {t('back')}
          </Button>
        </div>
      )}
    </div>
  );
}
