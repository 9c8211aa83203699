import { mod10, mod11Utility } from './check-digits.ts';
import type { BoletoReading, UtilityBoleto } from './types.ts';

const BLOCK = 11;

function checkerOf(valueId: string): ((digits: string) => number) | null {
  if (valueId === '6' || valueId === '7') return mod10;
  if (valueId === '8' || valueId === '9') return mod11Utility;
  return null;
}

/** 44-digit barcode -> 48-digit line: four blocks of 11, each followed by its check digit. */
export function utilityBarcodeToLine(barcode: string): string {
  const check = checkerOf(barcode[2] ?? '');
  if (!check) throw new RangeError('not a utility boleto value id');
  let line = '';
  for (let i = 0; i < 4; i++) {
    const block = barcode.slice(i * BLOCK, (i + 1) * BLOCK);
    line += block + check(block);
  }
  return line;
}

export function utilityLineToBarcode(line: string): string {
  let barcode = '';
  for (let i = 0; i < 4; i++) barcode += line.slice(i * (BLOCK + 1), i * (BLOCK + 1) + BLOCK);
  return barcode;
}

function readBarcode(barcode: string, line: string): BoletoReading {
  const valueId = barcode[2] ?? '';
  const check = checkerOf(valueId);
  if (!check) return { ok: false, problem: { reason: 'value-id' } };
  if (Number(barcode[3]) !== check(barcode.slice(0, 3) + barcode.slice(4))) {
    return { ok: false, problem: { reason: 'general' } };
  }
  const segment = Number(barcode[1]);
  // Segments 1 to 7 and 9 exist; 0 and 8 are not assigned.
  if (segment === 0 || segment === 8) return { ok: false, problem: { reason: 'segment' } };
  const boleto: UtilityBoleto = {
    kind: 'utility',
    barcode,
    line,
    segment,
    valueId: Number(valueId) as UtilityBoleto['valueId'],
    effectiveValue: valueId === '6' || valueId === '8',
    amount: Number(barcode.slice(4, 15)),
    companyField: barcode.slice(15),
  };
  return { ok: true, boleto };
}

/** Reads a 48-digit line: each block's digit (its modulus chosen by the third digit), then the general one. */
export function readUtilityLine(line: string): BoletoReading {
  const check = checkerOf(line[2] ?? '');
  if (!check) return { ok: false, problem: { reason: 'value-id' } };
  for (let i = 0; i < 4; i++) {
    const start = i * (BLOCK + 1);
    if (Number(line[start + BLOCK]) !== check(line.slice(start, start + BLOCK))) {
      return { ok: false, problem: { reason: 'field', field: i + 1 } };
    }
  }
  return readBarcode(utilityLineToBarcode(line), line);
}

export function readUtilityBarcode(barcode: string): BoletoReading {
  if (!checkerOf(barcode[2] ?? '')) return { ok: false, problem: { reason: 'value-id' } };
  return readBarcode(barcode, utilityBarcodeToLine(barcode));
}

export interface UtilityBoletoParts {
  segment: number;
  valueId: 6 | 7 | 8 | 9;
  /** Centavos, at most 11 digits. */
  amount: number;
  /** 29 digits: the company or agency id and its own field. */
  companyField: string;
}

/** Writes a utility boleto's barcode (the sandbox's registry and the tests build theirs with it). */
export function buildUtilityBarcode(parts: UtilityBoletoParts): string {
  if (!/^\d{29}$/.test(parts.companyField)) throw new RangeError('the company field has 29 digits');
  if (!Number.isSafeInteger(parts.amount) || parts.amount < 0 || parts.amount > 99_999_999_999) {
    throw new RangeError(`amount out of the barcode's range: ${parts.amount}`);
  }
  const head = `8${parts.segment}${parts.valueId}`;
  const tail = `${String(parts.amount).padStart(11, '0')}${parts.companyField}`;
  const check = checkerOf(String(parts.valueId));
  if (!check) throw new RangeError('not a utility boleto value id');
  return `${head}${check(head + tail)}${tail}`;
}
