import { Link, Navigate, useLocation } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { sharedMessages } from '../../../lib/i18n/shared-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { bridge } from '../../../native/bridge.ts';
import { LoginForm } from '../components/login-form.tsx';
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
  const shared = useMessages(sharedMessages);
  const location = useLocation();
  const goBack = useGoBack('/');
  const { from, relogin, deeplink, onLoggedIn, onNewDevice } = useLoginExits();

  if (bridge.deviceInfo().variant === 'nm') {
    return <Navigate to={NON_MAKER_LOGIN} replace state={location.state} />;
  }
  return (
    <div className="login">
      <div className="login__header">
        <button type="button" className="icon-button" aria-label={shared('back')} onClick={goBack}>
          <Icon name="back" />
        </button>
        <LanguageSwitch />
      </div>
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
