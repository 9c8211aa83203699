import { formatBRL } from '@carteira/core/money';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { PixCodePanel } from '../../../components/pix-code-panel.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { accountScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import { formatMmSs } from '../../../lib/use-countdown.ts';
import { useInstallmentPix } from '../api/installment-pix.ts';
import { type Installment, useInstallments } from '../api/list-installments.ts';
import type { PaidInstallment } from '../api/pay-installment.ts';
import { contractsMessages } from '../messages.ts';

/** How often the instalments are read again while the code waits for its payer. */
export const PIX_POLL_MS = 3000;
/** The contract is no longer in force (its last instalment paid: QUITADO). */
const CODE_CONTRACT_NOT_FOUND = 40481;
/** Already paid, or an earlier instalment open. */
const CODE_NOT_PAYABLE = 40980;

export interface InstallmentPixProps {
  contractId: string;
  installment: Installment;
  total: number;
  onPaid: (paid: PaidInstallment) => void;
  onCancel: () => void;
}

/**
 * One instalment paid by a Pix code that anyone may pay: the code as QR and text with its countdown;
 * the instalments are read every few seconds and the step ends once this one shows paid. At zero the
 * code is gone and a new one is asked for by the customer.
 */
export function InstallmentPixStep({
  contractId,
  installment,
  total,
  onPaid,
  onCancel,
}: InstallmentPixProps) {
  const t = useMessages(contractsMessages);
  const errors = useMessages(errorMessages);
  const session = useSession();
  const queryClient = useQueryClient();
  const pix = useInstallmentPix();
  const [expired, setExpired] = useState(false);
  const waiting = pix.isSuccess && !expired;
  const installments = useInstallments(contractId, waiting ? { pollMs: PIX_POLL_MS } : {});
  const done = useRef(false);
  const { mutate } = pix;
  const number = installment.number;

  useEffect(() => {
    mutate({ contractId, number });
  }, [mutate, contractId, number]);

  const current = installments.data?.find((item) => item.number === number);
  const paidNow = pix.isSuccess && current?.status === 'paid';
  // The last instalment paid settles the contract, which is then no longer listed.
  const settled =
    pix.isSuccess && isBankError(installments.error) && installments.error.code === CODE_CONTRACT_NOT_FOUND;
  useEffect(() => {
    if (done.current || !pix.data || !(paidNow || settled)) return;
    done.current = true;
    if (session) void queryClient.invalidateQueries({ queryKey: accountScope(session.accountKey) });
    onPaid({ number, amount: pix.data.amount, contractStatus: settled ? 'QUITADO' : 'VIGENTE' });
  }, [paidNow, settled, pix.data, number, onPaid, queryClient, session]);

  const renew = () => {
    setExpired(false);
    mutate({ contractId, number });
  };

  return (
    <div className="flow-form" data-testid="installment-pix">
      <h2 className="flow-heading">{t('pixHeading', { number, total })}</h2>
      {pix.isPending ? <Spinner block label={t('loading')} /> : null}
      {pix.isError ? (
        <p role="alert" data-testid="installment-pix-failed">
          {!isBankError(pix.error)
            ? t('pixLoadFailed')
            : pix.error.code === CODE_NOT_PAYABLE
              ? t('pixNotPayable')
              : errors(pix.error.messageKey)}
        </p>
      ) : null}
      {pix.isSuccess && !expired ? (
        <>
          <p className="muted installment-pix__text">{t('pixText')}</p>
          <PixCodePanel
            code={pix.data.code}
            endsAt={pix.data.endsAt}
            onExpired={() => setExpired(true)}
            words={{
              qrAlt: t('pixQrAlt', { number, amount: formatBRL(pix.data.amount) }),
              amount: t('pixAmount', { amount: formatBRL(pix.data.amount) }),
              expiresIn: (left) => t('pixExpiresIn', { time: formatMmSs(left) }),
              codeLabel: t('pixCodeLabel'),
              copy: t('copyCode'),
              copied: t('codeCopied'),
              copyFailed: t('copyFailed'),
            }}
            testId="installment-pix"
          />
          <p className="installment-pix__waiting" aria-live="polite" data-testid="installment-pix-waiting">
            <span className="spinner spinner--small" aria-hidden="true" />
            {t('pixWaiting')}
          </p>
        </>
      ) : null}
      {expired ? (
        <div className="card" data-testid="installment-pix-expired">
          <p role="alert">{t('pixExpired')}</p>
          <Button onClick={renew} data-testid="installment-pix-renew">
            {t('newCode')}
          </Button>
        </div>
      ) : null}
      <Button variant="text" onClick={onCancel} data-testid="installment-pix-back">
        {t('backToInstallments')}
      </Button>
    </div>
  );
}
