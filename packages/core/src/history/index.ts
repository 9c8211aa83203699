export { formatDate, parseDisplayDate } from '../calendar/index.ts';
export {
  bucketOf,
  type DateInput,
  type Group,
  groupByBucket,
  groupByScheduledBucket,
  HISTORY_BUCKETS,
  type HistoryBucket,
  monthOfBucket,
  PREVIOUS_MONTH_DAYS,
  SCHEDULED_BUCKETS,
  type ScheduledBucket,
  scheduledBucketOf,
} from './buckets.ts';
export {
  type DateRange,
  fullRange,
  HISTORY_DAYS,
  historyWindow,
  type RangeProblem,
  RECEIVED_TYPE,
  rangeProblem,
  SENT_TYPE,
  TRANSACTION_FILTER_TYPES,
  type TransactionFilter,
  transactionTypesFor,
} from './filters.ts';
