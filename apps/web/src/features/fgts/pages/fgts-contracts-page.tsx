import { formatDate } from '@carteira/core/calendar';
import { BankCode } from '@carteira/core/errors';
import { useState } from 'react';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { PinInput } from '../../../components/pin-input.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { isBankError } from '../../../lib/bank/bank-error.ts';
import { errorMessages } from '../../../lib/i18n/error-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useContracts, useContractTerms } from '../api/contracts.ts';
import type { Contract } from '../api/types.ts';
import { useWithdraw, type Withdrawn } from '../api/withdraw.ts';
import { brl, rate } from '../components/money.ts';
import { fgtsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../fgts.css';

/**
 * /fgtsContracts: the customer's advances (CANCELADO never listed), each with its terms; one contracted
 * in the last 7 days can be withdrawn from (CDC art. 49) with the PIN.
 */
export function FgtsContractsPage() {
  const t = useMessages(fgtsMessages);
  const goBack = useGoBack('/fgtsHome');
  const contracts = useContracts();
  const [withdrawing, setWithdrawing] = useState<Contract | null>(null);
  const [withdrawn, setWithdrawn] = useState<Withdrawn | null>(null);
  return (
    <>
      <TopBar title={t('contractsTitle')} onBack={goBack} />
      <main className="page-content" id="main" data-testid="fgts-contracts-page">
        {withdrawn ? (
          <p className="fgts-card" role="status" data-testid="fgts-withdrawn">
            {t('withdrawDone', { locator: withdrawn.localizador, amount: brl(withdrawn.valorDevolvido) })}
          </p>
        ) : null}
        {contracts.isPending ? <Spinner /> : null}
        {contracts.isError ? <p role="alert">{t('loadFailed')}</p> : null}
        {contracts.data?.contratos.length === 0 ? (
          <p data-testid="fgts-contracts-empty">{t('contractsEmpty')}</p>
        ) : null}
        {contracts.data?.contratos.map((c) => (
          <ContractCard key={c.contrato} contract={c} onWithdraw={() => setWithdrawing(c)} />
        ))}
      </main>
      <WithdrawSheet
        contract={withdrawing}
        onClose={() => setWithdrawing(null)}
        onDone={(done) => {
          setWithdrawing(null);
          setWithdrawn(done);
        }}
      />
    </>
  );
}

/** The withdrawal's confirmation: what leaves the balance, then the PIN. */
function WithdrawSheet({
  contract,
  onClose,
  onDone,
}: {
  contract: Contract | null;
  onClose: () => void;
  onDone: (done: Withdrawn) => void;
}) {
  const t = useMessages(fgtsMessages);
  const errors = useMessages(errorMessages);
  const withdraw = useWithdraw();
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const close = () => {
    if (withdraw.isPending) return;
    setProblem(undefined);
    onClose();
  };
  return (
    <BottomSheet open={contract !== null} title={t('withdrawTitle')} onClose={close}>
      {contract ? (
        <div className="flow-form" data-testid="fgts-withdraw-sheet">
          <p>{t('withdrawText', { amount: brl(contract.valorDesistencia) })}</p>
          <PinInput
            legend={t('withdrawPin')}
            busy={withdraw.isPending}
            error={problem}
            submitLabel={withdraw.isPending ? t('withdrawSending') : t('withdrawButton')}
            onSubmit={(pin) =>
              withdraw.mutate(
                { contrato: contract.contrato, pin },
                {
                  onSuccess: (done) => {
                    setProblem(undefined);
                    onDone(done);
                  },
                  onError: (error) =>
                    setProblem(
                      isBankError(error) && error.code === BankCode.IncorrectPin
                        ? errors('error.pinIncorrect')
                        : errors(isBankError(error) ? error.messageKey : 'error.tryAgainLater'),
                    ),
                },
              )
            }
          />
        </div>
      ) : null}
    </BottomSheet>
  );
}

function ContractCard({ contract: c, onWithdraw }: { contract: Contract; onWithdraw: () => void }) {
  const t = useMessages(fgtsMessages);
  const [open, setOpen] = useState(false);
  const terms = useContractTerms(open ? c.contrato : undefined);
  return (
    <section className="fgts-card" data-testid="fgts-contract">
      <h2 className="fgts-subheading">
        {c.localizador} ·{' '}
        <span data-testid="fgts-contract-status">{t(`status${c.statusContratoAntecipacao}`)}</span>
      </h2>
      <dl className="fgts-summary">
        <div className="fgts-row">
          <dt>{t('releasedLabel')}</dt>
          <dd data-testid="fgts-contract-released">{brl(c.valorLiberado)}</dd>
        </div>
        <div className="fgts-row">
          <dt>{t('cetLabel')}</dt>
          <dd>{t('cetValue', { cet: rate(c.cetAno) })}</dd>
        </div>
      </dl>
      <table className="fgts-table">
        <tbody>
          {c.parcelas.map((p) => (
            <tr key={p.parcela} data-testid="fgts-instalment">
              <td>{formatDate(p.dataVencimento)}</td>
              <td>{brl(p.valor)}</td>
              <td>{t(`instalment${p.status}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {c.podeDesistir ? (
        <div className="fgts-withdraw">
          <p data-testid="fgts-withdraw-until">
            {t('withdrawUntil', {
              date: formatDate(c.dataLimiteDesistencia),
              amount: brl(c.valorDesistencia),
            })}
          </p>
          <Button variant="outlined" onClick={onWithdraw} data-testid="fgts-withdraw">
            {t('withdrawAction')}
          </Button>
        </div>
      ) : null}
      <Button variant="text" onClick={() => setOpen(!open)} data-testid="fgts-contract-terms">
        {open ? t('hideTerms') : t('showTerms')}
      </Button>
      {open && terms.data ? (
        <div className="fgts-terms" data-testid="fgts-contract-terms-text">
          {terms.data.termo}
        </div>
      ) : null}
    </section>
  );
}
