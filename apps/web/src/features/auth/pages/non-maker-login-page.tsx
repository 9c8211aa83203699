import { formatBRL } from '@carteira/core/money';
import { NEW_DEVICE_PIX_PER_DAY, NEW_DEVICE_PIX_PER_PAYMENT } from '@carteira/core/pix';
import { Link } from 'react-router';
import { Icon } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { bridge } from '../../../native/bridge.ts';
import { LoginForm } from '../components/login-form.tsx';
import { LoginHeader } from '../components/login-header.tsx';
import { LoginNotice } from '../components/login-notice.tsx';
import { useLoginExits } from '../components/use-login-exits.ts';
import { authMessages } from '../messages.ts';
import { nonMakerMessages } from '../non-maker-messages.ts';
import '../auth.css';

/**
 * /nonMotoDeviceLogin: the login of the app for phones of other makers (cross-cutting.md section 1, the
 * NM app; decision 0033). The same CPF and password against autenticar/cliente, the same new-device
 * confirmation; what differs is told here (a first login on this phone asks for a code, and its Pix is
 * held for a day) and sent after: app/login carries no barcode, since only the maker's app reads one.
 * Opened in another app or a browser, it is a login all the same. Its own chunk: /newLogin's first
 * paint does not carry it.
 */
export function NonMakerLoginPage() {
  const t = useMessages(nonMakerMessages);
  const auth = useMessages(authMessages);
  const { from, relogin, deeplink, onLoggedIn, onNewDevice } = useLoginExits();
  const nm = bridge.deviceInfo().variant === 'nm';
  return (
    <div className="login">
      <LoginHeader />
      <main
        className="login__body"
        id="main"
        data-testid="non-maker-login"
        data-variant={nm ? 'nm' : 'other'}
      >
        <span className="login__logo" aria-hidden="true">
          <Icon name="phone" size={26} />
        </span>
        <h1 className="login__title">{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
        <LoginNotice deeplink={Boolean(deeplink)} relogin={Boolean(relogin && from)} />
        <LoginForm onLoggedIn={onLoggedIn} onNewDevice={onNewDevice} />
        <section
          className="login__first-access"
          aria-labelledby="nm-first-access"
          data-testid="nm-first-access"
        >
          <h2 id="nm-first-access" className="login__first-access-title">
            <Icon name="shield" size={18} />
            {t('firstAccessTitle')}
          </h2>
          <p>{t('firstAccessCode')}</p>
          <p>
            {t('firstAccessPix', {
              perPix: formatBRL(NEW_DEVICE_PIX_PER_PAYMENT),
              perDay: formatBRL(NEW_DEVICE_PIX_PER_DAY),
            })}
          </p>
        </section>
        <p className="login__signup">
          {auth('noAccountYet')} <Link to="/userIdCreation">{auth('openAccount')}</Link>
        </p>
      </main>
    </div>
  );
}
