import { formatAccountNumber } from '@carteira/core/br';
import { formatDate } from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Identifier } from '../../../components/identifier.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useTedWindow } from '../api/ted-conditions.ts';
import { type TedWhen, tedScheduleRange, tedWhenProblem, toTedSchedule } from '../flow/ted-schedule-rules.ts';
import type { TransferEvent, TransferState } from '../flow/transfer-flow.ts';
import { transferMessages } from '../messages.ts';
import { tedScheduleMessages } from '../schedule-messages.ts';
import { TedWhenChoice } from './ted-when-choice.tsx';

const NOW: TedWhen = { scheduled: false, date: '', repeat: false, months: '2' };

export interface ReviewStepProps {
  state: Extract<TransferState, { step: 'review' }>;
  dispatch: (event: TransferEvent) => void;
}

/**
 * A transfer between Carteira accounts before the PIN: who and where, free, and when: now (at any
 * hour), or a working day on the calendar, once or monthly, as a TED is scheduled (the same days).
 */
export function ReviewStep({ state, dispatch }: ReviewStepProps) {
  const t = useMessages(transferMessages);
  const ts = useMessages(tedScheduleMessages);
  const { recipient } = state;
  const window = useTedWindow();
  const [when, setWhen] = useState<TedWhen>(NOW);
  const range = window.data ? tedScheduleRange(window.data) : null;
  const problem = range ? tedWhenProblem(when, range) : null;
  // Now is now whatever the TED window: a transfer between Carteira accounts goes at any hour.
  const schedule =
    when.scheduled && window.data && problem === null ? toTedSchedule(when, window.data) : null;
  const ready = !when.scheduled || schedule !== null;
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
        <div className="review__row">
          <dt>{t('reviewWhen')}</dt>
          <dd data-testid="transfer-review-when">
            {!when.scheduled
              ? t('reviewNow')
              : schedule === null
                ? '—'
                : schedule.payments > 1
                  ? ts('reviewWhenMonthly', { count: schedule.payments, date: formatDate(schedule.on) })
                  : formatDate(schedule.on)}
          </dd>
        </div>
      </dl>
      {range ? (
        <TedWhenChoice value={when} canSendNow range={range} problem={problem} onChange={setWhen} />
      ) : null}
      <div className="page-actions">
        <Button
          disabled={!ready}
          onClick={() => dispatch({ type: 'REVIEW_CONFIRMED', schedule })}
          data-testid="transfer-review-confirm"
        >
          {schedule ? t('confirmSchedule') : t('confirm')}
        </Button>
      </div>
    </div>
  );
}
