import { formatDate } from '@carteira/core/calendar';
import { formatBRL, fromReais } from '@carteira/core/money';

/** Reais from the wire as the screens show them: R$ 1.234,56. */
export const brl = (reais: number) => formatBRL(fromReais(reais));

/** A São Paulo date-time (or date) from the wire as dd/mm/yyyy. */
export function shortDate(value: string | null): string {
  return value ? formatDate(value.slice(0, 10)) : '';
}
