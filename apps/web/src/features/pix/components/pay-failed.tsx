import { FlowFailed } from '../../../components/flow-failed.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { PayEvent, PayState } from '../flow/pay-flow.ts';
import { pixMessages } from '../messages.ts';

export interface PayFailedProps {
  state: Extract<PayState, { step: 'failed' }>;
  dispatch: (event: PayEvent) => void;
}

export function PayFailed({ state, dispatch }: PayFailedProps) {
  const t = useMessages(pixMessages);
  return (
    <FlowFailed
      testId="pix-failed"
      heading={t('failedHeading')}
      errorKey={state.errorKey}
      tryAgainLabel={t('tryAgain')}
      homeLabel={t('goHome')}
      onTryAgain={() => dispatch({ type: 'BACK' })}
    />
  );
}
