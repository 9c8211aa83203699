import { normalizeStatus } from './normalize.ts';

/**
 * Card status texts (descricaoStatusCartao) as our bank writes them. The classifier below also
 * reads other wordings of the same statuses.
 */
export const CardStatusText = {
  Unblocked: 'Desbloqueado',
  BlockedByCustomer: 'Bloqueado a pedido do cliente',
  BlockedWrongPassword: 'Bloqueado por senha incorreta',
  BlockedForIssuance: 'Bloqueado para emissão',
  CancelledFraud: 'Cancelado por fraude',
  CancelledJudicial: 'Cancelado por ordem judicial',
  CancelledTheft: 'Cancelado por roubo',
  CancelledLoss: 'Cancelado por perda',
  CancelledMisplacement: 'Cancelado por extravio',
  CancelledSuspectedFraud: 'Cancelado por suspeita de fraude',
  CancelledPld: 'Cancelado por PLD',
  CancelledDamage: 'Cancelado por dano',
  Cancelled: 'Cancelado',
  Deactivated: 'Desativado',
} as const;

export type CardStatusGroup = 'active' | 'userBlocked' | 'cancelled' | 'unknown';

const CANCELLED_WORDS = [
  'FRAUDE',
  'JUDICIAL',
  'ROUBO',
  'FURTO',
  'PERDA',
  'PERDIDO',
  'EXTRAVIO',
  'EXTRAVIADO',
  'PLD',
  'DANO',
  'DANIFICADO',
  'CANCELADO',
  'DESATIVADO',
];

/**
 * Card status text -> group (wallet.md section 4), read without regard to case or accents:
 * - cancelled: any mention of fraud (or suspected fraud), judicial request, theft, loss,
 *   misplacement, PLD, damage, cancelled or deactivated; checked first, so "Bloqueado por roubo"
 *   is cancelled;
 * - active: Desbloqueado;
 * - userBlocked (temporary): blocked at the customer's request, for a wrong password, or for
 *   issuance;
 * - anything else: unknown.
 */
export function cardStatusGroupOf(text: string | null | undefined): CardStatusGroup {
  const status = normalizeStatus(text);
  if (status === '') return 'unknown';
  const words = status.split(/[^A-Z0-9]+/);
  if (CANCELLED_WORDS.some((word) => words.includes(word))) return 'cancelled';
  if (status === 'DESBLOQUEADO') return 'active';
  if (words[0] === 'BLOQUEADO' || words[0] === 'BLOQUEIO') {
    if (status.includes('PEDIDO') || status.includes('CLIENTE')) return 'userBlocked';
    if (status.includes('SENHA')) return 'userBlocked';
    if (status.includes('EMISSAO')) return 'userBlocked';
  }
  return 'unknown';
}

/** The card list offers only unblocked or temporarily blocked cards, never cancelled ones. */
export function isCardOffered(group: CardStatusGroup): boolean {
  return group === 'active' || group === 'userBlocked';
}

export type CardBlockReason = 'temporary' | 'damaged' | 'stolen' | 'lost';

/** A temporary block can be undone by the customer; damaged, stolen and lost cancel the card. */
export function groupAfterBlock(reason: CardBlockReason): CardStatusGroup {
  return reason === 'temporary' ? 'userBlocked' : 'cancelled';
}
