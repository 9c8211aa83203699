import { type Centavos, fromReais } from '@carteira/core/money';
import { z } from 'zod';

function isReais(value: number): boolean {
  try {
    fromReais(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * A wire amount in reais (12.34) with at most two decimals, read as Centavos: the one place the
 * server turns the wire's decimal reais into integer money. `bounds` adds the field's own range.
 */
export function reais(bounds: (n: z.ZodNumber) => z.ZodNumber = (n) => n) {
  return bounds(z.number())
    .refine(isReais, 'deve ter no máximo duas casas decimais')
    .transform((v): Centavos => fromReais(v));
}
