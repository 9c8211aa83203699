import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { ErrorPage } from '../components/error-page.tsx';
import { Spinner } from '../components/spinner.tsx';
import { sharedMessages } from '../lib/i18n/shared-messages.ts';
import { useMessages } from '../lib/i18n/use-messages.ts';

/** Whether an address carries a Pix code (its marker, any case); deep-links.ts reads the code itself. */
const PIX_CODE_MARKER = /br\.gov\.bcb\.pix/i;
// loaded only for such an address, not with the login page
const PixCodeAddress = lazy(() => import('./pix-code-address.tsx'));

/** No route has this address: a link carrying a Pix code opens copy and paste with it, else not found. */
export function NotFound() {
  const t = useMessages(sharedMessages);
  const { pathname, search } = useLocation();
  const address = pathname + search;
  if (PIX_CODE_MARKER.test(address))
    return (
      <Suspense fallback={<Spinner block />}>
        <PixCodeAddress address={address} />
      </Suspense>
    );
  return (
    <ErrorPage
      icon="help"
      title={t('notFoundTitle')}
      description={t('notFoundDescription')}
      testId="not-found-page"
    />
  );
}
