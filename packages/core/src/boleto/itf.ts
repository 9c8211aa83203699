/**
 * Interleaved 2 of 5 (ITF), the symbology of the boleto barcode (FEBRABAN: 44 digits, narrow to wide
 * 1:3). Each digit is five elements, two wide; a pair of digits interleaves the first's bars with the
 * second's spaces. Returns the element widths in narrow units, starting with a bar.
 */
const PATTERNS = ['00110', '10001', '01001', '11000', '00101', '10100', '01100', '00011', '10010', '01010'];
const WIDE = 3;

export function itfWidths(digits: string): number[] {
  if (!/^\d*$/.test(digits) || digits.length % 2 !== 0) {
    throw new RangeError('ITF encodes an even number of digits');
  }
  const widths = [1, 1, 1, 1]; // start: bar, space, bar, space
  for (let i = 0; i < digits.length; i += 2) {
    const bars = PATTERNS[Number(digits[i])] ?? '';
    const spaces = PATTERNS[Number(digits[i + 1])] ?? '';
    for (let k = 0; k < 5; k++) {
      widths.push(bars[k] === '1' ? WIDE : 1, spaces[k] === '1' ? WIDE : 1);
    }
  }
  widths.push(WIDE, 1, 1); // stop: wide bar, space, bar
  return widths;
}
