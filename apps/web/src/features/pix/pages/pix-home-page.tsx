import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { ActionList, type PixAction } from '../components/action-list.tsx';
import { pixMessages } from '../messages.ts';
import '../../../styles/flow.css';
import '../pix.css';

/** Where a deep link's Pix action opens (wallet.md section 2: Pix action send or receive). */
const ACTION_ROUTES: Readonly<Record<string, string>> = {
  send: '/pixSendComponent',
  receive: '/pixReceive',
};

function pixActionRoute(state: unknown): string | null {
  const action = (state as { pixAction?: unknown } | null)?.pixAction;
  return typeof action === 'string' ? (ACTION_ROUTES[action] ?? null) : null;
}

/** /pixLandingComponent: send by key, scan a QR code, receive with a QR code, copy and paste, my keys. */
export function PixHomePage() {
  const t = useMessages(pixMessages);
  const navigate = useNavigate();
  const location = useLocation();
  const deepLinked = pixActionRoute(location.state);
  const opened = useRef(false);

  useEffect(() => {
    if (!deepLinked || opened.current) return;
    opened.current = true;
    // the landing stays below the action, without the action, so back returns here and not to the action again;
    // its state still says a link's action was opened, so the landing does not turn into first access meanwhile
    void navigate(location.pathname, { replace: true, state: { pixActionOpened: true } });
    void navigate(deepLinked);
  }, [deepLinked, location.pathname, navigate]);

  const actions: PixAction[] = [
    {
      id: 'send',
      icon: 'arrow-out',
      label: t('actionSend'),
      description: t('actionSendText'),
      onSelect: () => navigate('/pixSendComponent'),
    },
    {
      id: 'scan',
      icon: 'scan',
      label: t('actionScan'),
      description: t('actionScanText'),
      onSelect: () => navigate('/pixQrCopyPasteComponent', { state: { scan: true } }),
    },
    {
      id: 'receive',
      icon: 'arrow-in',
      label: t('actionReceive'),
      description: t('actionReceiveText'),
      onSelect: () => navigate('/pixReceive'),
    },
    {
      id: 'copy-paste',
      icon: 'copy',
      label: t('actionCopyPaste'),
      description: t('actionCopyPasteText'),
      onSelect: () => navigate('/pixQrCopyPasteComponent'),
    },
    {
      id: 'keys',
      icon: 'pix',
      label: t('actionKeys'),
      description: t('actionKeysText'),
      onSelect: () => navigate('/myPixKeysComponent'),
    },
    {
      id: 'history',
      icon: 'history',
      label: t('actionHistory'),
      description: t('actionHistoryText'),
      onSelect: () => navigate('/pixTransactionHistory'),
    },
    {
      id: 'limits',
      icon: 'shield',
      label: t('actionLimits'),
      description: t('actionLimitsText'),
      onSelect: () => navigate('/pixLimits'),
    },
    {
      id: 'claims',
      icon: 'refresh',
      label: t('actionClaims'),
      description: t('actionClaimsText'),
      onSelect: () => navigate('/portabilityConfirmationComponent'),
    },
    {
      id: 'withdraw',
      icon: 'arrow-in',
      label: t('actionWithdraw'),
      description: t('actionWithdrawText'),
      onSelect: () => navigate('/pixWithdraw'),
    },
    {
      id: 'know-more',
      icon: 'help',
      label: t('actionKnowMore'),
      description: t('actionKnowMoreText'),
      onSelect: () => navigate('/pixKnowMore'),
    },
  ];
  return (
    <>
      <TopBar title={t('homeTitle')} />
      <main className="page-content" id="main" data-testid="pix-home">
        <h2 className="flow-heading">{t('homeHeading')}</h2>
        <ActionList actions={actions} />
      </main>
    </>
  );
}
