import type { Dispatch } from 'react';
import type { TermsEvent, TermsState } from '../flow/terms-types.ts';

/** What every step of /FinancingTerms receives: its own state, the dispatcher and the contracting. */
export interface StepProps<S extends TermsState['step']> {
  state: Extract<TermsState, { step: S }>;
  dispatch: Dispatch<TermsEvent>;
  contractingKey: string;
}
