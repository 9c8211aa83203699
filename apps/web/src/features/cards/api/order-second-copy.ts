import { bank } from '../../../lib/bank/bank.ts';
import { type Card, toCard, type WireCard } from './card-wire.ts';
import { useCardMutation } from './use-card-mutation.ts';

export type CopyReason = 'ROUBO' | 'PERDA' | 'DANIFICADO';

export interface SecondCopyInput {
  cardKey: string;
  reason: CopyReason;
  cep: string;
  number: string;
  complement: string;
}

export interface SecondCopy {
  card: Card;
  address: {
    street: string;
    number: string;
    complement: string;
    district: string;
    city: string;
    state: string;
    cep: string;
  };
}

/** cartao/solicitar-segunda-via-cartao-fisico (motivo): a new number, delivered to the address. */
export async function orderSecondCopy(input: SecondCopyInput): Promise<SecondCopy> {
  const r = await bank.call<{ cartao: WireCard; enderecoEntrega: Record<string, string> }>(
    'cartao/solicitar-segunda-via-cartao-fisico',
    {
      chaveDeCartao: input.cardKey,
      motivo: input.reason,
      cep: input.cep,
      numero: input.number,
      ...(input.complement.trim() ? { complemento: input.complement.trim() } : {}),
    },
  );
  return toOrderedCard(r);
}

/** The answer of a card ordered to an address (a second copy or a first card). */
export function toOrderedCard(r: { cartao: WireCard; enderecoEntrega: Record<string, string> }): SecondCopy {
  const a = r.enderecoEntrega;
  return {
    card: toCard(r.cartao),
    address: {
      street: a.rua ?? '',
      number: a.numero ?? '',
      complement: a.complemento ?? '',
      district: a.bairro ?? '',
      city: a.cidade ?? '',
      state: a.uf ?? '',
      cep: a.cep ?? '',
    },
  };
}

export const useOrderSecondCopy = () => useCardMutation(orderSecondCopy);
