import { addDays, daysBetween, type IsoDate, parseIsoDate, toSaoPauloDate } from '../calendar/index.ts';

/**
 * Transaction-history grouping (wallet.md section 9, cross-cutting.md section 9).
 *
 * Every date is reduced to its São Paulo calendar day first (UTC-3 all year, no DST since 2019;
 * see core/calendar), so an item at 23:30 in São Paulo stays on its day whatever the device's
 * time zone. `now` is the current instant (or today's ISO day).
 */
export type DateInput = Date | number | string;

/**
 * Past items, newest first:
 * - 'today';
 * - 'lastWeek': the previous 7 days (1 to 7 days ago);
 * - 'currentMonth': older, still in the current month (only possible from day 8 of the month);
 * - 'previousMonth': within the first 7 days of a month the month bucket names the previous
 *   month instead, holding that month's items older than 7 days;
 * - 'thisYear': older, in the current year;
 * - 'lastYear': anything older (the 90-day history only reaches it in the first months of a year).
 * An item dated after today (clock skew) counts as 'today'.
 */
export type HistoryBucket = 'today' | 'lastWeek' | 'currentMonth' | 'previousMonth' | 'thisYear' | 'lastYear';

export const HISTORY_BUCKETS: readonly HistoryBucket[] = [
  'today',
  'lastWeek',
  'currentMonth',
  'previousMonth',
  'thisYear',
  'lastYear',
];

/** Scheduled items, soonest first: 'today' (overdue ones too), 'nextWeek' (1 to 7 days ahead), 'restOfMonth' (later this month), 'later'. */
export type ScheduledBucket = 'today' | 'nextWeek' | 'restOfMonth' | 'later';

export const SCHEDULED_BUCKETS: readonly ScheduledBucket[] = ['today', 'nextWeek', 'restOfMonth', 'later'];

/** The first days of a month during which the month bucket names the previous month. */
export const PREVIOUS_MONTH_DAYS = 7;
const WEEK_DAYS = 7;

export function bucketOf(date: DateInput, now: DateInput): HistoryBucket {
  const day = toSaoPauloDate(date);
  const today = toSaoPauloDate(now);
  const daysAgo = daysBetween(day, today);
  if (daysAgo <= 0) return 'today';
  if (daysAgo <= WEEK_DAYS) return 'lastWeek';
  const d = parseIsoDate(day);
  const t = parseIsoDate(today);
  if (t.day > PREVIOUS_MONTH_DAYS) {
    if (d.year === t.year && d.month === t.month) return 'currentMonth';
  } else {
    const previous = parseIsoDate(addDays(`${today.slice(0, 8)}01`, -1));
    if (d.year === previous.year && d.month === previous.month) return 'previousMonth';
  }
  return d.year === t.year ? 'thisYear' : 'lastYear';
}

/** The month a month bucket names ({ year, month 1-12 }), for its label; undefined for other buckets. */
export function monthOfBucket(
  bucket: HistoryBucket,
  now: DateInput,
): { year: number; month: number } | undefined {
  const today = toSaoPauloDate(now);
  if (bucket === 'currentMonth') {
    const { year, month } = parseIsoDate(today);
    return { year, month };
  }
  if (bucket === 'previousMonth') {
    const { year, month } = parseIsoDate(addDays(`${today.slice(0, 8)}01`, -1));
    return { year, month };
  }
  return undefined;
}

export function scheduledBucketOf(date: DateInput, now: DateInput): ScheduledBucket {
  const day = toSaoPauloDate(date);
  const today = toSaoPauloDate(now);
  const daysAhead = daysBetween(today, day);
  if (daysAhead <= 0) return 'today';
  if (daysAhead <= WEEK_DAYS) return 'nextWeek';
  return day.slice(0, 7) === today.slice(0, 7) ? 'restOfMonth' : 'later';
}

export interface Group<B extends string, T> {
  bucket: B;
  items: T[];
}

function group<B extends string, T>(
  order: readonly B[],
  items: readonly T[],
  bucketFor: (item: T) => B,
): Group<B, T>[] {
  const byBucket = new Map<B, T[]>();
  for (const item of items) {
    const bucket = bucketFor(item);
    const list = byBucket.get(bucket);
    if (list) list.push(item);
    else byBucket.set(bucket, [item]);
  }
  return order.flatMap((bucket) => {
    const list = byBucket.get(bucket);
    return list ? [{ bucket, items: list }] : [];
  });
}

/**
 * Groups history items: groups come in HISTORY_BUCKETS order (today first), empty groups are
 * left out, and items keep their input order inside a group.
 */
export function groupByBucket<T>(
  items: readonly T[],
  getDate: (item: T) => DateInput,
  now: DateInput,
): Group<HistoryBucket, T>[] {
  const today: IsoDate = toSaoPauloDate(now);
  return group(HISTORY_BUCKETS, items, (item) => bucketOf(getDate(item), today));
}

/** Groups scheduled items in SCHEDULED_BUCKETS order (today first), keeping input order inside a group. */
export function groupByScheduledBucket<T>(
  items: readonly T[],
  getDate: (item: T) => DateInput,
  now: DateInput,
): Group<ScheduledBucket, T>[] {
  const today: IsoDate = toSaoPauloDate(now);
  return group(SCHEDULED_BUCKETS, items, (item) => scheduledBucketOf(getDate(item), today));
}
