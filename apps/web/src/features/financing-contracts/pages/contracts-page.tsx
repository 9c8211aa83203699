import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useContracts } from '../api/list-contracts.ts';
import { ContractCard } from '../components/contract-card.tsx';
import { contractsMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../financing-contracts.css';

/** /financing: the customer's active (VIGENTE) financing contracts. */
export function ContractsPage() {
  const t = useMessages(contractsMessages);
  const navigate = useNavigate();
  const contracts = useContracts();
  return (
    <>
      <TopBar title={t('title')} />
      <main className="page-content" id="main" data-testid="financing-contracts">
        {contracts.isPending ? <Spinner block label={t('loading')} /> : null}
        {contracts.isError ? (
          <div className="flow-form">
            <p role="alert">{t('loadFailed')}</p>
            <Button variant="outlined" onClick={() => void contracts.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {contracts.isSuccess && contracts.data.length === 0 ? (
          <div className="flow-form done" data-testid="contracts-empty">
            <div className="done__badge">
              <Icon name="financing" size={36} />
            </div>
            <h2 className="done__heading">{t('emptyHeading')}</h2>
            <p className="done__text">{t('emptyText')}</p>
            <div className="page-actions">
              <Button
                onClick={() => navigate('/financingCreditSimulation')}
                data-testid="contracts-finance-phone"
              >
                {t('financePhone')}
              </Button>
            </div>
          </div>
        ) : null}
        {contracts.isSuccess && contracts.data.length > 0 ? (
          <div className="contracts">
            {contracts.data.map((contract) => (
              <ContractCard
                key={contract.id}
                contract={contract}
                action={
                  <Button
                    variant="outlined"
                    onClick={() => navigate('/seeInstallments', { state: { contractId: contract.id } })}
                    data-testid="contract-see-installments"
                  >
                    {t('seeInstallments')}
                  </Button>
                }
              />
            ))}
          </div>
        ) : null}
      </main>
    </>
  );
}
