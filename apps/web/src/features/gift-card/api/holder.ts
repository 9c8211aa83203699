import { type Centavos, fromReais } from '@carteira/core/money';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { bank } from '../../../lib/bank/bank.ts';
import { GIFT_CARD_ORGANIZATION_UNIT_ID } from '../../../lib/environment.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { giftCardCall } from './gift-card-token.ts';

export type HolderStatus =
  | { status: 'NAO_CADASTRADO' }
  | { status: 'ATIVO'; gc_chaveDeCliente: string; nomeImpresso: string };

export interface HolderCard {
  key: string;
  number: string;
  printedName: string;
  amount: Centavos;
  status: 'DISPONIVEL' | 'RESGATADO' | 'VENCIDO';
  validUntil: string;
}

interface WireCard {
  chaveDeCartao: string;
  numeroCartao: string;
  nomeImpresso: string;
  valor: number;
  status: HolderCard['status'];
  validade: string;
}

const cardOf = (c: WireCard): HolderCard => ({
  key: c.chaveDeCartao,
  number: c.numeroCartao,
  printedName: c.nomeImpresso,
  amount: fromReais(c.valor),
  status: c.status,
  validUntil: c.validade,
});

export const giftCardKeys = {
  all: ['gift-card'] as const,
  holder: () => ['gift-card', 'holder'] as const,
  cards: () => ['gift-card', 'cards'] as const,
};

/** cliente/gc-verificar-status-cliente: whether the customer is a gift-card holder. */
export const fetchHolderStatus = () => giftCardCall<HolderStatus>('cliente/gc-verificar-status-cliente');

export function useHolderStatus() {
  return useQuery({ queryKey: giftCardKeys.holder(), queryFn: fetchHolderStatus });
}

/** conta/gc-consultar-contas: the holder's gift cards. */
export async function fetchHolderCards(): Promise<HolderCard[]> {
  const answer = await giftCardCall<{ contas: WireCard[] }>('conta/gc-consultar-contas');
  return answer.contas.map(cardOf);
}

export function useHolderCards(enabled: boolean) {
  return useQuery({ queryKey: giftCardKeys.cards(), queryFn: fetchHolderCards, enabled });
}

interface PersonalData {
  nome: string;
  email: string;
  dataNascimento: string;
  telefoneMovel: { ddd: string; numero: string };
}

/** cliente/obter-dados-pessoa-fisica-por-chave: the account's own data, which the holder's registration carries. */
export async function fetchPersonalData(): Promise<PersonalData> {
  return bank.call<PersonalData>('cliente/obter-dados-pessoa-fisica-por-chave', {
    chaveDeCliente: sessionStore.get()?.clientKey,
  });
}

export function usePersonalData(enabled: boolean) {
  return useQuery({ queryKey: ['gift-card', 'personal-data'], queryFn: fetchPersonalData, enabled });
}

/**
 * clientes/cartao-presente/cadastrar: registers the customer as a gift-card holder, with the account's own
 * data (the phone with a 0 before the area code), the PIN as primeiroPin, and the programme's unit.
 */
export async function registerHolder(input: { data: PersonalData; pin: string }) {
  const { data } = input;
  return giftCardCall<HolderStatus & { statusCriacao: string }>('clientes/cartao-presente/cadastrar', {
    nome: data.nome,
    dataNascimento: data.dataNascimento,
    celular: `0${data.telefoneMovel.ddd}${data.telefoneMovel.numero}`,
    ...(data.email ? { email: data.email } : {}),
    primeiroPin: input.pin,
    unidadeOrganizacionalId: GIFT_CARD_ORGANIZATION_UNIT_ID,
  });
}

/** gc-clientes/gc-cartao-presente/cadastrar: the gift card that came with the phone, issued to the holder. */
export async function issuePhoneCard(input: { holder: string; barcode: string }): Promise<HolderCard> {
  return cardOf(
    await giftCardCall<WireCard>('gc-clientes/gc-cartao-presente/cadastrar', {
      gc_chaveDeCliente: input.holder,
      barcode: input.barcode,
    }),
  );
}

export function useRegisterHolder() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['gift-card', 'register'],
    mutationFn: registerHolder,
    onSuccess: () => client.invalidateQueries({ queryKey: giftCardKeys.all }),
  });
}

export function useIssuePhoneCard() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['gift-card', 'issue'],
    mutationFn: issuePhoneCard,
    onSuccess: () => client.invalidateQueries({ queryKey: giftCardKeys.cards() }),
  });
}
