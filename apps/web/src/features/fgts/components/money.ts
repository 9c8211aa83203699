import { type Centavos, formatBRL, formatPercent, fromReais } from '@carteira/core/money';

/** Wire reais as R$ text. */
export const brl = (reais: number) => formatBRL(fromReais(reais) as Centavos);

/** A typed amount ("600", "600,50", "1.200,00") as wire reais, or null. */
export function parseTypedReais(text: string): number | null {
  const clean = text.replace(/[R$\s.]/g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(clean)) return null;
  return Number(clean);
}

/** A rate as every screen writes it, in both languages (decision 0014): 1,79. */
export const rate = (value: number) => formatPercent(value);
