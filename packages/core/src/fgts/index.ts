/**
 * The FGTS anniversary-withdrawal advance (antecipação do saque-aniversário): the withdrawal table
 * (Lei 13.932/2019), the limits (Resolução CCFGTS 1.130/2025; wallet.md sections 5 and 9), the rate cap
 * (Resolução CCFGTS 958/2020 art. 5), the 7 days to withdraw (CDC art. 49), the present
 * value of the pledged anniversaries at the contract's monthly rate, the IOF and the CET (core/credit).
 */
export {
  type AdvanceFigures,
  type AdvanceInstalment,
  type AdvanceRefusal,
  type AdvanceSimulation,
  advanceFigures,
  anniversaryDates,
  discountedValue,
  type SimulateAdvanceInput,
  simulateAdvance,
} from './advance.ts';
export { advanceableInstalment, advanceRateAllowed, FGTS_LIMITS, maxAdvanceYears } from './limits.ts';
export { anniversaryWithdrawal, projectedWithdrawals, WITHDRAWAL_BRACKETS } from './withdrawal.ts';
export { withdrawalDeadline, withinWithdrawalPeriod } from './withdrawal-right.ts';
