import { describe, expect, it } from 'vitest';
import {
  bucketOf,
  formatDate,
  groupByBucket,
  groupByScheduledBucket,
  monthOfBucket,
  scheduledBucketOf,
} from './index.ts';

describe('bucketOf (history)', () => {
  // Wednesday 18 March 2026, 10:00 in São Paulo.
  const now = new Date('2026-03-18T13:00:00Z');

  it.each([
    ['2026-03-18', 'today'],
    ['2026-03-17', 'lastWeek'],
    ['2026-03-11', 'lastWeek'],
    ['2026-03-10', 'currentMonth'],
    ['2026-03-01', 'currentMonth'],
    ['2026-02-28', 'thisYear'],
    ['2026-01-01', 'thisYear'],
    ['2025-12-31', 'lastYear'],
    ['2024-06-01', 'lastYear'],
    ['2026-03-25', 'today'],
  ])('%s -> %s', (date, bucket) => {
    expect(bucketOf(date, now)).toBe(bucket);
  });

  it('uses São Paulo days, not UTC days', () => {
    // 02:30 UTC on the 18th is 23:30 on the 17th in São Paulo.
    expect(bucketOf('2026-03-18T02:30:00Z', now)).toBe('lastWeek');
    expect(bucketOf('2026-03-18T03:00:00Z', now)).toBe('today');
    // Now itself just after midnight in São Paulo (03:05 UTC).
    const justAfterMidnight = new Date('2026-03-18T03:05:00Z');
    expect(bucketOf('2026-03-18T02:55:00Z', justAfterMidnight)).toBe('lastWeek');
    expect(bucketOf('2026-03-18T03:01:00Z', justAfterMidnight)).toBe('today');
  });

  it('names the previous month within the first 7 days of a month', () => {
    const third = '2026-03-03';
    expect(bucketOf('2026-03-03', third)).toBe('today');
    expect(bucketOf('2026-03-01', third)).toBe('lastWeek');
    expect(bucketOf('2026-02-24', third)).toBe('lastWeek');
    expect(bucketOf('2026-02-23', third)).toBe('previousMonth');
    expect(bucketOf('2026-02-01', third)).toBe('previousMonth');
    expect(bucketOf('2026-01-31', third)).toBe('thisYear');
    expect(monthOfBucket('previousMonth', third)).toEqual({ year: 2026, month: 2 });
  });

  it('switches to the current month on day 8', () => {
    const seventh = '2026-03-07';
    const eighth = '2026-03-08';
    expect(bucketOf('2026-02-20', seventh)).toBe('previousMonth');
    expect(bucketOf('2026-02-20', eighth)).toBe('thisYear');
    expect(bucketOf('2026-03-01', eighth)).toBe('lastWeek');
    const ninth = '2026-03-09';
    expect(bucketOf('2026-03-01', ninth)).toBe('currentMonth');
    expect(monthOfBucket('currentMonth', ninth)).toEqual({ year: 2026, month: 3 });
  });

  it('names December of last year early in January', () => {
    const jan5 = '2026-01-05';
    expect(bucketOf('2025-12-29', jan5)).toBe('lastWeek');
    expect(bucketOf('2025-12-28', jan5)).toBe('previousMonth');
    expect(bucketOf('2025-12-01', jan5)).toBe('previousMonth');
    expect(bucketOf('2025-11-30', jan5)).toBe('lastYear');
    expect(monthOfBucket('previousMonth', jan5)).toEqual({ year: 2025, month: 12 });
    expect(monthOfBucket('today', jan5)).toBeUndefined();
  });

  it('crosses leap days and year ends in the last week', () => {
    expect(bucketOf('2028-02-29', '2028-03-07')).toBe('lastWeek');
    expect(bucketOf('2028-02-28', '2028-03-07')).toBe('previousMonth');
    expect(bucketOf('2025-12-25', '2026-01-01')).toBe('lastWeek');
    expect(bucketOf('2025-12-24', '2026-01-01')).toBe('previousMonth');
  });
});

describe('scheduledBucketOf', () => {
  const now = '2026-03-18';

  it.each([
    ['2026-03-18', 'today'],
    ['2026-03-10', 'today'],
    ['2026-03-19', 'nextWeek'],
    ['2026-03-25', 'nextWeek'],
    ['2026-03-26', 'restOfMonth'],
    ['2026-03-31', 'restOfMonth'],
    ['2026-04-01', 'later'],
    ['2027-03-20', 'later'],
  ])('%s -> %s', (date, bucket) => {
    expect(scheduledBucketOf(date, now)).toBe(bucket);
  });

  it('lets next week cross into the next month', () => {
    expect(scheduledBucketOf('2026-04-02', '2026-03-28')).toBe('nextWeek');
    expect(scheduledBucketOf('2026-04-05', '2026-03-28')).toBe('later');
    expect(scheduledBucketOf('2027-01-03', '2026-12-30')).toBe('nextWeek');
  });
});

describe('grouping', () => {
  interface Item {
    id: number;
    when: string;
  }
  const items: Item[] = [
    { id: 1, when: '2026-03-18T12:00:00-03:00' },
    { id: 2, when: '2026-03-18T08:00:00-03:00' },
    { id: 3, when: '2026-03-15T20:00:00-03:00' },
    { id: 4, when: '2026-03-02T10:00:00-03:00' },
    { id: 5, when: '2025-11-02T10:00:00-03:00' },
    { id: 6, when: '2026-03-16T10:00:00-03:00' },
  ];

  it('groups history in bucket order, keeping item order and leaving empty groups out', () => {
    const groups = groupByBucket(items, (item) => item.when, new Date('2026-03-18T15:00:00Z'));
    expect(groups.map((g) => [g.bucket, g.items.map((i) => i.id)])).toEqual([
      ['today', [1, 2]],
      ['lastWeek', [3, 6]],
      ['currentMonth', [4]],
      ['lastYear', [5]],
    ]);
  });

  it('groups nothing into nothing', () => {
    expect(groupByBucket([], () => '2026-03-18', '2026-03-18')).toEqual([]);
  });

  it('groups scheduled items', () => {
    const scheduled = [
      { id: 'a', date: '2026-04-10' },
      { id: 'b', date: '2026-03-18' },
      { id: 'c', date: '2026-03-20' },
      { id: 'd', date: '2026-03-30' },
      { id: 'e', date: '2026-03-19' },
    ];
    const groups = groupByScheduledBucket(scheduled, (s) => s.date, '2026-03-18');
    expect(groups.map((g) => [g.bucket, g.items.map((i) => i.id)])).toEqual([
      ['today', ['b']],
      ['nextWeek', ['c', 'e']],
      ['restOfMonth', ['d']],
      ['later', ['a']],
    ]);
  });

  it('formats dates DD/MM/YYYY', () => {
    expect(formatDate('2026-03-02T10:00:00-03:00')).toBe('02/03/2026');
  });
});
