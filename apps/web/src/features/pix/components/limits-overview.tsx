import { formatDate } from '@carteira/core/history';
import { type Centavos, formatBRL } from '@carteira/core/money';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { formatClockTime, formatHour, formatTime } from '../../../lib/format-date-time.ts';
import { useErrorText } from '../../../lib/i18n/use-error-text.ts';
import { useLocale, useMessages } from '../../../lib/i18n/use-messages.ts';
import { type PixLimit, usePixLimits } from '../api/limits.ts';
import {
  isStartOutcome,
  type LimitChangeOutcome,
  type LimitType,
  type NocturnalStart,
  type StartChangeOutcome,
} from '../flow/limits-flow.ts';
import { pixMessages } from '../messages.ts';

const when = (at: string) => `${formatDate(at)} ${formatTime(at)}`;

function LimitCard({
  title,
  text,
  limit,
  badge,
  onChange,
  children,
}: {
  title: string;
  text: string;
  limit: PixLimit;
  badge?: string | undefined;
  onChange: () => void;
  children?: ReactNode;
}) {
  const t = useMessages(pixMessages);
  const id = `pix-limit-${limit.limitType}`;
  const rows: Array<[string, Centavos, string]> = [
    [t('limitsLimit'), limit.limit, 'limit'],
    [t('limitsUsed'), limit.used, 'used'],
    [t('limitsAvailable'), limit.available, 'available'],
  ];
  return (
    <section className="card pix-limit" aria-labelledby={`${id}-title`} data-testid={id}>
      <div className="pix-limit__head">
        <h2 id={`${id}-title`} className="pix-limit__title">
          {title}
        </h2>
        {badge ? <span className="pix-limit__badge">{badge}</span> : null}
      </div>
      <p className="muted pix-limit__text">{text}</p>
      <dl className="review">
        {rows.map(([label, value, key]) => (
          <div className="review__row" key={key}>
            <dt>{label}</dt>
            <dd className="amount" data-testid={`${id}-${key}`}>
              {formatBRL(value)}
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="outlined" onClick={onChange} data-testid={`${id}-change`}>
        {t('limitsChange')}
      </Button>
      {children}
    </section>
  );
}

export interface LimitsOverviewProps {
  outcome: LimitChangeOutcome | StartChangeOutcome | null;
  onChange: (limitType: LimitType, current: Centavos, daily: Centavos) => void;
  onChangeStart: (current: NocturnalStart) => void;
}

/** Both limits with what was used and what is left, the outcome of the last change, the pending ones. */
export function LimitsOverview({ outcome, onChange, onChangeStart }: LimitsOverviewProps) {
  const t = useMessages(pixMessages);
  const [locale] = useLocale();
  const hour = (h: number) => formatHour(h, locale);
  const errorText = useErrorText();
  const { limits, requests } = usePixLimits();
  if (limits.isPending) return <Spinner block />;
  if (limits.isError)
    return (
      <div className="pix-message" role="alert" data-testid="pix-limits-error">
        <p>
          {t('limitsLoadFailed')} {errorText(limits.error)}
        </p>
        <Button variant="outlined" onClick={() => limits.refetch()}>
          {t('limitsRetry')}
        </Button>
      </div>
    );
  const { daily, nocturnal, nocturnalStart, pendingStart, newDevice } = limits.data;
  const outcomeText = !outcome
    ? ''
    : isStartOutcome(outcome)
      ? outcome.status === 'Aprovado'
        ? t('nocturnalStartApplied', { start: hour(outcome.start) })
        : t('nocturnalStartPending', { start: hour(outcome.start), date: when(outcome.effectiveAt) })
      : outcome.status === 'Aprovado'
        ? t('limitApplied', { amount: formatBRL(outcome.amount) })
        : t('limitPending', { amount: formatBRL(outcome.amount), date: when(outcome.effectiveAt) });
  const anyPending = (requests.data?.length ?? 0) > 0 || pendingStart !== null;
  const limitName = (type: LimitType) => (type === 1 ? t('limitsDaily') : t('limitsNocturnal'));
  return (
    <div className="flow-form" data-testid="pix-limits">
      <h2 className="flow-heading">{t('limitsHeading')}</h2>
      {newDevice ? (
        <section
          className="pix-notice pix-new-device"
          data-testid="pix-new-device-limit"
          aria-labelledby="pix-new-device"
        >
          <h3 id="pix-new-device" className="pix-limit__title">
            {t('newDeviceHeading')}
          </h3>
          <p>
            {t('newDeviceText', {
              perPayment: formatBRL(newDevice.perPayment),
              perDay: formatBRL(newDevice.perDay),
              date: when(newDevice.until),
            })}
          </p>
          <p data-testid="pix-new-device-left">
            {t('newDeviceLeft', { amount: formatBRL(newDevice.available) })}
          </p>
        </section>
      ) : null}
      {outcome ? (
        <p className="pix-notice" role="status" data-testid="pix-limit-outcome" data-status={outcome.status}>
          {outcomeText}
        </p>
      ) : null}
      <LimitCard
        title={t('limitsDaily')}
        text={t('limitsDailyText')}
        limit={daily}
        onChange={() => onChange(1, daily.limit, daily.limit)}
      />
      <LimitCard
        title={t('limitsNocturnal')}
        text={t('limitsNocturnalText', {
          start: formatClockTime(nocturnal.start || '20:00', locale),
          end: formatClockTime(nocturnal.end || '06:00', locale),
        })}
        limit={nocturnal}
        badge={nocturnal.nocturnalNow ? t('limitsNocturnalNow') : undefined}
        onChange={() => onChange(2, nocturnal.limit, daily.limit)}
      >
        <div className="pix-limit__start">
          <p data-testid="pix-nocturnal-start" data-start={nocturnalStart}>
            {t('nocturnalStartLine', { start: hour(nocturnalStart) })}
          </p>
          <Button
            variant="outlined"
            onClick={() => onChangeStart(nocturnalStart)}
            data-testid="pix-nocturnal-start-change"
          >
            {t('nocturnalStartChange')}
          </Button>
        </div>
      </LimitCard>
      <section
        className="pix-limit-requests"
        aria-labelledby="pix-limit-requests"
        data-testid="pix-limit-requests"
      >
        <h2 id="pix-limit-requests" className="pix-statement__heading">
          {t('limitsPendingHeading')}
        </h2>
        {anyPending ? (
          <ul className="pix-statement__list">
            {pendingStart ? (
              <li className="pix-row" data-testid="pix-limit-request" data-kind="nocturnal-start">
                <span className="pix-row__text">
                  <span className="pix-row__title">
                    {t('nocturnalStartPendingItem', {
                      from: hour(nocturnalStart),
                      to: hour(pendingStart.start),
                    })}
                  </span>
                  <span className="pix-row__meta">
                    {t('limitsPendingWhen', { date: when(pendingStart.effectiveAt) })}
                  </span>
                </span>
              </li>
            ) : null}
            {(requests.data ?? []).map((r) => (
              <li key={r.id} className="pix-row" data-testid="pix-limit-request">
                <span className="pix-row__text">
                  <span className="pix-row__title">
                    {t('limitsPendingItem', {
                      limit: limitName(r.limitType),
                      from: formatBRL(r.from),
                      to: formatBRL(r.to),
                    })}
                  </span>
                  <span className="pix-row__meta">
                    {t('limitsPendingWhen', { date: when(r.effectiveAt) })}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{requests.isPending ? '' : t('limitsNoPending')}</p>
        )}
      </section>
    </div>
  );
}
