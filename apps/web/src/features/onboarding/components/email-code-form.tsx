import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { CodeInput, isCompleteCode } from '../../../components/code-input.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { onboardingMessages } from '../messages.ts';
import { StepAlert, StepForm } from './step-kit.tsx';

/**
 * The e-mail's code, confirmed or sent again: the applicant's last step (/validateEmail in the flow)
 * and the customer's (home's reminder) share it; each passes its own calls and what goes above and
 * beside the buttons.
 */
export function EmailCodeForm({
  code,
  onCodeChange,
  confirm,
  resend,
  failure,
  children,
  extraAction,
}: {
  code: string;
  onCodeChange: (code: string) => void;
  confirm: UseMutationResult<unknown, Error, void>;
  resend: UseMutationResult<unknown, Error, void>;
  failure: string | undefined;
  /** What the form says above the alert (its heading, its text). */
  children: ReactNode;
  /** A third action after confirm and resend (the applicant's "later"). */
  extraAction?: ReactNode;
}) {
  const t = useMessages(onboardingMessages);
  return (
    <StepForm
      testId="onboarding-confirm-email"
      onSubmit={() => {
        if (isCompleteCode(code) && !confirm.isPending) confirm.mutate();
      }}
    >
      {children}
      <StepAlert text={failure} />
      {resend.isSuccess ? (
        <p className="muted" data-testid="email-resent">
          {t('emailSent')}
        </p>
      ) : null}
      <CodeInput label={t('emailCodeLabel')} value={code} onValueChange={onCodeChange} testId="email-code" />
      <div className="page-actions">
        <Button type="submit" loading={confirm.isPending} data-testid="email-confirm">
          {t('confirm')}
        </Button>
        <Button
          variant="outlined"
          loading={resend.isPending}
          onClick={() => resend.mutate()}
          data-testid="email-resend"
        >
          {t('resendEmail')}
        </Button>
        {extraAction}
      </div>
    </StepForm>
  );
}
