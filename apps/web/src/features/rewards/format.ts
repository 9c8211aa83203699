import { formatBRL, fromReais } from '@carteira/core/money';

/** Reais from the wire as the screens show them: R$ 1.234,56. */
export const brl = (reais: number) => formatBRL(fromReais(reais));

/** A São Paulo date-time (or date) from the wire as dd/mm/yyyy. */
export function shortDate(value: string | null): string {
  if (!value) return '';
  const [y, m, d] = value.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
}
