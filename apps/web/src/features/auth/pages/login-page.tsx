import { Link, Navigate, useLocation } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { bridge } from '../../../native/bridge.ts';
import { LoginForm } from '../components/login-form.tsx';
import { LoginHeader } from '../components/login-header.tsx';
import { LoginNotice } from '../components/login-notice.tsx';
import { useLoginExits } from '../components/use-login-exits.ts';
import { authMessages } from '../messages.ts';
import { NON_MAKER_LOGIN } from '../paths.ts';
import '../auth.css';

/**
 * /newLogin: after login the customer lands where they wanted to go (route and its state), else home.
 * The app for phones of other makers logs in on its own page, with the same state (decision 0033).
 */
export function LoginPage() {
  const t = useMessages(authMessages);
  const location = useLocation();
  const { from, relogin, deeplink, onLoggedIn, onNewDevice } = useLoginExits();

  if (bridge.deviceInfo().variant === 'nm') {
    return <Navigate to={NON_MAKER_LOGIN} replace state={location.state} />;
  }
  return (
    <div className="login">
      <LoginHeader />
      <main className="login__body" id="main">
        <span className="login__logo" aria-hidden="true">
          <Icon name="card" size={26} />
        </span>
        <h1 className="login__title">{t('welcome')}</h1>
        <p className="muted">{t('intro')}</p>
        <LoginNotice deeplink={Boolean(deeplink)} relogin={Boolean(relogin && from)} />
        <LoginForm onLoggedIn={onLoggedIn} onNewDevice={onNewDevice} />
        <p className="login__security">
          <Icon name="shield" size={18} />
          {t('security')}
        </p>
        <p className="login__signup">
          {t('noAccountYet')} <Link to="/userIdCreation">{t('openAccount')}</Link>
        </p>
      </main>
    </div>
  );
}
