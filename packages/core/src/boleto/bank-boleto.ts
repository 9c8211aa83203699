import type { IsoDate } from '../calendar/index.ts';
import { mod10, mod11Bank } from './check-digits.ts';
import { dueDateOfFactor } from './due-factor.ts';
import type { BankBoleto, BoletoReading } from './types.ts';

/** The line's three checked fields: [start, end) of the digits and the check digit's position. */
const LINE_FIELDS = [
  { start: 0, end: 9, dv: 9 },
  { start: 10, end: 20, dv: 20 },
  { start: 21, end: 31, dv: 31 },
] as const;
const REAL_CURRENCY = '9';

/** 47-digit line -> 44-digit barcode (the field check digits dropped, the parts back in place). */
export function bankLineToBarcode(line: string): string {
  return (
    line.slice(0, 4) +
    line[32] +
    line.slice(33, 47) +
    line.slice(4, 9) +
    line.slice(10, 20) +
    line.slice(21, 31)
  );
}

/** 44-digit barcode -> 47-digit line, computing each field's modulo 10 digit. */
export function bankBarcodeToLine(barcode: string): string {
  const f1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const f2 = barcode.slice(24, 34);
  const f3 = barcode.slice(34, 44);
  return `${f1}${mod10(f1)}${f2}${mod10(f2)}${f3}${mod10(f3)}${barcode[4]}${barcode.slice(5, 19)}`;
}

/** The barcode's general check digit, over its 43 other digits. */
export function bankGeneralDigit(barcode: string): number {
  return mod11Bank(barcode.slice(0, 4) + barcode.slice(5));
}

function readBarcode(barcode: string, line: string, reference: IsoDate): BoletoReading {
  if (Number(barcode[4]) !== bankGeneralDigit(barcode)) return { ok: false, problem: { reason: 'general' } };
  if (barcode[3] !== REAL_CURRENCY) return { ok: false, problem: { reason: 'currency' } };
  const dueFactor = Number(barcode.slice(5, 9));
  const boleto: BankBoleto = {
    kind: 'bank',
    barcode,
    line,
    bankCode: barcode.slice(0, 3),
    dueFactor,
    dueDate: dueDateOfFactor(dueFactor, reference),
    amount: Number(barcode.slice(9, 19)),
    freeField: barcode.slice(19),
  };
  return { ok: true, boleto };
}

/** Reads a 47-digit line: each field's modulo 10 digit, then the general modulo 11 digit. */
export function readBankLine(line: string, reference: IsoDate): BoletoReading {
  for (const [index, field] of LINE_FIELDS.entries()) {
    if (Number(line[field.dv]) !== mod10(line.slice(field.start, field.end))) {
      return { ok: false, problem: { reason: 'field', field: index + 1 } };
    }
  }
  return readBarcode(bankLineToBarcode(line), line, reference);
}

/** Reads a 44-digit bank barcode (its only check is the general digit). */
export function readBankBarcode(barcode: string, reference: IsoDate): BoletoReading {
  return readBarcode(barcode, bankBarcodeToLine(barcode), reference);
}

export interface BankBoletoParts {
  bankCode: string;
  dueFactor: number;
  /** Centavos, at most 10 digits. */
  amount: number;
  freeField: string;
}

/** Writes a bank boleto's barcode (the sandbox's registry and the tests build theirs with it). */
export function buildBankBarcode(parts: BankBoletoParts): string {
  if (!/^\d{3}$/.test(parts.bankCode) || !/^\d{25}$/.test(parts.freeField)) {
    throw new RangeError('a bank code has 3 digits and a free field 25');
  }
  if (!Number.isSafeInteger(parts.amount) || parts.amount < 0 || parts.amount > 9_999_999_999) {
    throw new RangeError(`amount out of the barcode's range: ${parts.amount}`);
  }
  const tail = `${String(parts.dueFactor).padStart(4, '0')}${String(parts.amount).padStart(10, '0')}${parts.freeField}`;
  const head = `${parts.bankCode}${REAL_CURRENCY}`;
  return `${head}${mod11Bank(head + tail)}${tail}`;
}
