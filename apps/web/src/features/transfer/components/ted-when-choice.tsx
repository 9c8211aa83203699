import { formatDate, type IsoDate, isWorkingDay } from '@carteira/core/calendar';
import { ScheduleChoice } from '../../../components/schedule-choice.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import {
  paymentCount,
  TED_SCHEDULE_MAX_PAYMENTS,
  type TedWhen,
  type TedWhenProblem,
  tedPaymentDays,
} from '../flow/ted-schedule-rules.ts';
import { tedScheduleMessages } from '../schedule-messages.ts';

export interface TedWhenChoiceProps {
  value: TedWhen;
  /** Now is offered only while the TED window is open. */
  canSendNow: boolean;
  range: { min: IsoDate; max: IsoDate };
  problem: TedWhenProblem | null;
  onChange: (value: TedWhen) => void;
}

const notWorkingDay = (date: IsoDate) => !isWorkingDay(date);

/**
 * Now, or a working day picked on the calendar (weekends and holidays cannot be picked), once or
 * monthly (the shared schedule choice); each payment's day is listed before the PIN, saying which moved
 * off a weekend or holiday.
 */
export function TedWhenChoice({ value, canSendNow, range, problem, onChange }: TedWhenChoiceProps) {
  const t = useMessages(tedScheduleMessages);
  const count = paymentCount(value);
  const days = value.scheduled && value.date && !problem ? tedPaymentDays(value.date, count) : [];
  return (
    <ScheduleChoice
      value={value}
      onChange={onChange}
      range={range}
      isDisabled={notWorkingDay}
      canSendNow={canSendNow}
      error={
        problem
          ? t(problem, {
              min: formatDate(range.min),
              max: formatDate(range.max),
              ...(problem === 'whenMonthsBad' ? { max: TED_SCHEDULE_MAX_PAYMENTS } : {}),
            })
          : undefined
      }
      words={{
        legend: t('whenLegend'),
        now: t('whenNow'),
        schedule: t('whenSchedule'),
        dateLabel: t('whenDate'),
        chosen: (date) => t('whenChosen', { date }),
        repeat: t('whenRepeat'),
        monthsLabel: t('whenMonths'),
        monthsHint: t('whenMonthsHint', { max: TED_SCHEDULE_MAX_PAYMENTS }),
        previousMonth: t('whenPrevious'),
        nextMonth: t('whenNext'),
        yearTitle: t('whenYearTitle'),
        yearLabel: t('whenYearLabel'),
      }}
      testId="ted-when"
    >
      {days.length > 1 || days.some((d) => d.moved) ? (
        <div className="ted-when__days">
          <p className="field__label">{t('whenDays')}</p>
          <ol data-testid="ted-when-days">
            {days.map((d) => (
              <li key={d.date} data-moved={d.moved}>
                {d.moved
                  ? t('whenDayMoved', { date: formatDate(d.date), from: formatDate(d.from) })
                  : formatDate(d.date)}
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </ScheduleChoice>
  );
}
