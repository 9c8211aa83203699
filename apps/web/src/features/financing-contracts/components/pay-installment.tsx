import { BankCode } from '@carteira/core/errors';
import { formatBRL } from '@carteira/core/money';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { FlowPinStep } from '../../../components/flow-pin-step.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { Installment } from '../api/list-installments.ts';
import { type PaidInstallment, usePayInstallment } from '../api/pay-installment.ts';
import { contractsMessages } from '../messages.ts';

export interface PayInstallmentProps {
  contractId: string;
  installment: Installment;
  total: number;
  onPaid: (paid: PaidInstallment) => void;
  onCancel: () => void;
}

/** The PIN that pays one instalment from the balance; a refusal is shown with the way back. */
export function PayInstallment({ contractId, installment, total, onPaid, onCancel }: PayInstallmentProps) {
  const t = useMessages(contractsMessages);
  const errors = useMessages(errorMessages);
  const pay = usePayInstallment();
  const [attempt, setAttempt] = useState(0);
  const [pinRejected, setPinRejected] = useState(false);
  const [failure, setFailure] = useState<Parameters<typeof errors>[0] | null>(null);

  const onPin = async (pin: string) => {
    if (pay.isPending) return;
    setPinRejected(false);
    try {
      onPaid(await pay.mutateAsync({ contractId, number: installment.number, pin }));
    } catch (error) {
      if (isBankError(error) && error.code === BankCode.IncorrectPin) {
        setPinRejected(true);
        setAttempt((n) => n + 1);
      } else setFailure(isBankError(error) ? error.messageKey : 'error.tryAgainLater');
    }
  };

  if (failure) {
    return (
      <div className="flow-form" data-testid="installment-pay-failed">
        <p role="alert">{errors(failure)}</p>
        <Button variant="outlined" onClick={onCancel}>
          {t('backToInstallments')}
        </Button>
      </div>
    );
  }
  return (
    <div data-testid="installment-pay">
      <FlowPinStep
        key={attempt}
        heading={t('payHeading', {
          number: installment.number,
          total,
          amount: formatBRL(installment.currentValue),
        })}
        submitLabel={t('pay')}
        sendingLabel={t('paying')}
        rejected={pinRejected}
        busy={pay.isPending}
        onPin={onPin}
      />
      <div className="page-actions">
        <Button variant="text" onClick={onCancel} disabled={pay.isPending}>
          {t('backToInstallments')}
        </Button>
      </div>
    </div>
  );
}
