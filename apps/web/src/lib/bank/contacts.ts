import { PixKeyType } from '@carteira/core/pix';
import { bank } from './bank.ts';

/** A contact's key as the bank sends it (favorito/, docs/bank-api.md "Contacts"). */
export interface WireContactKey {
  chaveId: string;
  tipoChavePix: number | null;
  chavePix: string | null;
  codigoOuISPB: string | null;
  agencia: string | null;
  conta: string | null;
  tipoDeConta: number | null;
}

export interface WireContact {
  favoritoId: string;
  identificacaoFiscal: string;
  nomeCompleto: string;
  apelido: string | null;
  chaves: WireContactKey[] | null;
}

export type ContactKeyType =
  | typeof PixKeyType.CPF
  | typeof PixKeyType.CNPJ
  | typeof PixKeyType.PHONE
  | typeof PixKeyType.EMAIL
  | typeof PixKeyType.EVP;

export type AccountType = 1 | 2 | 3 | 4;

/** One way to pay a contact: a Pix key of a type, or an agency and account at an institution. */
export type ContactKey =
  | { id: string; kind: 'pix'; keyType: ContactKeyType; key: string }
  | {
      id: string;
      kind: 'account';
      institution: string;
      agency: string;
      account: string;
      accountType: AccountType;
    };

export interface Contact {
  id: string;
  /** CPF (11) or CNPJ (14), unformatted. */
  taxId: string;
  name: string;
  nickname: string;
  keys: ContactKey[];
}

const KEY_TYPES: readonly number[] = [
  PixKeyType.CPF,
  PixKeyType.CNPJ,
  PixKeyType.PHONE,
  PixKeyType.EMAIL,
  PixKeyType.EVP,
];

/** A key the app can use, or null for one it cannot read (left out rather than shown broken). */
export function toContactKey(k: WireContactKey): ContactKey | null {
  if (k.chavePix && k.tipoChavePix !== null && KEY_TYPES.includes(k.tipoChavePix)) {
    return { id: k.chaveId, kind: 'pix', keyType: k.tipoChavePix as ContactKeyType, key: k.chavePix };
  }
  if (k.codigoOuISPB && k.agencia && k.conta) {
    const type = k.tipoDeConta ?? 1;
    return {
      id: k.chaveId,
      kind: 'account',
      institution: k.codigoOuISPB,
      agency: k.agencia,
      account: k.conta,
      accountType: (type >= 1 && type <= 4 ? type : 1) as AccountType,
    };
  }
  return null;
}

/**
 * A contact as the app shows it, or null when it has no usable key: wallet.md section 9, a contact
 * list must be non-empty.
 */
export function toContact(w: WireContact): Contact | null {
  const keys = (w.chaves ?? []).map(toContactKey).filter((k): k is ContactKey => k !== null);
  if (keys.length === 0) return null;
  return {
    id: w.favoritoId,
    taxId: w.identificacaoFiscal,
    name: w.nomeCompleto,
    nickname: w.apelido ?? '',
    keys,
  };
}

/** The name a contact is listed under: its nickname, else its full name. */
export function contactLabel(c: Pick<Contact, 'name' | 'nickname'>): string {
  return c.nickname || c.name;
}

export interface ContactPage {
  contacts: Contact[];
  total: number;
  pages: number;
}

/** favorito/consultar-favoritos: the customer's contacts by name, filtered by name or nickname. */
export async function fetchContacts(filter = '', page = 1, pageSize = 100): Promise<ContactPage> {
  const r = await bank.call<{
    favoritos: WireContact[] | null;
    totalDeRegistros: number;
    totalDePaginas: number;
  }>('favorito/consultar-favoritos', {
    ordenacao: 'ASC',
    ...(filter.trim() ? { nome: filter.trim() } : {}),
    pagina: page,
    tamanhoPagina: pageSize,
  });
  return {
    contacts: (r.favoritos ?? []).map(toContact).filter((c): c is Contact => c !== null),
    total: r.totalDeRegistros ?? 0,
    pages: r.totalDePaginas ?? 1,
  };
}

/** Query-key root of the contacts, shared so a feature may refresh them without importing another. */
export const contactsScope = (clientKey: string) => ['customer', clientKey, 'contacts'] as const;

/**
 * What a receipt hands to /saveContactFromTransaction (navigation state): the beneficiary's name and
 * the key or account paid. The directory shows a CPF or CNPJ masked, so the full one comes only from
 * a CPF or CNPJ key or from an account payment, where the customer typed it.
 */
export interface SaveContactDraft {
  name: string;
  taxId?: string;
  maskedTaxId?: string;
  key?: { keyType: number; key: string };
  account?: { institution: string; agency: string; account: string; accountType: AccountType };
}
