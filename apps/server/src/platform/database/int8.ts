/**
 * int8 (bigint) columns hold centavos and counts. They come back from the driver as text; this turns
 * them into JS numbers and refuses any value a double cannot hold exactly, so a corrupt or absurd
 * amount fails loudly instead of being rounded.
 */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError('int8 value outside the safe integer range');
  return value;
}

export const INT8_OID = 20;
