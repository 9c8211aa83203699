import type { Executor } from '../../bank-database.ts';
import type { BankSession } from '../../bank-route.ts';
import type { Address } from '../auth/auth.table.ts';
import { customerNotFound } from './account.errors.ts';
import { findCustomer } from './account.repository.ts';

const ADDRESS_FIELDS = ['rua', 'numero', 'complemento', 'bairro', 'cep', 'cidade', 'uf'] as const;

/** The mailing address on the wire: every field null when the customer has none (the app's NO ADDRESS). */
function mailingAddress(address: Address | null) {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, address ? address[f] : null])) as Record<
    (typeof ADDRESS_FIELDS)[number],
    string | null
  >;
}

/** The customer's own personal data; another customer's key answers like an unknown one. */
export async function personalData(db: Executor, session: BankSession, customerId: string) {
  if (customerId !== session.customerId) throw customerNotFound();
  const c = await findCustomer(db, customerId);
  if (!c) throw customerNotFound();
  const e = c.endereco;
  return {
    chaveDeCliente: c.id,
    nome: c.nome,
    apelido: c.apelido ?? '',
    identificacaoFiscal: c.cpf,
    email: c.email ?? '',
    dataNascimento: c.data_nascimento ?? '',
    telefoneMovel: { ddd: c.telefone_ddd ?? '', numero: c.telefone_numero ?? '' },
    endereco: {
      rua: e?.rua ?? '',
      numero: e?.numero ?? '',
      complemento: e?.complemento ?? '',
      bairro: e?.bairro ?? '',
      cep: e?.cep ?? '',
      cidade: e?.cidade ?? '',
      uf: e?.uf ?? '',
    },
    enderecoCorrespondencia: mailingAddress(c.endereco_correspondencia),
  };
}
