import { payableInstallments } from '@carteira/core/credit';
import { formatBRL } from '@carteira/core/money';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useContract } from '../api/get-contract.ts';
import { type Installment, useInstallments } from '../api/list-installments.ts';
import type { PaidInstallment } from '../api/pay-installment.ts';
import { ContractCard } from '../components/contract-card.tsx';
import { InstallmentList } from '../components/installment-list.tsx';
import { InstallmentPixStep } from '../components/installment-pix.tsx';
import { PayInstallment } from '../components/pay-installment.tsx';
import { contractsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../financing-contracts.css';

function Installments({ contractId }: { contractId: string }) {
  const t = useMessages(contractsMessages);
  const contract = useContract(contractId);
  const installments = useInstallments(contractId);
  const failed = contract.isError || installments.isError;
  const [paying, setPaying] = useState<{ installment: Installment; by: 'pin' | 'pix' } | null>(null);
  const [paid, setPaid] = useState<PaidInstallment | null>(null);
  const navigate = useNavigate();
  const list = installments.data ?? [];
  const payable = payableInstallments(
    list.map((item) => ({
      number: item.number,
      paid: item.status === 'paid',
      overdue: item.status === 'overdue',
    })),
  );
  const onPaid = (done: PaidInstallment) => {
    setPaid(done);
    setPaying(null);
  };
  if (paying) {
    const Step = paying.by === 'pix' ? InstallmentPixStep : PayInstallment;
    return (
      <main className="page-content" id="main" data-testid="financing-installments">
        <Step
          contractId={contractId}
          installment={paying.installment}
          total={list.length}
          onPaid={onPaid}
          onCancel={() => setPaying(null)}
        />
      </main>
    );
  }
  if (paid?.contractStatus === 'QUITADO') {
    // The last instalment settled the contract: it is no longer in force, nor listed.
    return (
      <main className="page-content" id="main" data-testid="financing-installments">
        <div className="card installment-settled" role="status" data-testid="installment-settled">
          <p className="installment-paid">
            {t('paidNotice', { number: paid.number, amount: formatBRL(paid.amount) })}
          </p>
          <p>{t('settledNotice')}</p>
          <Button onClick={() => navigate('/financing', { replace: true })}>{t('seeFinancing')}</Button>
        </div>
      </main>
    );
  }
  return (
    <main className="page-content" id="main" data-testid="financing-installments">
      {contract.isSuccess ? <ContractCard contract={contract.data} compact /> : null}
      {installments.isPending || contract.isPending ? <Spinner block label={t('loading')} /> : null}
      {failed ? (
        <div className="flow-form">
          <p role="alert">{t('installmentsLoadFailed')}</p>
          <Button
            variant="outlined"
            onClick={() => {
              void contract.refetch();
              void installments.refetch();
            }}
          >
            {t('retry')}
          </Button>
        </div>
      ) : null}
      {paid ? (
        <p className="card installment-paid" role="status" data-testid="installment-paid-notice">
          {t('paidNotice', { number: paid.number, amount: formatBRL(paid.amount) })}
        </p>
      ) : null}
      {installments.isSuccess ? (
        <InstallmentList
          installments={installments.data}
          payable={payable}
          onPay={(item) => {
            setPaid(null);
            setPaying({ installment: item, by: 'pin' });
          }}
          onPayWithPix={(item) => {
            setPaid(null);
            setPaying({ installment: item, by: 'pix' });
          }}
        />
      ) : null}
    </main>
  );
}

/** /seeInstallments: a contract's instalments (the contract id in navigation state). */
export function InstallmentsPage() {
  const t = useMessages(contractsMessages);
  const location = useLocation();
  const contractId = (location.state as { contractId?: unknown } | null)?.contractId;
  if (typeof contractId !== 'string' || contractId === '') return <Navigate to="/financing" replace />;
  return (
    <>
      <TopBar title={t('installmentsTitle')} />
      <Installments contractId={contractId} />
    </>
  );
}
