import { describe, expect, it } from 'vitest';
import { addDays, daysBetween } from '../calendar/index.ts';
import { centavos } from '../money/index.ts';
import { randomInt, seededRandom } from '../test-support/random.ts';
import { financeWithIof, type Installment, iof, MAX_INSTALLMENTS, priceSchedule } from './index.ts';

const c = centavos;

/**
 * An independent IOF: walks the calendar one day at a time from the release, adding 0,0082% of each
 * open principal per day (in millionths of a centavo) and stopping each principal after 365 days.
 */
function iofByDayWalk(schedule: readonly Installment[], releaseDate: string) {
  const perInstallment = schedule.map((row) => {
    let millionths = 0;
    let day = releaseDate;
    let counted = 0;
    while (day !== row.dueDate && counted < 365) {
      day = addDays(day, 1);
      counted += 1;
      millionths += row.amortization * 82;
    }
    return Math.floor((millionths + 500_000) / 1_000_000);
  });
  const daily = perInstallment.reduce((a, b) => a + b, 0);
  const principal = schedule.reduce((a, r) => a + r.amortization, 0);
  const additional = Math.floor((principal * 38 + 5000) / 10_000);
  return { daily, additional, total: daily + additional, perInstallment };
}

describe('iof', () => {
  it('worked example: R$ 1.000,00, 2% a.m., 12x, released 1 Feb, first due 10 Mar 2026', () => {
    const releaseDate = '2026-02-01';
    const schedule = priceSchedule({
      principal: c(100_000),
      monthlyRate: 0.02,
      installments: 12,
      firstDueDate: '2026-03-10',
      releaseDate,
    });
    const tax = iof({ schedule, releaseDate });
    // 1st instalment: R$ 74,56 for 37 days: 7456 * 0.000082 * 37 = 22.62 centavos -> R$ 0,23.
    expect(tax.perInstallment[0]).toEqual({ number: 1, days: 37, daily: 23 });
    // Additional: 0,38% of R$ 1.000,00 = R$ 3,80.
    expect(tax.additional).toBe(380);
    expect(tax.total).toBe(tax.daily + tax.additional);
    const walked = iofByDayWalk(schedule, releaseDate);
    expect(tax.perInstallment.map((p) => p.daily)).toEqual(walked.perInstallment);
    expect(tax.daily).toBe(walked.daily);
  });

  it('caps each principal at 365 days', () => {
    const releaseDate = '2026-01-05';
    // One instalment due 400 days later: 1000,00 * 0,0082% * 365 = 29,93 (not 400 days' 32,80).
    const one = priceSchedule({
      principal: c(100_000),
      monthlyRate: 0.02,
      installments: 1,
      firstDueDate: addDays(releaseDate, 400),
      releaseDate,
    });
    const tax = iof({ schedule: one, releaseDate });
    expect(tax.perInstallment[0]?.days).toBe(365);
    expect(tax.daily).toBe(2993);
    expect(tax.additional).toBe(380);

    // 18 instalments from 59 days: the later ones are all counted as 365 days.
    const long = priceSchedule({
      principal: c(300_000),
      monthlyRate: 0.03,
      installments: MAX_INSTALLMENTS,
      firstDueDate: addDays(releaseDate, 59),
      releaseDate,
    });
    const parts = iof({ schedule: long, releaseDate }).perInstallment;
    for (const [k, part] of parts.entries()) {
      const due = long[k]?.dueDate ?? releaseDate;
      expect(part.days).toBe(Math.min(daysBetween(releaseDate, due), 365));
    }
    expect(parts.filter((p) => p.days === 365).length).toBeGreaterThan(5);
    expect(iof({ schedule: long, releaseDate }).daily).toBe(iofByDayWalk(long, releaseDate).daily);
  });

  it('property: matches the day walk for many schedules', () => {
    const random = seededRandom(6306);
    for (let k = 0; k < 150; k++) {
      const releaseDate = addDays('2026-01-01', randomInt(random, 0, 365));
      const schedule = priceSchedule({
        principal: c(randomInt(random, 100, 1_500_000)),
        monthlyRate: randomInt(random, 0, 800) / 10_000,
        installments: randomInt(random, 1, MAX_INSTALLMENTS),
        firstDueDate: addDays(releaseDate, randomInt(random, 31, 59)),
        releaseDate,
      });
      const tax = iof({ schedule, releaseDate });
      const walked = iofByDayWalk(schedule, releaseDate);
      expect({ daily: tax.daily, additional: tax.additional, total: tax.total }).toEqual({
        daily: walked.daily,
        additional: walked.additional,
        total: walked.total,
      });
    }
  }, 30_000);
});

describe('financeWithIof', () => {
  const terms = {
    monthlyRate: 0.0299,
    installments: 12,
    firstDueDate: '2026-03-16',
    releaseDate: '2026-02-10',
  };

  it('finances requested + IOF, the IOF computed on the financed schedule', () => {
    const result = financeWithIof({ ...terms, requested: c(250_000) });
    expect(result.principal).toBe(250_000 + result.iof.total);
    expect(result.released).toBe(250_000);
    expect(result.schedule.reduce((a, r) => a + r.amortization, 0)).toBe(result.principal);
    expect(iof({ schedule: result.schedule, releaseDate: terms.releaseDate })).toEqual(result.iof);
    // Additional 0,38% is on the financed amount, not on the requested one.
    expect(result.iof.additional).toBe(Math.floor((result.principal * 38 + 5000) / 10_000));
  });

  it('property: a fixed point in centavos, or one centavo above when none exists', () => {
    const random = seededRandom(6339);
    let exact = 0;
    let inexact = 0;
    for (let k = 0; k < 200; k++) {
      const releaseDate = addDays('2026-01-01', randomInt(random, 0, 700));
      const input = {
        requested: c(randomInt(random, 1000, 2_000_000)),
        monthlyRate: randomInt(random, 0, 800) / 10_000,
        installments: randomInt(random, 1, MAX_INSTALLMENTS),
        firstDueDate: addDays(releaseDate, randomInt(random, 31, 59)),
        releaseDate,
      };
      const result = financeWithIof(input);
      expect(iof({ schedule: result.schedule, releaseDate })).toEqual(result.iof);
      expect(result.released).toBe(result.principal - result.iof.total);
      const excess = result.released - input.requested;
      expect([0, 1]).toContain(excess);
      if (excess === 1) {
        // No exact fixed point: one centavo less would not cover its own IOF.
        inexact += 1;
        const less = iof({
          schedule: priceSchedule({ ...input, principal: c(result.principal - 1) }),
          releaseDate,
        });
        expect(result.principal - 1).toBeLessThan(input.requested + less.total);
      } else {
        exact += 1;
      }
    }
    expect(exact).toBeGreaterThan(inexact);
  }, 30_000);
});
