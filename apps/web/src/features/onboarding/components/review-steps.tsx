import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Icon } from '../../../components/icon.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { confirmEmail, fetchStatus, resubmitForReview, sendEmailCode } from '../api/onboarding-calls.ts';
import type { OnboardingEvent, OnboardingState } from '../flow/onboarding-flow.ts';
import { onboardingMessages } from '../messages.ts';
import { EmailCodeForm } from './email-code-form.tsx';
import { DocumentStep } from './identity-steps.tsx';
import { StepAlert, useFailureText } from './step-kit.tsx';

type Dispatch = (event: OnboardingEvent) => void;

/** How often the waiting screen asks again while it is open (the SMS tells the one who closed the app). */
const POLL_MS = 15_000;

/** /waitingApproval: the application is with the analyst (status 3 KYC, then 7 CAF). */
export function WaitingStep({ state, dispatch }: { state: OnboardingState; dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  const status = useQuery({
    queryKey: ['onboarding', 'status', state.cpf],
    queryFn: () => fetchStatus(state.cpf),
    refetchInterval: POLL_MS,
    staleTime: 0,
  });
  const id = status.data?.statusCadastroClienteId;
  useEffect(() => {
    if (status.data && id !== 3 && id !== 7) dispatch({ type: 'REVIEWED', status: status.data });
  }, [status.data, id, dispatch]);
  return (
    <div className="flow-form done" data-testid="onboarding-waiting" data-status={id ?? ''}>
      <div className="done__badge">
        <Icon name="history" size={36} />
      </div>
      <h2 className="done__heading">{t('waitingHeading')}</h2>
      <p className="done__text">{t(id === 7 ? 'waitingCaf' : 'waitingKyc')}</p>
      <p className="muted">{t('waitingText')}</p>
      <StepAlert text={useFailureText(status.error)} />
      <div className="page-actions">
        <Button
          variant="outlined"
          loading={status.isFetching}
          onClick={() => void status.refetch()}
          data-testid="waiting-check"
        >
          {t('checkAgain')}
        </Button>
      </div>
    </div>
  );
}

/** /newDocUpload: what the analyst asked to fix (status 5), fixed here and sent back for review. */
export function FixStep({ state, dispatch }: { state: OnboardingState; dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  const again = useMutation({
    mutationFn: async () => {
      await resubmitForReview();
      return fetchStatus(state.cpf);
    },
    onSuccess: (status) => dispatch({ type: 'REVIEWED', status }),
  });
  const photo = state.pendencies.includes('DOCUMENTO_ILEGIVEL');
  return (
    <div className="flow-form" data-testid="onboarding-fix">
      <h2>{t('fixHeading')}</h2>
      <p className="muted">{t('fixText')}</p>
      <ul className="onboarding__pendencies" data-testid="fix-pendencies">
        {state.pendencies.map((p) => (
          <li key={p}>{p === 'DOCUMENTO_ILEGIVEL' ? t('pendencyDOCUMENTO_ILEGIVEL') : t('pendencyOther')}</li>
        ))}
      </ul>
      <StepAlert text={useFailureText(again.error)} />
      {photo ? (
        <DocumentStep
          dispatch={(event) => {
            if (event.type === 'DOCUMENT_SENT' && !again.isPending) again.mutate();
          }}
        />
      ) : null}
    </div>
  );
}

/** /accountAprove: approved; the first-access cards and the welcome are next, then the PIN opens the account. */
export function ApprovedStep({ dispatch }: { dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  return (
    <div className="flow-form done" data-testid="onboarding-approved">
      <div className="done__badge">
        <Icon name="check" size={36} />
      </div>
      <h2 className="done__heading">{t('approvedHeading')}</h2>
      <p className="done__text">{t('approvedText')}</p>
      <div className="page-actions">
        <Button onClick={() => dispatch({ type: 'APPROVED_SEEN' })} data-testid="approved-next">
          {t('next')}
        </Button>
      </div>
    </div>
  );
}

/** /validateEmail: the account is open; the code sent to the e-mail confirms it (status 13 until then). */
export function ConfirmEmailStep({ dispatch }: { dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  const [code, setCode] = useState('');
  const resend = useMutation({ mutationFn: sendEmailCode });
  const confirm = useMutation({
    mutationFn: () => confirmEmail(code),
    onSuccess: () => dispatch({ type: 'EMAIL_CONFIRMED' }),
  });
  return (
    <EmailCodeForm
      code={code}
      onCodeChange={setCode}
      confirm={confirm}
      resend={resend}
      failure={useFailureText(confirm.error ?? resend.error)}
      extraAction={
        <Button variant="text" onClick={() => dispatch({ type: 'EMAIL_LATER' })} data-testid="email-later">
          {t('later')}
        </Button>
      }
    >
      <h2>{t('confirmEmailHeading')}</h2>
      <p className="muted">{t('confirmEmailText')}</p>
    </EmailCodeForm>
  );
}
