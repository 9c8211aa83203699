import { formatDate } from '@carteira/core/calendar';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useContracts, useContractTerms } from '../api/contracts.ts';
import type { Contract } from '../api/types.ts';
import { brl, rate } from '../components/money.ts';
import { fgtsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../fgts.css';

/** /fgtsContracts: the customer's advances (CANCELADO never listed), each with its terms. */
export function FgtsContractsPage() {
  const t = useMessages(fgtsMessages);
  const goBack = useGoBack('/fgtsHome');
  const contracts = useContracts();
  return (
    <>
      <TopBar title={t('contractsTitle')} onBack={goBack} />
      <main className="page-content" id="main" data-testid="fgts-contracts-page">
        {contracts.isPending ? <Spinner /> : null}
        {contracts.isError ? <p role="alert">{t('loadFailed')}</p> : null}
        {contracts.data?.contratos.length === 0 ? (
          <p data-testid="fgts-contracts-empty">{t('contractsEmpty')}</p>
        ) : null}
        {contracts.data?.contratos.map((c) => (
          <ContractCard key={c.contrato} contract={c} />
        ))}
      </main>
    </>
  );
}

function ContractCard({ contract: c }: { contract: Contract }) {
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
