/**
 * The check digits of the boleto layouts (Carta-Circular BCB 2.926/2000 for bank boletos, FEBRABAN's
 * "Layout Padrão de Arrecadação/Recebimento com Utilização do Código de Barras" for utility ones).
 * Every function takes a string of digits and weighs it from the right.
 */

/** Modulo 10: weights 2, 1, 2, 1... from the right, the digits of each product summed; (10 - sum mod 10) mod 10. */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const product = Number(digits[digits.length - 1 - i]) * (i % 2 === 0 ? 2 : 1);
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** The weighted sum modulo 11 both layouts share: weights 2 to 9 cycling from the right. */
function mod11Remainder(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  return sum % 11;
}

/** The bank boleto's general check digit: 11 - remainder, where 0, 10 and 11 become 1. */
export function mod11Bank(digits: string): number {
  const dv = 11 - mod11Remainder(digits);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/** The utility boleto's modulo 11: remainder 0 or 1 gives 0, remainder 10 gives 1, else 11 - remainder. */
export function mod11Utility(digits: string): number {
  const remainder = mod11Remainder(digits);
  return remainder <= 1 ? 0 : 11 - remainder;
}
