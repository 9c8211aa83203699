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
  HISTORY_DAYS,
  historyWindow,
  RECEIVED_TYPE,
  SENT_TYPE,
  TRANSACTION_FILTER_TYPES,
  type TransactionFilter,
  transactionTypesFor,
} from './filters.ts';
