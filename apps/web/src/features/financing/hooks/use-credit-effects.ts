import { type Dispatch, useEffect } from 'react';
import { useSnackbar } from '../../../components/snackbar.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { createContracting } from '../api/create-contracting.ts';
import { findOpenContracting } from '../api/find-open-contracting.ts';
import { IncompleteProfileError } from '../api/get-client-profile.ts';
import { getCreditStatus } from '../api/get-credit-status.ts';
import { getResumeDetails } from '../api/get-resume-details.ts';
import { isFinancingEnabled } from '../api/is-financing-enabled.ts';
import { requestCreditAnalysis } from '../api/request-credit-analysis.ts';
import { CREDIT_POLL_INTERVAL_MS, type CreditEvent, type CreditState } from '../flow/credit-flow.ts';
import { creditMessages } from '../messages.ts';

/**
 * Runs the calls each credit state waits for and turns their answers into events. A state left
 * before its call answers ignores the answer.
 */
export function useCreditEffects(state: CreditState, dispatch: Dispatch<CreditEvent>): void {
  const snackbar = useSnackbar();
  const t = useMessages(creditMessages);
  const key = 'contractingKey' in state ? state.contractingKey : null;
  const starting = state.step === 'intro' && state.starting;
  const polls = state.step === 'progressBar' ? state.polls : -1;

  useEffect(() => {
    if (state.step !== 'loading') return;
    let live = true;
    Promise.all([isFinancingEnabled(), findOpenContracting()])
      .then(([enabled, c]) => {
        if (!live) return;
        dispatch(enabled ? { type: 'CONTRACT_LOADED', ...c } : { type: 'FEATURE_DISABLED' });
      })
      .catch(() => live && dispatch({ type: 'FAILED' }));
    return () => {
      live = false;
    };
  }, [state.step, dispatch]);

  useEffect(() => {
    if (!starting) return;
    let live = true;
    createContracting()
      .then((c) => live && dispatch({ type: 'CONTRACT_CREATED', contractingKey: c.contractingKey }))
      .catch(() => live && dispatch({ type: 'FAILED' }));
    return () => {
      live = false;
    };
  }, [starting, dispatch]);

  const application =
    state.step === 'submitting'
      ? {
          contractingKey: state.contractingKey,
          income: state.income,
          jobType: state.jobType,
          protection: state.protection,
        }
      : null;
  const applicationKey = application ? JSON.stringify(application) : null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the application is sent once per submit (applicationKey)
  useEffect(() => {
    if (!application) return;
    let live = true;
    requestCreditAnalysis(application)
      .then((answer) => live && dispatch({ type: 'ANALYSIS_ANSWERED', status: answer.status }))
      .catch((error: unknown) => {
        if (!live) return;
        if (error instanceof IncompleteProfileError) {
          snackbar.show({ text: t('tryAgainLater'), tone: 'error' });
          dispatch({ type: 'SUBMIT_REFUSED' });
        } else dispatch({ type: 'FAILED' });
      });
    return () => {
      live = false;
    };
  }, [applicationKey, dispatch]);

  // the first read at once, then every 10 s until the analysis is processed
  useEffect(() => {
    if (polls < 0 || !key) return;
    let live = true;
    const timer = setTimeout(
      () => {
        getCreditStatus(key)
          .then((answer) => live && dispatch({ type: 'CREDIT_STATUS', answer }))
          .catch(() => live && dispatch({ type: 'FAILED' }));
      },
      polls === 0 ? 0 : CREDIT_POLL_INTERVAL_MS,
    );
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [polls, key, dispatch]);

  useEffect(() => {
    if (state.step !== 'loading_summary' || !key) return;
    let live = true;
    getResumeDetails(key)
      .then((details) => live && dispatch({ type: 'SUMMARY_LOADED', details }))
      .catch(() => live && dispatch({ type: 'FAILED' }));
    return () => {
      live = false;
    };
  }, [state.step, key, dispatch]);
}
