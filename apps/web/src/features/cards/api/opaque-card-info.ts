import { bank } from '../../../lib/bank/bank.ts';
import type { PhoneWalletCard } from '../../../native/bridge-types.ts';

interface OpaqueCardWire {
  chaveDeCartao: string;
  opaquePaymentCard: string;
  tsp: number;
  bandeira: number;
  ultimosDigitos: string;
  nomeImpresso: string;
  enderecoUsuario: unknown;
}

/** carteira-digital/opaque-card-info: the card as the phone wallet's push provisioning takes it. */
export async function fetchOpaqueCardInfo(cardKey: string): Promise<PhoneWalletCard> {
  const r = await bank.call<OpaqueCardWire>('carteira-digital/opaque-card-info', { chaveDeCartao: cardKey });
  return {
    cardKey: r.chaveDeCartao,
    opaquePaymentCard: r.opaquePaymentCard,
    tsp: r.tsp,
    brand: r.bandeira,
    last4: r.ultimosDigitos,
    printedName: r.nomeImpresso,
    address: r.enderecoUsuario,
  };
}
