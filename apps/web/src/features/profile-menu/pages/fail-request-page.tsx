import { useLocation, useNavigate } from 'react-router';
import { ErrorPage } from '../../../components/error-page.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useHomePath } from '../../../lib/session/session.ts';
import { profileMenuMessages } from '../messages.ts';

/**
 * /failRequest: a request that could not be completed, in the app's words (never the server's). Try
 * again goes back to the screen the request was made from; opened with nothing before it, home.
 */
export function FailRequestPage() {
  const t = useMessages(profileMenuMessages);
  const navigate = useNavigate();
  const location = useLocation();
  const home = useHomePath();
  const retry = () => (location.key === 'default' ? navigate(home, { replace: true }) : navigate(-1));
  return (
    <>
      <TopBar title={t('failTitle')} />
      <ErrorPage
        title={t('failHeading')}
        description={t('failText')}
        actionLabel={t('failRetry')}
        onAction={retry}
        testId="fail-request"
      />
    </>
  );
}
