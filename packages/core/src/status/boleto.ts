import { compareIsoDates, toSaoPauloDate } from '../calendar/index.ts';
import { normalizeStatus } from './normalize.ts';

export type BoletoCategory = 'paid' | 'open' | 'expired' | 'cancelled' | 'boleto';

function dueBeforeToday(dueDate: string | null | undefined, today: string): boolean {
  if (!dueDate) return false;
  try {
    return compareIsoDates(toSaoPauloDate(dueDate), toSaoPauloDate(today)) < 0;
  } catch {
    return false;
  }
}

/**
 * Boleto status (wallet.md section 4), dates as São Paulo days:
 * - Pago: paid;
 * - Aberto: open, or expired when the due date is before today;
 * - Baixado or Float: expired when the due date has passed (is before today), else cancelled;
 * - anything else: a plain boleto.
 * Texts are compared without regard to case or accents; a missing or unreadable due date has not
 * passed.
 */
export function boletoStatusOf(
  status: string | null | undefined,
  dueDate: string | null | undefined,
  today: string,
): BoletoCategory {
  switch (normalizeStatus(status)) {
    case 'PAGO':
      return 'paid';
    case 'ABERTO':
      return dueBeforeToday(dueDate, today) ? 'expired' : 'open';
    case 'BAIXADO':
    case 'FLOAT':
      return dueBeforeToday(dueDate, today) ? 'expired' : 'cancelled';
    default:
      return 'boleto';
  }
}

/** The mapped boleto's direction letter: C paid, E expired or cancelled, B open; null for a plain boleto. */
export function boletoDirection(category: BoletoCategory): 'C' | 'E' | 'B' | null {
  switch (category) {
    case 'paid':
      return 'C';
    case 'expired':
    case 'cancelled':
      return 'E';
    case 'open':
      return 'B';
    default:
      return null;
  }
}
