import { Link, useLocation, useNavigate } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { LanguageSwitch } from '../../../components/language-switch.tsx';
import { sharedMessages } from '../../../lib/i18n/shared-messages.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { readLoginState } from '../../../lib/navigation/login-state.ts';
import { HOME_ROUTE, useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { LoginForm } from '../components/login-form.tsx';
import { authMessages } from '../messages.ts';
import '../auth.css';

/** /newLogin: after login the customer lands where they wanted to go (route and its state), else home. */
export function LoginPage() {
  const t = useMessages(authMessages);
  const shared = useMessages(sharedMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const goBack = useGoBack('/');
  const { from, relogin, deeplink } = readLoginState(location.state);

  const onLoggedIn = () => {
    if (from) navigate(`${from.pathname}${from.search}${from.hash}`, { replace: true, state: from.state });
    else navigate(HOME_ROUTE, { replace: true });
  };

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
        {deeplink ? (
          <p className="login__notice">{t('deeplink')}</p>
        ) : relogin && from ? (
          <p className="login__notice" data-testid="login-relogin">
            {t('relogin')}
          </p>
        ) : null}
        <LoginForm
          onLoggedIn={onLoggedIn}
          onNewDevice={(challenge, cpf) =>
            navigate('/newDeviceAlert', { state: { challenge, cpf, from }, replace: true })
          }
        />
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
