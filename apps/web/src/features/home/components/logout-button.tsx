import { useState } from 'react';
import { useNavigate } from 'react-router';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { Button } from '../../../components/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { LOGIN_ROUTE } from '../../../lib/navigation/login-state.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { useDisconnect } from '../api/disconnect.ts';
import { homeMessages } from '../messages.ts';

/** Log out after a confirmation: the bank revokes the token, then the session ends on this device. */
export function LogoutButton() {
  const t = useMessages(homeMessages);
  const navigate = useNavigate();
  const disconnect = useDisconnect();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    await disconnect.mutateAsync();
    await navigate(LOGIN_ROUTE, { replace: true });
    sessionStore.clear('logout');
  };
  return (
    <>
      <Button variant="outlined" onClick={() => setAsking(true)} data-testid="logout">
        {t('logout')}
      </Button>
      <BottomSheet open={asking} title={t('logoutTitle')} onClose={() => setAsking(false)}>
        <p className="muted sheet__text">{t('logoutText')}</p>
        <div className="page-actions">
          <Button onClick={confirm} loading={disconnect.isPending} data-testid="logout-confirm">
            {t('logoutConfirm')}
          </Button>
          <Button variant="text" onClick={() => setAsking(false)}>
            {t('stay')}
          </Button>
        </div>
      </BottomSheet>
    </>
  );
}
