import { normalizeStatus } from './normalize.ts';

export type RequestCategory = 'sent' | 'rejected' | 'approved' | 'cancelled' | 'active' | 'unknown';

/**
 * Request status display (salary portability and similar requests), from the request's status and
 * its sub-status at the clearing house:
 * - Em_Aberto: sent (rejected if the sub-status is Recusado);
 * - Aprovada: sent if A_Enviar or Enviada, rejected if Recusado, otherwise approved;
 * - Retida: sent (rejected if Recusado);
 * - Cancelada: cancelled;
 * - Efetivada: active;
 * - anything else: unknown.
 * Texts are compared without regard to case, accents, spaces or underscores.
 */
export function requestStatusOf(
  status: string | null | undefined,
  subStatus?: string | null | undefined,
): RequestCategory {
  const sub = normalizeStatus(subStatus);
  switch (normalizeStatus(status)) {
    case 'EM_ABERTO':
    case 'RETIDA':
      return sub === 'RECUSADO' ? 'rejected' : 'sent';
    case 'APROVADA':
      if (sub === 'A_ENVIAR' || sub === 'ENVIADA') return 'sent';
      return sub === 'RECUSADO' ? 'rejected' : 'approved';
    case 'CANCELADA':
      return 'cancelled';
    case 'EFETIVADA':
      return 'active';
    default:
      return 'unknown';
  }
}
