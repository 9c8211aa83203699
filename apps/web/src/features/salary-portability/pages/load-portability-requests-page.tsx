import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { usePortabilities } from '../api/list-portabilities.ts';
import { PortabilityDetails } from '../components/portability-details.tsx';
import { portabilityMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../salary-portability.css';

/** /loadPortabilityRequests: the customer's requests with their status; one opens its details and cancel. */
export function LoadPortabilityRequestsPage() {
  const t = useMessages(portabilityMessages);
  const goBack = useGoBack();
  const list = usePortabilities();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const open = list.data?.find((p) => p.key === openKey) ?? null;
  return (
    <>
      <TopBar
        title={open ? t('detailsHeading') : t('listHeading')}
        onBack={() => (open ? setOpenKey(null) : goBack())}
      />
      <main className="page-content" id="main">
        {open ? (
          <PortabilityDetails portability={open} onBack={() => setOpenKey(null)} />
        ) : list.isPending ? (
          <Spinner label={t('loading')} />
        ) : list.isError ? (
          <div className="flow-form">
            <p role="alert">{t('loadFailed')}</p>
            <Button onClick={() => void list.refetch()}>{t('tryAgain')}</Button>
          </div>
        ) : list.data.length === 0 ? (
          <p className="muted" data-testid="portability-empty">
            {t('listEmpty')}
          </p>
        ) : (
          <ul className="portability-list" data-testid="portability-requests">
            {list.data.map((p) => (
              <li key={p.key}>
                <button
                  type="button"
                  className="portability-item card"
                  onClick={() => setOpenKey(p.key)}
                  data-testid="portability-item"
                >
                  <span className="portability-item__name">{p.employerName}</span>
                  <span className="portability-item__bank">{`${p.bankCode} · ${p.bankName}`}</span>
                  <span
                    className={`portability-chip portability-chip--${p.category}`}
                    data-testid="portability-item-status"
                  >
                    {t(`category.${p.category}`)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </main>
    </>
  );
}
