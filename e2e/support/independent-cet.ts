import { expect, type Page } from '@playwright/test';
import { centavosOf } from './financing.ts';

/**
 * The financing summary's figures recomputed from what the screen shows, with this file's own
 * arithmetic (nothing from packages/core/credit), so a slip in the product's money math and the
 * same slip in its tests cannot agree by construction:
 * - the Price table of the financed subtotal at the monthly rate shown (payment and each interest
 *   rounded half up to the centavo, the last instalment takes the residue);
 * - the IOF for individuals, Decreto 6.306/2007 art. 7: 0,0082% a day on each instalment's
 *   principal (its amortization) for the days from the release to its due date, at most 365
 *   (art. 7 § 1), plus 0,38% once on the principal (art. 7 § 15, Decreto 6.339/2008);
 * - the annual CET, Resolução CMN 4.881/2020: the rate r with
 *   sum_k value_k / (1 + r)^(days_k / 365) = FC0, FC0 = phone price - down payment (what the
 *   credit releases for the customer; insurance, IOF and interest are costs inside the values),
 *   solved by Newton's method kept inside a bisection bracket.
 */

export interface SummaryFigures {
  price: number;
  /** The insurance financed with the phone (0 when none is shown). */
  insuranceValue: number;
  installments: number;
  installmentValue: number;
  downPayment: number;
  firstDate: string;
  iof: number;
  iofRate: number;
  requested: number;
  monthlyRate: number;
  cet: number;
  subtotal: number;
  total: number;
  totalWithDown: number;
  schedule: { number: number; dueDate: string; value: number }[];
}

/** "DD/MM/YYYY" -> "YYYY-MM-DD". */
function isoOf(text: string): string {
  const match = /(\d{2})\/(\d{2})\/(\d{4})/.exec(text);
  if (!match) throw new Error(`no date in ${text}`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** "66,12% ao ano" / "3,99% a month" -> 66.12. */
function percentOf(text: string): number {
  const match = /(\d+(?:[.,]\d+)?)\s*%/.exec(text);
  if (!match?.[1]) throw new Error(`no percentage in ${text}`);
  return Number(match[1].replace(',', '.'));
}

const textOf = async (page: Page, testId: string) => (await page.getByTestId(testId).textContent()) ?? '';

/** Every figure the summary shows (the IOF details are opened to read the requested amount). */
export async function readSummary(page: Page): Promise<SummaryFigures> {
  await expect(page.getByTestId('financing-summary')).toBeVisible();
  if (!(await page.getByTestId('summary-iof-details').isVisible())) {
    await page.getByTestId('summary-iof-toggle').click();
  }
  const iofDetails = await textOf(page, 'summary-iof-details');
  const insuranceRow = page.getByTestId('summary-insurance-value');
  const installmentsText = await textOf(page, 'summary-installments');
  const count = /(\d+)\s*x/.exec(installmentsText);
  if (!count?.[1]) throw new Error(`no instalment count in ${installmentsText}`);
  const rateRow = page
    .locator('.review__row')
    .filter({ has: page.locator('dt', { hasText: /^(Juros|Interest)$/ }) })
    .locator('dd');
  const rows = await page
    .getByTestId('schedule-row')
    .evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? '')),
    );
  const requested = centavosOf(await textOf(page, 'summary-requested'));
  // the IOF details name the same requested amount
  expect(centavosOf(iofDetails)).toBe(requested);
  // the schedule's own total line is the total with interest
  expect(centavosOf(await textOf(page, 'schedule-total'))).toBe(
    centavosOf(await textOf(page, 'summary-total')),
  );
  return {
    price: centavosOf(await textOf(page, 'summary-price')),
    insuranceValue: (await insuranceRow.count()) ? centavosOf((await insuranceRow.textContent()) ?? '') : 0,
    installments: Number(count[1]),
    installmentValue: centavosOf(installmentsText),
    downPayment: centavosOf(await textOf(page, 'summary-down-payment')),
    firstDate: isoOf(await textOf(page, 'summary-first-date')),
    iof: centavosOf(await textOf(page, 'summary-iof')),
    iofRate: percentOf(iofDetails),
    requested,
    monthlyRate: percentOf((await rateRow.textContent()) ?? ''),
    cet: percentOf(await textOf(page, 'summary-cet')),
    subtotal: centavosOf(await textOf(page, 'summary-subtotal')),
    total: centavosOf(await textOf(page, 'summary-total')),
    totalWithDown: centavosOf(await textOf(page, 'summary-total-with-down')),
    schedule: rows.map(([number, due, value]) => ({
      number: Number(number),
      dueDate: isoOf(due ?? ''),
      value: centavosOf(value ?? ''),
    })),
  };
}

const dayNumber = (iso: string) =>
  Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / 86_400_000;

/** Calendar days from one ISO day to another. */
export function daysFrom(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The same day `months` later, clamped to the month's last day (31 Jan + 1 -> 28/29 Feb). */
export function plusMonths(iso: string, months: number): string {
  const year = +iso.slice(0, 4);
  const month = +iso.slice(5, 7) - 1 + months;
  const y = year + Math.floor(month / 12);
  const m = ((month % 12) + 12) % 12;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = Math.min(+iso.slice(8, 10), last);
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Half up to the whole centavo, a hair of tolerance for binary noise (0.5 exactly goes up). */
const halfUp = (value: number) => Math.floor(value + 0.5 + 1e-7);

/** The Price table: payment, interest and amortization of each instalment, in centavos. */
export function priceTable(principal: number, monthlyRate: number, count: number) {
  const payment = halfUp((principal * monthlyRate) / (1 - (1 + monthlyRate) ** -count));
  const rows: { payment: number; interest: number; amortization: number }[] = [];
  let balance = principal;
  for (let k = 1; k <= count; k++) {
    const interest = halfUp(balance * monthlyRate);
    const amortization = k === count ? balance : payment - interest;
    balance -= amortization;
    rows.push({ payment: interest + amortization, interest, amortization });
  }
  return rows;
}

/** IOF for individuals (Decreto 6.306/2007 art. 7): daily part per instalment + 0,38% once. */
export function iofFor(parts: { amortization: number; days: number }[]): number {
  const daily = parts.reduce(
    (sum, p) => sum + halfUp((p.amortization * 82 * Math.min(p.days, 365)) / 1_000_000),
    0,
  );
  const principal = parts.reduce((sum, p) => sum + p.amortization, 0);
  return daily + halfUp((principal * 38) / 10_000);
}

/**
 * The annual rate r solving sum amount_k (1 + r)^(-days_k/365) = released: Newton steps from 50%
 * a year, each kept inside the bracket [low, high] that holds the root (bisection when a step
 * would leave it), until the bracket or the step is under 1e-12.
 */
export function annualIrr(released: number, flows: { days: number; amount: number }[]): number {
  const f = (r: number) => flows.reduce((s, x) => s + x.amount * (1 + r) ** (-x.days / 365), 0) - released;
  const df = (r: number) =>
    flows.reduce((s, x) => s - (x.days / 365) * x.amount * (1 + r) ** (-x.days / 365 - 1), 0);
  let low = -0.99;
  let high = 1;
  while (f(high) > 0) high *= 2;
  let r = 0.5;
  for (let step = 0; step < 200; step++) {
    const value = f(r);
    if (value > 0) low = r;
    else high = r;
    let next = r - value / df(r);
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (Math.abs(next - r) < 1e-12 || high - low < 1e-12) return next;
    r = next;
  }
  return r;
}

/**
 * Checks the summary against this file's recomputation: price + insurance - down payment = the
 * requested amount, the schedule's dates and values, the IOF and its rate, the financed subtotal,
 * the totals to the centavo and the CET to its two decimals. `priceCents` is the phone's price as
 * the device screen showed it (the summary must show the same). Returns the insurance financed and
 * the CET found, for the journey's own assertions.
 */
export function checkSummary(
  s: SummaryFigures,
  priceCents: number,
  /** The bank's today in São Paulo, the day the proposal was released (bankToday). */
  releaseDate: string,
): { insuranceCents: number; cet: number } {
  expect(s.price).toBe(priceCents);
  expect(s.requested).toBe(s.price + s.insuranceValue - s.downPayment);
  expect(s.schedule).toHaveLength(s.installments);
  expect(s.schedule.map((r) => r.number)).toEqual(s.schedule.map((_, k) => k + 1));
  // Monthly from the first due date, counted from it (not chained).
  expect(s.schedule.map((r) => r.dueDate)).toEqual(s.schedule.map((_, k) => plusMonths(s.firstDate, k)));
  expect(s.schedule[0]?.value).toBe(s.installmentValue);

  // The Price table of the financed subtotal gives every value shown.
  const table = priceTable(s.subtotal, s.monthlyRate / 100, s.installments);
  expect(s.schedule.map((r) => r.value)).toEqual(table.map((r) => r.payment));

  // IOF on that schedule, financed: subtotal = requested + IOF.
  const iof = iofFor(
    table.map((r, k) => ({
      amortization: r.amortization,
      days: daysFrom(releaseDate, s.schedule[k]?.dueDate ?? ''),
    })),
  );
  expect(s.iof).toBe(iof);
  // Financing the IOF is a fixed point in centavos; when rounding leaves none, the principal is one
  // centavo over requested + IOF and that centavo is released with the credit (never a different tax).
  const extra = s.subtotal - s.requested - s.iof;
  expect([0, 1]).toContain(extra);
  expect(Math.abs(s.iofRate - (100 * s.iof) / s.requested)).toBeLessThanOrEqual(0.005 + 1e-9);

  // Totals to the centavo.
  const sum = s.schedule.reduce((t, r) => t + r.value, 0);
  expect(s.total).toBe(sum);
  expect(s.totalWithDown).toBe(sum + s.downPayment);

  // CET: FC0 is what pays for the phone; the values (interest, IOF, insurance inside) are the FCj.
  const released = priceCents - s.downPayment + extra;
  const rate = annualIrr(
    released,
    s.schedule.map((r) => ({ days: daysFrom(releaseDate, r.dueDate), amount: r.value })),
  );
  const back = s.schedule.reduce(
    (t, r) => t + r.value * (1 + rate) ** (-daysFrom(releaseDate, r.dueDate) / 365),
    0,
  );
  expect(Math.abs(back - released)).toBeLessThan(0.01);
  expect(Math.abs(rate * 100 - s.cet)).toBeLessThanOrEqual(0.005 + 1e-9);
  return { insuranceCents: s.insuranceValue, cet: rate };
}
