import { formatDate } from '@carteira/core/calendar';
import { accountStatusOf } from '@carteira/core/status';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { useAccountStatus } from '../api/account-status.ts';
import { statusKey } from '../components/status-text.ts';
import { accountStateMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../account-state.css';

/** /accountStatus: the account's status (wallet.md section 4, codes 2 to 11) and what the customer can do. */
export function AccountStatusPage() {
  const t = useMessages(accountStateMessages);
  const navigate = useNavigate();
  const goBack = useGoBack('/myAccount');
  const status = useAccountStatus();
  const data = status.data;
  const state = data ? accountStatusOf(data.statusId) : undefined;
  return (
    <>
      <TopBar title={t('statusTitle')} onBack={goBack} />
      <main className="page-content" id="main">
        {status.isPending ? <Spinner /> : null}
        {status.isError ? (
          <div className="flow-form">
            <p role="alert">{t('loadFailed')}</p>
            <Button variant="outlined" onClick={() => void status.refetch()}>
              {t('tryAgain')}
            </Button>
          </div>
        ) : null}
        {data && state ? (
          <div className="flow-form">
            <section
              className="account-state__status"
              data-category={state.category}
              data-testid="account-status"
              data-status={data.statusId}
            >
              <span className="muted">{t('statusLabel')}</span>
              <span className="account-state__status-name" data-testid="account-status-name">
                {t(statusKey(data.statusId))}
              </span>
              {data.closedAt ? (
                <span className="muted">
                  {t('closedLabel')} {formatDate(data.closedAt)}
                </span>
              ) : data.changedAt ? (
                <span className="muted">
                  {t('changedLabel')} {formatDate(data.changedAt)}
                </span>
              ) : null}
            </section>
            {state.category === 'active' ? <p>{t('activeText')}</p> : null}
            {state.category === 'pending' ? <p>{t('pendingText')}</p> : null}
            {state.category === 'blocked' ? (
              <>
                <p>{t('blockedText')}</p>
                <p data-testid="account-status-how">
                  {data.canUnblockByFace ? t('byFaceText') : t('notByFaceText')}
                </p>
              </>
            ) : null}
            <div className="page-actions">
              {data.canUnblockByFace ? (
                <Button onClick={() => navigate('/unblockAccount')} data-testid="account-status-unblock">
                  {t('unblockAction')}
                </Button>
              ) : null}
              {state.category === 'active' || data.statusId === 2 ? (
                <Button
                  variant="text"
                  onClick={() => navigate('/cancelAccount')}
                  data-testid="account-status-cancel"
                >
                  {t('cancelAction')}
                </Button>
              ) : null}
            </div>
          </div>
        ) : null}
      </main>
    </>
  );
}
