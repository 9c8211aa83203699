import { useEffect } from 'react';
import { Spinner } from '../../../components/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { getContractingStatus } from '../api/contracting-state.ts';
import { PROGRESS_POLL_MS } from '../flow/terms-flow.ts';
import { termsMessages } from '../messages.ts';
import type { StepProps } from './step-props.ts';

/** getFinanceStatus: reads the contract status once, and the flow resumes where it says. */
export function GetStatusStep({ dispatch, contractingKey }: StepProps<'getFinanceStatus'>) {
  const t = useMessages(termsMessages);
  useEffect(() => {
    let live = true;
    getContractingStatus(contractingKey)
      .then((status) => live && dispatch({ type: 'STATUS_LOADED', status }))
      .catch(() => live && dispatch({ type: 'STATUS_FAILED' }));
    return () => {
      live = false;
    };
  }, [contractingKey, dispatch]);
  return <Spinner block label={t('loading')} />;
}

/** progressBar: reads the contract status after a payment (at once, then every PROGRESS_POLL_MS). */
export function ProgressStep({ state, dispatch, contractingKey }: StepProps<'progressBar'>) {
  const t = useMessages(termsMessages);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(
      () => {
        getContractingStatus(contractingKey)
          .then((status) => live && dispatch({ type: 'PAYMENT_STATUS', status }))
          .catch(() => live && dispatch({ type: 'STATUS_FAILED' }));
      },
      state.polls === 0 ? 0 : PROGRESS_POLL_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [state.polls, contractingKey, dispatch]);
  return (
    <div className="flow-form done" data-testid="terms-progress">
      <Spinner size="large" label={t('progressHeading')} />
      <h2 className="done__heading">{t('progressHeading')}</h2>
      <p className="done__text">{t('progressText')}</p>
    </div>
  );
}
