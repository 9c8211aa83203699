import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { CodeInput, isCompleteCode } from '../../../components/code-input.tsx';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { fetchTerms, sendTermsCode, signTerms } from '../api/onboarding-calls.ts';
import type { OnboardingEvent, OnboardingState } from '../flow/onboarding-flow.ts';
import { onboardingMessages } from '../messages.ts';
import { StepAlert, StepForm, useFailureText } from './step-kit.tsx';

type Dispatch = (event: OnboardingEvent) => void;

/** /terms: the terms of use and the address declaration, read and accepted; a code goes by SMS to sign. */
export function TermsStep({ dispatch }: { dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  const terms = useQuery({ queryKey: ['onboarding', 'terms'], queryFn: fetchTerms, staleTime: 0 });
  const [accepted, setAccepted] = useState(false);
  const send = useMutation({
    mutationFn: sendTermsCode,
    onSuccess: () => dispatch({ type: 'TERMS_ACCEPTED' }),
  });
  return (
    <div className="flow-form" data-testid="onboarding-terms">
      <p className="muted">{t('termsIntro')}</p>
      <StepAlert text={useFailureText(send.error ?? terms.error)} />
      {terms.data?.termos.map((term) => (
        <section key={term.tipo} className="onboarding__terms" data-testid={`terms-${term.tipo}`}>
          <h2>{term.titulo}</h2>
          {term.conteudo.split('\n\n').map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <label className="onboarding__option">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => setAccepted(e.target.checked)}
          data-testid="terms-accept"
        />
        <span>{t('acceptTerms')}</span>
      </label>
      <div className="page-actions">
        <Button
          disabled={!accepted || !terms.data}
          loading={send.isPending}
          onClick={() => send.mutate()}
          data-testid="terms-send-code"
        >
          {t('sendTermsCode')}
        </Button>
      </div>
    </div>
  );
}

/** /contract: the SMS code signs the terms; the application then goes to the bank's review. */
export function SignStep({ state, dispatch }: { state: OnboardingState; dispatch: Dispatch }) {
  const t = useMessages(onboardingMessages);
  const snackbar = useSnackbar();
  const [code, setCode] = useState('');
  const sign = useMutation({
    mutationFn: () => signTerms(code),
    onSuccess: () => dispatch({ type: 'TERMS_SIGNED' }),
  });
  const resend = useMutation({
    mutationFn: sendTermsCode,
    onSuccess: () => snackbar.show({ text: t('codeResent'), duration: 'short' }),
  });
  return (
    <StepForm
      testId="onboarding-sign"
      onSubmit={() => {
        if (isCompleteCode(code) && !sign.isPending) sign.mutate();
      }}
    >
      <h2>{t('signHeading')}</h2>
      <p className="muted">{state.phone ? t('signIntro', { phone: state.phone }) : t('signIntroNoPhone')}</p>
      <StepAlert text={useFailureText(sign.error ?? resend.error)} />
      <CodeInput label={t('codeLabel')} value={code} onValueChange={setCode} testId="terms-code" />
      <div className="page-actions">
        <Button type="submit" loading={sign.isPending} data-testid="terms-sign">
          {t('sign')}
        </Button>
        <Button
          variant="text"
          loading={resend.isPending}
          onClick={() => resend.mutate()}
          data-testid="terms-resend"
        >
          {t('resend')}
        </Button>
      </div>
    </StepForm>
  );
}
