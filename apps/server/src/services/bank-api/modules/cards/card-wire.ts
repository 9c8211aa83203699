import { type CardStatusGroup, CardStatusText, cardStatusGroupOf } from '@carteira/core/status';
import type { CardRow } from './cards.repository.ts';

/** idStatusCartao: this bank's numbering of the status texts (the spec gives the texts, not the ids). */
const STATUS_IDS: Record<string, number> = {
  [CardStatusText.Unblocked]: 1,
  [CardStatusText.BlockedByCustomer]: 2,
  [CardStatusText.BlockedWrongPassword]: 3,
  [CardStatusText.BlockedForIssuance]: 4,
  [CardStatusText.CancelledTheft]: 5,
  [CardStatusText.CancelledLoss]: 6,
  [CardStatusText.CancelledDamage]: 7,
  [CardStatusText.Cancelled]: 8,
};

/** The card networks (wallet.md section 3): ELO 12, VISA 4. */
export const BRAND_NAMES: Record<number, string> = { 12: 'ELO', 4: 'VISA' };

export function statusGroup(card: Pick<CardRow, 'status'>): CardStatusGroup {
  return cardStatusGroupOf(card.status);
}

/** A card as the list shows it: the number masked to its last 4 digits, the expiry as MM/AA. */
export function cardWire(card: CardRow) {
  return {
    chaveDeCartao: card.id,
    nomeImpresso: card.printed_name,
    cartaoNumero: `**** **** **** ${card.last4}`,
    cartaoDataExpiracao: `${String(card.expiry_month).padStart(2, '0')}/${String(card.expiry_year % 100).padStart(2, '0')}`,
    descricaoStatusCartao: card.status,
    idStatusCartao: STATUS_IDS[card.status] ?? 0,
    bandeira: card.brand,
    bandeiraNome: BRAND_NAMES[card.brand] ?? '',
    fisico: card.physical,
    /** categoria: this bank issues debit cards only here. */
    categoria: 'DEBITO',
    permiteContactless: card.contactless,
    motivo: card.reason,
  };
}
