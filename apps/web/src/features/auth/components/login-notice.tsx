import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { authMessages } from '../messages.ts';

/**
 * Why the login is asked, above the form: a link that needs the customer (deeplink), or a session that
 * ended on a page the customer goes back to after logging in (relogin).
 */
export function LoginNotice({ deeplink, relogin }: { deeplink: boolean; relogin: boolean }) {
  const t = useMessages(authMessages);
  if (deeplink) return <p className="login__notice">{t('deeplink')}</p>;
  if (!relogin) return null;
  return (
    <p className="login__notice" data-testid="login-relogin">
      {t('relogin')}
    </p>
  );
}
