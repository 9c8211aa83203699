import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { TopBar } from '../../../components/top-bar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { HOME_ROUTE, useGoBack } from '../../../lib/navigation/use-go-back.ts';
import { registrationScope } from '../../../lib/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import {
  confirmCustomerEmail,
  fetchRegistrationStatus,
  sendCustomerEmailCode,
} from '../api/customer-email.ts';
import { EmailCodeForm } from '../components/email-code-form.tsx';
import { StepAlert, useFailureText } from '../components/step-kit.tsx';
import { onboardingMessages } from '../messages.ts';

/**
 * /validateEmail for a customer (a bank session, home's reminder): the code sent to the e-mail given at
 * opening confirms it (status 13 ends); a new code on request. Confirmed, home again.
 */
export function CustomerEmailPage() {
  const t = useMessages(onboardingMessages);
  const session = useSession();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const goBack = useGoBack(HOME_ROUTE);
  const key = registrationScope(session?.accountKey ?? '');
  const status = useQuery({ queryKey: key, queryFn: fetchRegistrationStatus, staleTime: 0 });
  const [code, setCode] = useState('');
  const resend = useMutation({ mutationFn: sendCustomerEmailCode });
  const confirm = useMutation({
    mutationFn: () => confirmCustomerEmail(code),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: key });
      snackbar.show({ text: t('emailConfirmedText'), duration: 'short' });
      navigate(HOME_ROUTE, { replace: true });
    },
  });
  const failure = useFailureText(confirm.error ?? resend.error ?? status.error);
  const masked = resend.data?.emailMascarado ?? status.data?.emailMascarado ?? '';
  return (
    <>
      <TopBar title={t('confirmEmailHeading')} onBack={goBack} />
      <main className="page-content onboarding" id="main" data-testid="customer-email">
        {status.isPending ? <Spinner block /> : null}
        {status.data?.emailConfirmado ? (
          <div className="flow-form done" data-testid="customer-email-confirmed">
            <div className="done__badge">
              <Icon name="check" size={36} />
            </div>
            <h2 className="done__heading">{t('emailConfirmedText')}</h2>
            <div className="page-actions">
              <Button
                onClick={() => navigate(HOME_ROUTE, { replace: true })}
                data-testid="customer-email-home"
              >
                {t('goHome')}
              </Button>
            </div>
          </div>
        ) : null}
        {status.data && !status.data.emailConfirmado ? (
          <EmailCodeForm
            code={code}
            onCodeChange={setCode}
            confirm={confirm}
            resend={resend}
            failure={failure}
          >
            <p className="muted">{t('customerEmailText', { email: masked })}</p>
          </EmailCodeForm>
        ) : null}
        {status.error ? <StepAlert text={failure} /> : null}
      </main>
    </>
  );
}
