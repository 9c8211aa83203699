import { formatBRL } from '@carteira/core/money';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { type SignedContract, useSignedContracts } from '../api/signed-documents.ts';
import { formatDay } from '../format.ts';
import { profileMenuMessages } from '../messages.ts';
import '../profile-menu.css';

const STATE_LABEL = {
  active: 'insuranceActive',
  settled: 'insuranceSettled',
  ended: 'insuranceEnded',
} as const satisfies Record<SignedContract['state'], string>;

/** /insurance: the phone insurance financed with each of the customer's financing contracts. */
export function InsurancePage() {
  const t = useMessages(profileMenuMessages);
  const navigate = useNavigate();
  const contracts = useSignedContracts();
  const insured = (contracts.data ?? []).filter((c) => c.insurance !== null);
  return (
    <>
      <TopBar title={t('insuranceTitle')} />
      <main className="page-content" id="main">
        <p className="muted">{t('insuranceIntro')}</p>
        {contracts.isPending ? <Spinner /> : null}
        {contracts.isError ? (
          <div className="menu-section" role="alert">
            <p className="menu-row">{t('listFailed')}</p>
            <Button variant="outlined" onClick={() => void contracts.refetch()}>
              {t('retry')}
            </Button>
          </div>
        ) : null}
        {contracts.data && insured.length === 0 ? (
          <div className="menu-section" data-testid="insurance-empty">
            <p className="menu-row">{t('noInsurance')}</p>
            <Link className="menu-row menu-row--link" to="/financing">
              {t('financePhone')}
            </Link>
          </div>
        ) : null}
        {insured.map((c) => (
          <section key={c.id} className="insurance-card" data-testid="insurance-card">
            <h2 className="insurance-card__name" data-testid="insurance-name">
              {c.insurance?.name}
            </h2>
            <p className="muted">{c.device}</p>
            <dl>
              <div className="menu-row">
                <dt>{t('insuranceValue')}</dt>
                <dd className="amount" data-testid="insurance-value">
                  {c.insurance ? formatBRL(c.insurance.value) : ''}
                </dd>
              </div>
              <div className="menu-row">
                <dt>{t('insuranceInstallments')}</dt>
                <dd>{t('installmentsCount', { n: c.installments })}</dd>
              </div>
              {c.acceptedAt ? (
                <div className="menu-row">
                  <dt>{t('contractedOn')}</dt>
                  <dd>{formatDay(c.acceptedAt)}</dd>
                </div>
              ) : null}
              <div className="menu-row">
                <dt>{t('insuranceState')}</dt>
                <dd data-testid="insurance-state">{t(STATE_LABEL[c.state])}</dd>
              </div>
            </dl>
            <Button
              variant="outlined"
              onClick={() =>
                navigate('/contractsAndTerms', { state: { document: { kind: 'ccb', contractId: c.id } } })
              }
              data-testid="insurance-contract"
            >
              {t('readContract')}
            </Button>
          </section>
        ))}
      </main>
    </>
  );
}
