import { formatAccountNumber } from '@carteira/core/br';
import { formatBRL } from '@carteira/core/money';
import { Button } from '../../../components/button.tsx';
import { Identifier } from '../../../components/identifier.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import type { TransferEvent, TransferState } from '../flow/transfer-flow.ts';
import { transferMessages } from '../messages.ts';

export interface ReviewStepProps {
  state: Extract<TransferState, { step: 'review' }>;
  dispatch: (event: TransferEvent) => void;
}

export function ReviewStep({ state, dispatch }: ReviewStepProps) {
  const t = useMessages(transferMessages);
  const { recipient } = state;
  return (
    <div className="flow-form">
      <h2 className="flow-heading">{t('reviewHeading')}</h2>
      <p className="review__amount amount" data-testid="transfer-review-amount">
        {formatBRL(state.amount)}
      </p>
      <dl className="review card">
        <div className="review__row">
          <dt>{t('reviewTo')}</dt>
          <dd data-testid="transfer-recipient-name">{recipient.name}</dd>
        </div>
        <div className="review__row">
          <dt>{t('reviewTaxId')}</dt>
          <dd>
            <Identifier text={recipient.maskedTaxId} />
          </dd>
        </div>
        <div className="review__row">
          <dt>{t('reviewBank')}</dt>
          <dd>{recipient.bank}</dd>
        </div>
        <div className="review__row">
          <dt>{t('reviewAgencyAccount')}</dt>
          <dd>
            {recipient.agency} / {formatAccountNumber(recipient.account)}
          </dd>
        </div>
        {state.description ? (
          <div className="review__row">
            <dt>{t('reviewDescription')}</dt>
            <dd>{state.description}</dd>
          </div>
        ) : null}
        <div className="review__row">
          <dt>{t('reviewFee')}</dt>
          <dd>{t('free')}</dd>
        </div>
      </dl>
      <div className="page-actions">
        <Button onClick={() => dispatch({ type: 'REVIEW_CONFIRMED' })} data-testid="transfer-review-confirm">
          {t('confirm')}
        </Button>
      </div>
    </div>
  );
}
