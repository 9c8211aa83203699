/** What the payment rule reads of an instalment. */
export interface InstallmentStanding {
  number: number;
  paid: boolean;
  /** Due before today (São Paulo date) and not paid. */
  overdue: boolean;
}

/**
 * The instalments a customer may pay now: the next one still open (the lowest number not paid) and
 * any overdue one. Paying a later instalment ahead of time is an early settlement with its own
 * discount (CDC, art. 52 §2), which this rule does not offer. The server checks it; the app shows
 * the Pay button by it.
 */
export function payableInstallments(rows: readonly InstallmentStanding[]): Set<number> {
  const open = rows.filter((row) => !row.paid).sort((a, b) => a.number - b.number);
  const payable = new Set(open.filter((row) => row.overdue).map((row) => row.number));
  const next = open[0];
  if (next) payable.add(next.number);
  return payable;
}
