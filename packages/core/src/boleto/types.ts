import type { IsoDate } from '../calendar/index.ts';

/** A bank boleto (boleto de cobrança), read from its 44-digit barcode or 47-digit line. */
export interface BankBoleto {
  kind: 'bank';
  /** The 44 digits of the barcode. */
  barcode: string;
  /** The 47 digits of the typable line (linha digitável). */
  line: string;
  /** COMPE code of the beneficiary's bank, 3 digits. */
  bankCode: string;
  /** 0 when the boleto carries no due date. */
  dueFactor: number;
  /** The factor resolved to the date nearest the reference day; null without a due date. */
  dueDate: IsoDate | null;
  /** Centavos; 0 when the payer informs the amount. */
  amount: number;
  /** The 25-digit free field, the beneficiary bank's own. */
  freeField: string;
}

/** A utility or tax boleto (arrecadação), starting with 8: 44-digit barcode or 48-digit line. */
export interface UtilityBoleto {
  kind: 'utility';
  barcode: string;
  line: string;
  /** 1 city halls, 2 sanitation, 3 power and gas, 4 telecom, 5 government, 6 others, 7 traffic fines, 9 bank use. */
  segment: number;
  /** Third digit: 6 or 7 checked with modulo 10, 8 or 9 with modulo 11; 6 and 8 carry an amount in reais. */
  valueId: 6 | 7 | 8 | 9;
  /** Whether `amount` is money (valueId 6 or 8) or a reference quantity (7 or 9). */
  effectiveValue: boolean;
  /** Centavos (positions 5 to 15 of the barcode). */
  amount: number;
  /** Company or agency id and its free field: the barcode's positions 16 to 44. */
  companyField: string;
}

export type Boleto = BankBoleto | UtilityBoleto;

/**
 * Why a code was refused. `field` numbers the group of the line as printed on the slip: 1 to 3
 * for a bank boleto's fields (field 4 is the general digit), 1 to 4 for a utility boleto's blocks.
 */
export type BoletoProblem =
  | { reason: 'empty' }
  | { reason: 'length'; length: number }
  | { reason: 'field'; field: number }
  | { reason: 'general' }
  | { reason: 'currency' }
  | { reason: 'value-id' }
  | { reason: 'segment' };

export type BoletoReading = { ok: true; boleto: Boleto } | { ok: false; problem: BoletoProblem };
