import { stripCnpj } from '@carteira/core/br';
import { normalizePixKey } from '@carteira/core/pix';
import type { AccountType, ContactKeyType } from '../../../lib/bank/contacts.ts';

/** A key as the customer entered it, before the bank normalizes and checks it again. */
export type NewContactKey =
  | { kind: 'pix'; keyType: ContactKeyType; key: string }
  | { kind: 'account'; institution: string; agency: string; account: string; accountType: AccountType };

export interface NewContact {
  taxId: string;
  name: string;
  nickname: string;
  key: NewContactKey;
}

/** favorito/cadastrar-favorito's body: the key in its DICT form, digits only for an account. */
export function toWireNewContact(c: NewContact) {
  const key =
    c.key.kind === 'pix'
      ? { tipoChavePix: c.key.keyType, chavePix: normalizePixKey(c.key.keyType, c.key.key) }
      : {
          codigoOuISPB: c.key.institution.replace(/\D/g, ''),
          agencia: c.key.agency.replace(/\D/g, ''),
          conta: c.key.account.replace(/\D/g, ''),
          tipoDeConta: c.key.accountType,
        };
  const nickname = c.nickname.trim();
  return {
    identificacaoFiscal: stripCnpj(c.taxId),
    nomeCompleto: c.name.trim().replace(/\s+/g, ' '),
    ...(nickname ? { apelido: nickname } : {}),
    chaves: [key],
  };
}
