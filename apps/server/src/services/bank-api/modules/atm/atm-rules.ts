/**
 * The bank's rules for a cash withdrawal at the shared ATM network. The spec leaves them open
 * (unbuilt-areas 4b); these are the bank's: the notes ATMs carry make any multiple of R$ 10 from
 * R$ 20 up, one withdrawal gives at most R$ 1.000,00, and each costs a fixed R$ 6,50 (the tariff
 * table of Res. CMN 3.919/2010 lets a bank charge withdrawals at another network's ATMs).
 */
export const ATM_MIN = 2_000;
export const ATM_MAX = 100_000;
export const ATM_STEP = 1_000;
export const ATM_FEE = 650;

export type AtmAmountProblem = 'min' | 'max' | 'step';

/** What is wrong with an amount of cash in centavos; null when an ATM may give it. */
export function atmAmountProblem(amount: number): AtmAmountProblem | null {
  if (amount < ATM_MIN) return 'min';
  if (amount > ATM_MAX) return 'max';
  return amount % ATM_STEP === 0 ? null : 'step';
}

/** The fee of one withdrawal of `amount` centavos (the same for any amount). */
export function atmFee(_amount: number): number {
  return ATM_FEE;
}
