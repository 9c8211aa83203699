import { type Centavos, centavos } from '@carteira/core/money';

/**
 * This bank's tariff table (Res. CMN 3.919/2010 lets a bank charge per operation, shown before the
 * customer confirms): the fee of each operation the app asks about (motivoTransacao). A TED to
 * another bank is free of charge at Carteira; the answer still carries the fee so the app shows it
 * before the PIN, and a fee set here later reaches every screen that asks.
 */
export const OPERATION_FEES = {
  TED: centavos(0),
} as const satisfies Record<string, Centavos>;

export type FeeOperation = keyof typeof OPERATION_FEES;

export function feeOf(operation: FeeOperation, _amount: Centavos): Centavos {
  return OPERATION_FEES[operation];
}
