import { Navigate, useLocation } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';
import { useSession } from '../lib/session/session.ts';
import { addressTarget } from './deep-links.ts';

/** No route has this address: a link carrying a Pix code opens copy and paste with it, else not found. */
export function NotFound() {
  const t = useMessages(sharedMessages);
  const location = useLocation();
  const loggedIn = useSession() !== null;
  const link = addressTarget(`${location.pathname}${location.search}`, loggedIn);
  if (link) return <Navigate to={link.to} state={link.state} replace />;
  return (
    <ErrorPage
      icon="help"
      title={t('notFoundTitle')}
      description={t('notFoundDescription')}
      testId="not-found-page"
    />
  );
}
