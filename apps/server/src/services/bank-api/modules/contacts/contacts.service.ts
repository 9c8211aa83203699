import { isValidName } from '@carteira/core/br';
import type { Executor } from '../../bank-database.ts';
import { contactKeyNotFound, contactLimit, contactNotFound, invalidContact } from './contacts.errors.ts';
import {
  addKey,
  countContacts,
  countKeys,
  deleteContactRow,
  deleteKeyRow,
  findContactByTaxId,
  findOwnedContact,
  insertContact,
  listKeys,
  lockCustomer,
  pageOfContacts,
  pageOfKeys,
  updateContactRow,
} from './contacts.repository.ts';
import {
  type CreateContactInput,
  type ListContactsInput,
  MAX_CONTACTS,
  MAX_KEYS_PER_CONTACT,
} from './contacts.schemas.ts';
import type { ContactKeyTable, ContactTable } from './contacts.table.ts';

type KeyRow = Omit<ContactKeyTable, 'tipo_de_conta' | 'created_at' | 'seq'> & { tipo_de_conta: number };
type ContactRow = Pick<ContactTable, 'id' | 'tax_id' | 'nome' | 'apelido'>;

/** A key on the wire (wallet.md section 3): the fields of the other kind are null. */
export function keyAnswer(k: KeyRow) {
  return {
    chaveId: k.id,
    tipoChavePix: k.tipo_chave_pix,
    chavePix: k.chave_pix,
    codigoOuISPB: k.codigo_ou_ispb,
    agencia: k.agencia,
    conta: k.conta,
    tipoDeConta: k.tipo_de_conta,
  };
}

export function contactAnswer(c: ContactRow, keys: readonly KeyRow[]) {
  return {
    favoritoId: c.id,
    identificacaoFiscal: c.tax_id,
    nomeCompleto: c.nome,
    apelido: c.apelido,
    chaves: keys.map(keyAnswer),
  };
}

function pages(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / size));
}

async function ownedOrRefuse(db: Executor, customerId: string, contactId: string) {
  const contact = await findOwnedContact(db, customerId, contactId);
  if (!contact) throw contactNotFound();
  return contact;
}

async function withKeys(db: Executor, contact: ContactRow) {
  return contactAnswer(contact, await listKeys(db, [contact.id]));
}

/**
 * A new contact, or new keys for the contact already kept under this CPF or CNPJ (a key it already
 * has is not added twice; a given nickname replaces the old one). Caps: MAX_CONTACTS contacts per
 * customer, MAX_KEYS_PER_CONTACT keys per contact.
 */
export async function createContact(trx: Executor, customerId: string, input: CreateContactInput) {
  await lockCustomer(trx, customerId);
  let contact = await findContactByTaxId(trx, customerId, input.identificacaoFiscal);
  if (!contact) {
    if ((await countContacts(trx, customerId)) >= MAX_CONTACTS) {
      throw contactLimit(`Máximo de ${MAX_CONTACTS} contatos`);
    }
    const id = await insertContact(trx, {
      customerId,
      taxId: input.identificacaoFiscal,
      nome: input.nomeCompleto,
      apelido: input.apelido ?? null,
    });
    contact = await ownedOrRefuse(trx, customerId, id);
  } else if (input.apelido !== undefined && input.apelido !== null) {
    await updateContactRow(trx, contact.id, { apelido: input.apelido });
    contact = { ...contact, apelido: input.apelido };
  }
  for (const key of input.chaves) await addKey(trx, contact.id, key);
  if ((await countKeys(trx, contact.id)) > MAX_KEYS_PER_CONTACT) {
    throw contactLimit(`Máximo de ${MAX_KEYS_PER_CONTACT} chaves por contato`);
  }
  return withKeys(trx, contact);
}

export async function listContacts(db: Executor, customerId: string, input: ListContactsInput) {
  const { total, rows } = await pageOfContacts(db, customerId, {
    filter: input.nome || undefined,
    direction: input.ordenacao === 'DESC' ? 'desc' : 'asc',
    limit: input.tamanhoPagina,
    offset: (input.pagina - 1) * input.tamanhoPagina,
  });
  const keys = await listKeys(
    db,
    rows.map((r) => r.id),
  );
  return {
    favoritos: rows.map((r) =>
      contactAnswer(
        r,
        keys.filter((k) => k.contact_id === r.id),
      ),
    ),
    pagina: input.pagina,
    tamanhoPagina: input.tamanhoPagina,
    totalDeRegistros: total,
    totalDePaginas: pages(total, input.tamanhoPagina),
  };
}

export async function contactKeys(
  db: Executor,
  customerId: string,
  input: { favoritoId: string; pagina: number; tamanhoPagina: number },
) {
  const contact = await ownedOrRefuse(db, customerId, input.favoritoId);
  const total = await countKeys(db, contact.id);
  const keys = await pageOfKeys(
    db,
    contact.id,
    input.tamanhoPagina,
    (input.pagina - 1) * input.tamanhoPagina,
  );
  return {
    ...contactAnswer(contact, keys),
    pagina: input.pagina,
    tamanhoPagina: input.tamanhoPagina,
    totalDeRegistros: total,
    totalDePaginas: pages(total, input.tamanhoPagina),
  };
}

/** A contact keeps at least one key: the last one goes with the contact (excluir-contato-favorito). */
export async function deleteContactKey(
  trx: Executor,
  customerId: string,
  input: { favoritoId: string; chaveId: string },
) {
  await lockCustomer(trx, customerId);
  const contact = await ownedOrRefuse(trx, customerId, input.favoritoId);
  const keys = await listKeys(trx, [contact.id]);
  if (!keys.some((k) => k.id === input.chaveId)) throw contactKeyNotFound();
  if (keys.length === 1) {
    throw invalidContact('o contato deve ter ao menos uma chave; para removê-la, exclua o contato');
  }
  if (!(await deleteKeyRow(trx, contact.id, input.chaveId))) throw contactKeyNotFound();
  return withKeys(trx, contact);
}

export async function deleteContact(trx: Executor, customerId: string, favoritoId: string) {
  await lockCustomer(trx, customerId);
  const contact = await ownedOrRefuse(trx, customerId, favoritoId);
  await deleteContactRow(trx, contact.id);
  return { favoritoId: contact.id };
}

export async function updateContact(
  trx: Executor,
  customerId: string,
  input: { favoritoId: string; nomeCompleto?: string | undefined; apelido?: string | null | undefined },
) {
  await lockCustomer(trx, customerId);
  const contact = await ownedOrRefuse(trx, customerId, input.favoritoId);
  if (input.nomeCompleto !== undefined && contact.tax_id.length === 11 && !isValidName(input.nomeCompleto)) {
    throw invalidContact("o campo 'nomeCompleto' deve ter só letras e espaços");
  }
  const changes = {
    ...(input.nomeCompleto !== undefined ? { nome: input.nomeCompleto } : {}),
    ...(input.apelido !== undefined ? { apelido: input.apelido } : {}),
  };
  await updateContactRow(trx, contact.id, changes);
  return withKeys(trx, { ...contact, ...changes });
}
