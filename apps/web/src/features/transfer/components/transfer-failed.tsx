import { FlowFailed } from '../../../components/flow-failed.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { TransferEvent, TransferState } from '../flow/transfer-flow.ts';
import { transferMessages } from '../messages.ts';

export interface TransferFailedProps {
  state: Extract<TransferState, { step: 'failed' }>;
  dispatch: (event: TransferEvent) => void;
}

export function TransferFailed({ state, dispatch }: TransferFailedProps) {
  const t = useMessages(transferMessages);
  return (
    <FlowFailed
      testId="transfer-failed"
      heading={t('failedHeading')}
      errorKey={state.errorKey}
      tryAgainLabel={t('tryAgain')}
      homeLabel={t('goHome')}
      onTryAgain={() => dispatch({ type: 'BACK' })}
    />
  );
}
