import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { addDays } from '../calendar/index.ts';
import {
  bankBarcodeToLine,
  buildBankBarcode,
  buildUtilityBarcode,
  dueFactorOf as dueFactorOfDate,
  formatBoletoLine,
  mod10,
  mod11Bank,
  mod11Utility,
  readBoleto,
  utilityBarcodeToLine,
} from './index.ts';

// Published examples: a Banco do Brasil line and a telecom utility line (modulo 10 by its third
// digit 6). Other lines often quoted as examples (a Caixa one, a sanitation one) fail their own
// check digits, here and in the independent library alike, so they are not used.
const BB_LINE = '00190.00009 01149.718601 68524.522114 6 75860000102656';
const TELECOM_LINE = '84610000000-5 24610029110-2 00546033900-4 69589506108-0';
const TODAY = '2026-11-25';

function read(input: string, reference = TODAY) {
  const reading = readBoleto(input, reference);
  if (!reading.ok) throw new Error(`refused: ${JSON.stringify(reading.problem)}`);
  return reading.boleto;
}

function problem(input: string) {
  const reading = readBoleto(input, TODAY);
  return reading.ok ? null : reading.problem;
}

/** The digits with the one at `index` replaced by the next digit. */
function bump(digits: string, index: number): string {
  return digits.slice(0, index) + String((Number(digits[index]) + 1) % 10) + digits.slice(index + 1);
}

const digitsOf = (text: string) => text.replace(/\D/g, '');

describe('check digits', () => {
  it('modulo 10: weights 2,1 from the right, digits of each product summed', () => {
    // The three fields of the BB example carry 9, 1 and 4.
    expect(mod10('001900000')).toBe(9);
    expect(mod10('0114971860')).toBe(1);
    expect(mod10('6852452211')).toBe(4);
    expect(mod10('0')).toBe(0);
  });
  it('bank modulo 11: 11 - remainder, and 0, 10 and 11 become 1', () => {
    expect(mod11Bank('0')).toBe(1); // remainder 0 -> 11 -> 1
    expect(mod11Bank('6')).toBe(1); // 12: remainder 1 -> 10 -> 1
    expect(mod11Bank('1')).toBe(9); // 2: remainder 2 -> 9
    expect(mod11Bank('5')).toBe(1); // 10: remainder 10 -> 1
  });
  it('utility modulo 11: remainders 0 and 1 give 0, 10 gives 1, else 11 - remainder', () => {
    expect(mod11Utility('0')).toBe(0);
    expect(mod11Utility('6')).toBe(0); // remainder 1
    expect(mod11Utility('5')).toBe(1); // remainder 10
    expect(mod11Utility('1')).toBe(9); // remainder 2
  });
});

describe('bank boletos', () => {
  it('reads the BB example: bank, amount, factor 7586 = 15/07/2018', () => {
    const boleto = read(BB_LINE);
    expect(boleto).toMatchObject({
      kind: 'bank',
      bankCode: '001',
      amount: 102656,
      dueFactor: 7586,
      dueDate: '2018-07-15',
      barcode: '00196758600001026560000001149718606852452211',
    });
  });
  it('reads the same boleto from its 44-digit barcode and gives its line back', () => {
    const boleto = read('00196758600001026560000001149718606852452211');
    expect(boleto.line).toBe(digitsOf(BB_LINE));
    expect(boleto.amount).toBe(102656);
  });
  it('names the field whose digit is wrong', () => {
    const line = digitsOf(BB_LINE);
    expect(problem(bump(line, 9))).toEqual({ reason: 'field', field: 1 });
    expect(problem(bump(line, 3))).toEqual({ reason: 'field', field: 1 });
    expect(problem(bump(line, 15))).toEqual({ reason: 'field', field: 2 });
    expect(problem(bump(line, 31))).toEqual({ reason: 'field', field: 3 });
    // The amount is in field 5, covered only by the general digit (field 4).
    expect(problem(bump(line, 46))).toEqual({ reason: 'general' });
    expect(problem(bump(line, 32))).toEqual({ reason: 'general' });
  });
  it('refuses a barcode whose general digit is wrong, and a currency other than real', () => {
    expect(problem(bump('00196758600001026560000001149718606852452211', 4))).toEqual({ reason: 'general' });
    const dollars = buildBankBarcode({
      bankCode: '001',
      dueFactor: 1000,
      amount: 1,
      freeField: '0'.repeat(25),
    });
    const other = `${dollars.slice(0, 3)}0${dollars.slice(4)}`;
    const withDigit = other.slice(0, 4) + mod11Bank(other.slice(0, 4) + other.slice(5)) + other.slice(5);
    expect(problem(withDigit)).toEqual({ reason: 'currency' });
  });
  it('refuses other lengths and an empty input', () => {
    expect(problem('')).toEqual({ reason: 'empty' });
    expect(problem(digitsOf(BB_LINE).slice(0, 46))).toEqual({ reason: 'length', length: 46 });
    // A 48-digit line starting with something other than 8 is no boleto.
    expect(problem(`${digitsOf(BB_LINE)}0`)).toEqual({ reason: 'length', length: 48 });
  });
  it('a written boleto reads back with its parts, and the independent library agrees', () => {
    for (let i = 0; i < 200; i++) {
      const dueFactor = 1000 + ((i * 431) % 9000);
      const amount = (i * 7919 + 1) % 1_000_000;
      const freeField = String(i * 104729).padStart(25, '0');
      const barcode = buildBankBarcode({ bankCode: '237', dueFactor, amount, freeField });
      const line = bankBarcodeToLine(barcode);
      const boleto = read(line);
      expect(boleto).toMatchObject({ barcode, bankCode: '237', dueFactor, amount, freeField });
      expect(isValidBoleto(line)).toBe(true);
      expect(getBoletoInfo(line, { referenceDate: new Date(2026, 10, 25) })?.amount).toBe(amount);
    }
  });
  it('the masks follow the slip', () => {
    expect(formatBoletoLine(digitsOf(BB_LINE))).toBe(BB_LINE);
    expect(formatBoletoLine('0019000009')).toBe('00190.00009');
    expect(formatBoletoLine(digitsOf(TELECOM_LINE))).toBe(TELECOM_LINE);
    expect(formatBoletoLine('00196758600001026560000001149718606852452211')).toBe(
      '00196758600001026560000001149718606852452211',
    );
  });
});

describe('utility boletos (arrecadação)', () => {
  it('reads the telecom example: segment 4, R$ 24,61, modulo 10', () => {
    expect(read(TELECOM_LINE)).toMatchObject({
      kind: 'utility',
      segment: 4,
      valueId: 6,
      effectiveValue: true,
      amount: 2461,
    });
  });
  it('reads the same boleto from its barcode', () => {
    const boleto = read(TELECOM_LINE);
    expect(boleto.barcode).toBe('84610000000246100291100054603390069589506108');
    expect(read(boleto.barcode).line).toBe(digitsOf(TELECOM_LINE));
  });
  it('names the block whose digit is wrong, and refuses a wrong general digit in a barcode', () => {
    const line = digitsOf(TELECOM_LINE);
    expect(problem(bump(line, 11))).toEqual({ reason: 'field', field: 1 });
    expect(problem(bump(line, 14))).toEqual({ reason: 'field', field: 2 });
    expect(problem(bump(line, 30))).toEqual({ reason: 'field', field: 3 });
    expect(problem(bump(line, 47))).toEqual({ reason: 'field', field: 4 });
    expect(problem(bump(read(line).barcode, 3))).toEqual({ reason: 'general' });
  });
  it('a digit 3 outside 6 to 9 is no utility boleto', () => {
    expect(problem(`835${'0'.repeat(45)}`)).toEqual({ reason: 'value-id' });
  });
  it('modulo 11 by the third digit 8: written boletos read back and the independent library agrees', () => {
    for (let i = 0; i < 200; i++) {
      const valueId = ([6, 7, 8, 9] as const)[i % 4] ?? 8;
      const segment = [1, 2, 3, 4, 5, 6, 7, 9][i % 8] ?? 1;
      const amount = (i * 7919 + 13) % 10_000_000;
      const companyField = String(i * 1_000_003).padStart(29, '0');
      const barcode = buildUtilityBarcode({ segment, valueId, amount, companyField });
      const line = utilityBarcodeToLine(barcode);
      expect(read(line)).toMatchObject({
        barcode,
        segment,
        valueId,
        amount,
        effectiveValue: valueId % 2 === 0,
      });
      expect(isValidBoleto(line)).toBe(true);
      expect(getBoletoInfo(line)?.amount).toBe(amount);
    }
  });
});

describe('the due-date factor (restarted at 1000 on 22/02/2025)', () => {
  const dueOn = (factor: number, reference: string) => {
    const barcode = buildBankBarcode({
      bankCode: '001',
      dueFactor: factor,
      amount: 100,
      freeField: '0'.repeat(25),
    });
    return read(barcode, reference);
  };
  it('1000 was 03/07/2000 and 9999 was 21/02/2025; 1000 again is 22/02/2025', () => {
    expect(dueOn(1000, '2000-07-01')).toMatchObject({ dueDate: '2000-07-03' });
    expect(dueOn(9999, '2025-02-20')).toMatchObject({ dueDate: '2025-02-21' });
    expect(dueOn(1000, '2025-02-20')).toMatchObject({ dueDate: '2025-02-22' });
    expect(dueOn(1002, TODAY)).toMatchObject({ dueDate: '2025-02-24' });
  });
  it('resolves to the date nearest the reference day, before or after it', () => {
    // Factor 9999 seen from 2025-03-10: 2025-02-21 (17 days ago), not 2049.
    expect(dueOn(9999, '2025-03-10')).toMatchObject({ dueDate: '2025-02-21' });
    // Factor 1000 seen from 2010: 2000-07-03, ten years back, is nearer than 2025-02-22.
    expect(dueOn(1000, '2010-01-01')).toMatchObject({ dueDate: '2000-07-03' });
    // The last date of the second cycle: 9999 again, 18999 days after the base.
    expect(dueOn(9999, '2049-10-01')).toMatchObject({ dueDate: addDays('1997-10-07', 18999) });
  });
  it('factor 0 means no due date', () => {
    expect(dueOn(0, TODAY)).toMatchObject({ dueFactor: 0, dueDate: null });
  });
  it('agrees with the independent library where its window and the nearest date coincide', () => {
    for (let offset = -2900; offset <= 2900; offset += 97) {
      const due = addDays(TODAY, offset);
      const barcode = buildBankBarcode({
        bankCode: '001',
        dueFactor: dueFactorOfDate(due),
        amount: 1,
        freeField: '0'.repeat(25),
      });
      expect(read(barcode)).toMatchObject({ dueDate: due });
      const theirs = getBoletoInfo(bankBarcodeToLine(barcode), { referenceDate: new Date(2026, 10, 25) });
      const d = theirs?.expirationDate;
      expect(
        d &&
          `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`,
      ).toBe(due);
    }
  });
});
