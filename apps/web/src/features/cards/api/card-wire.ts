import { type CardStatusGroup, CardStatusText, cardStatusGroupOf } from '@carteira/core/status';

/** A card as cartao/consultar-cartoes-por-chave-conta sends it (docs/bank-api.md, Cards). */
export interface WireCard {
  chaveDeCartao: string;
  nomeImpresso: string;
  cartaoNumero: string;
  cartaoDataExpiracao: string;
  descricaoStatusCartao: string;
  idStatusCartao: number;
  bandeira: number;
  bandeiraNome: string;
  fisico: boolean;
  permiteContactless: boolean;
}

/** A card as the pages show it (wallet.md section 3): the number masked to its last 4 digits. */
export interface Card {
  key: string;
  name: string;
  last4: string;
  /** Month and year without the slash, as the spec shows it (MMYY). */
  expiry: string;
  type: 'physical' | 'virtual';
  brand: string;
  status: string;
  group: CardStatusGroup;
  /** Blocked until the customer confirms it arrived (expiry, CVV, PIN). */
  awaitingArrival: boolean;
  blockedByCustomer: boolean;
  /** Blocked after 3 wrong card PINs: the account PIN, or a new card PIN by code, unblocks it. */
  blockedWrongPin: boolean;
}

export function toCard(w: WireCard): Card {
  return {
    key: w.chaveDeCartao,
    name: w.nomeImpresso,
    last4: w.cartaoNumero.replace(/\D/g, '').slice(-4),
    expiry: w.cartaoDataExpiracao.replace('/', ''),
    type: w.fisico ? 'physical' : 'virtual',
    brand: w.bandeiraNome,
    status: w.descricaoStatusCartao,
    group: cardStatusGroupOf(w.descricaoStatusCartao),
    awaitingArrival: w.descricaoStatusCartao === CardStatusText.BlockedForIssuance,
    blockedByCustomer: w.descricaoStatusCartao === CardStatusText.BlockedByCustomer,
    blockedWrongPin: w.descricaoStatusCartao === CardStatusText.BlockedWrongPassword,
  };
}
