import { formatAccountNumber, formatCnpj, formatCpf, stripCnpj } from '@carteira/core/br';
import { formatDate } from '@carteira/core/calendar';
import { formatBRL } from '@carteira/core/money';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Identifier } from '../../../components/identifier.tsx';
import type { Locale } from '../../../lib/i18n/locale-store.ts';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { useTedFee, useTedWindow } from '../api/ted-conditions.ts';
import {
  initialTedWhen,
  type TedWhen,
  tedScheduleRange,
  tedWhenProblem,
  toTedSchedule,
} from '../flow/ted-schedule-rules.ts';
import type { TransferEvent, TransferState } from '../flow/transfer-flow.ts';
import { transferMessages } from '../messages.ts';
import { tedScheduleMessages } from '../schedule-messages.ts';
import { TedWhenChoice } from './ted-when-choice.tsx';

export interface TedReviewStepProps {
  state: Extract<TransferState, { step: 'tedReview' }>;
  dispatch: (event: TransferEvent) => void;
}

/** A CPF or CNPJ as typed, shown with its mask. */
export function formatTaxId(text: string): string {
  const id = stripCnpj(text);
  return id.length <= 11 ? formatCpf(id) : formatCnpj(id);
}

/** A bank time "HH:MM" as each locale says it: "6h30" and "17h" in pt-BR, "6:30 am" and "5 pm" in English. */
export function formatWindowTime(value: string, locale: Locale): string {
  const [hh = '0', mm = '00'] = value.split(':');
  const hour = Number(hh);
  if (locale === 'pt-BR') return mm === '00' ? `${hour}h` : `${hour}h${mm}`;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}${mm === '00' ? '' : `:${mm}`} ${hour < 12 ? 'am' : 'pm'}`;
}

/**
 * The TED before the PIN: who, where, the fee (asked of the bank) and when it goes: now while the TED
 * window is open, or a working day chosen on the calendar, once or monthly.
 */
export function TedReviewStep({ state, dispatch }: TedReviewStepProps) {
  const t = useMessages(transferMessages);
  const ts = useMessages(tedScheduleMessages);
  const [locale] = useLocale();
  const { ted } = state;
  const fee = useTedFee(state.amount);
  const window = useTedWindow();
  const [chosen, setChosen] = useState<TedWhen | null>(null);
  const when = chosen ?? (window.data ? initialTedWhen(window.data) : null);
  const range = window.data ? tedScheduleRange(window.data) : null;
  const problem = when && range ? tedWhenProblem(when, range) : null;
  const schedule = when && window.data && problem === null ? toTedSchedule(when, window.data) : null;
  const ready = fee.data !== undefined && window.data !== undefined && problem === null;
  const windowClosedOn = window.data && !window.data.open ? window.data.sendOn : null;
  return (
    <div className="flow-form">
      <h2 className="flow-heading">{t('reviewTedHeading')}</h2>
      <p className="review__amount amount" data-testid="transfer-review-amount">
        {formatBRL(state.amount)}
      </p>
      <dl className="review card">
        <div className="review__row">
          <dt>{t('reviewTo')}</dt>
          <dd data-testid="ted-review-name">{ted.name}</dd>
        </div>
        <div className="review__row">
          <dt>{t('reviewTaxIdOrCnpj')}</dt>
          <dd data-testid="ted-review-tax-id">
            <Identifier text={formatTaxId(ted.taxId)} />
          </dd>
        </div>
        <div className="review__row">
          <dt>{t('reviewBank')}</dt>
          <dd data-testid="ted-review-bank">
            {ted.institution.code} - {ted.institution.name}
          </dd>
        </div>
        <div className="review__row">
          <dt>{t('reviewAgencyAccount')}</dt>
          <dd data-testid="ted-review-account">
            {ted.agency} / {formatAccountNumber(ted.account)}
          </dd>
        </div>
        <div className="review__row">
          <dt>{t('reviewAccountType')}</dt>
          <dd data-testid="ted-review-type">{t(`accountType${ted.accountType}`)}</dd>
        </div>
        {state.description ? (
          <div className="review__row">
            <dt>{t('reviewDescription')}</dt>
            <dd>{state.description}</dd>
          </div>
        ) : null}
        <div className="review__row">
          <dt>{t('reviewFee')}</dt>
          <dd data-testid="ted-review-fee">
            {fee.data === undefined ? t('feeLoading') : fee.data === 0 ? t('free') : formatBRL(fee.data)}
          </dd>
        </div>
        <div className="review__row">
          <dt>{t('reviewWhen')}</dt>
          <dd data-testid="ted-review-when">
            {window.data === undefined
              ? t('feeLoading')
              : problem !== null
                ? '—'
                : schedule === null
                  ? t('reviewNow')
                  : schedule.payments > 1
                    ? ts('reviewWhenMonthly', { count: schedule.payments, date: formatDate(schedule.on) })
                    : formatDate(schedule.on)}
          </dd>
        </div>
      </dl>
      {window.data && windowClosedOn ? (
        <p className="ted-notice" role="status" data-testid="ted-window-closed">
          {t('windowClosed', {
            start: formatWindowTime(window.data.start, locale),
            end: formatWindowTime(window.data.end, locale),
            date: formatDate(windowClosedOn),
          })}
        </p>
      ) : null}
      {window.data && when && range ? (
        <TedWhenChoice
          value={when}
          canSendNow={window.data.open}
          range={range}
          problem={problem}
          onChange={setChosen}
        />
      ) : null}
      {fee.isError || window.isError ? (
        <p className="field-error" role="alert">
          {t('feeFailed')}
        </p>
      ) : null}
      <div className="page-actions">
        <Button
          disabled={!ready}
          onClick={() => dispatch({ type: 'TED_CONFIRMED', schedule })}
          data-testid="transfer-review-confirm"
        >
          {schedule ? t('confirmSchedule') : t('confirm')}
        </Button>
      </div>
    </div>
  );
}
