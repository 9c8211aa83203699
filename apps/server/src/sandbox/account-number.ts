// TODO move to core: the account check digit rule belongs beside parseAccountNumber in core/br.
/** Modulo 11 check digit over the 7 base digits (weights 2..8 from the right; 10 and 11 become 0). */
export function accountCheckDigit(base: string): string {
  if (!/^\d{7}$/.test(base)) throw new RangeError('account base must be 7 digits');
  let sum = 0;
  for (let i = 0; i < 7; i++) sum += Number(base[6 - i]) * (i + 2);
  const dv = 11 - (sum % 11);
  return String(dv >= 10 ? 0 : dv);
}

export function accountNumber(base: string): string {
  return `${base}${accountCheckDigit(base)}`;
}
