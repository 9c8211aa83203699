export {
  type BankBoletoParts,
  bankBarcodeToLine,
  bankGeneralDigit,
  bankLineToBarcode,
  buildBankBarcode,
  readBankBarcode,
  readBankLine,
} from './bank-boleto.ts';
export { mod10, mod11Bank, mod11Utility } from './check-digits.ts';
export { DUE_FACTOR_BASE, DUE_FACTOR_CYCLE_DAYS, dueDateOfFactor, dueFactorOf } from './due-factor.ts';
export { formatBoletoLine } from './format-boleto.ts';
export { itfWidths } from './itf.ts';
export {
  BANK_BARCODE_LENGTH,
  BANK_LINE_LENGTH,
  expectedLineLength,
  readBoleto,
  UTILITY_LINE_LENGTH,
} from './read-boleto.ts';
export type { BankBoleto, Boleto, BoletoProblem, BoletoReading, UtilityBoleto } from './types.ts';
export {
  buildUtilityBarcode,
  readUtilityBarcode,
  readUtilityLine,
  type UtilityBoletoParts,
  utilityBarcodeToLine,
  utilityLineToBarcode,
} from './utility-boleto.ts';
