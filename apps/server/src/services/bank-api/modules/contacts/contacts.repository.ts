import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Executor } from '../../bank-database.ts';
import type { ContactKeyInput } from './contacts.schemas.ts';

/** Serializes a customer's contact writes (the cap and the one-contact-per-document rule). */
export async function lockCustomer(db: Executor, customerId: string): Promise<void> {
  await db.selectFrom('customer').select('id').where('id', '=', customerId).forUpdate().executeTakeFirst();
}

export function countContacts(db: Executor, customerId: string): Promise<number> {
  return db
    .selectFrom('contact')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

/** The contact when it is this customer's; undefined otherwise. */
export function findOwnedContact(db: Executor, customerId: string, contactId: string) {
  return db
    .selectFrom('contact')
    .selectAll()
    .where('id', '=', contactId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
}

export function findContactByTaxId(db: Executor, customerId: string, taxId: string) {
  return db
    .selectFrom('contact')
    .selectAll()
    .where('customer_id', '=', customerId)
    .where('tax_id', '=', taxId)
    .executeTakeFirst();
}

export async function insertContact(
  db: Executor,
  row: { customerId: string; taxId: string; nome: string; apelido: string | null },
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto('contact')
    .values({ id, customer_id: row.customerId, tax_id: row.taxId, nome: row.nome, apelido: row.apelido })
    .execute();
  return id;
}

export async function updateContactRow(
  db: Executor,
  contactId: string,
  changes: { nome?: string; apelido?: string | null },
): Promise<void> {
  await db
    .updateTable('contact')
    .set({ ...changes, updated_at: sql`now()` })
    .where('id', '=', contactId)
    .execute();
}

export async function deleteContactRow(db: Executor, contactId: string): Promise<void> {
  await db.deleteFrom('contact').where('id', '=', contactId).execute();
}

export function listKeys(db: Executor, contactIds: readonly string[]) {
  if (contactIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('contact_key')
    .selectAll()
    .where('contact_id', 'in', contactIds)
    .orderBy('seq')
    .execute();
}

export function countKeys(db: Executor, contactId: string): Promise<number> {
  return db
    .selectFrom('contact_key')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('contact_id', '=', contactId)
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
}

export function pageOfKeys(db: Executor, contactId: string, limit: number, offset: number) {
  return db
    .selectFrom('contact_key')
    .selectAll()
    .where('contact_id', '=', contactId)
    .orderBy('seq')
    .limit(limit)
    .offset(offset)
    .execute();
}

/** Adds the key unless the contact already has it; true when it was added. */
export async function addKey(db: Executor, contactId: string, key: ContactKeyInput): Promise<boolean> {
  const values =
    key.kind === 'pix'
      ? { tipo_chave_pix: key.tipoChavePix, chave_pix: key.chavePix }
      : {
          codigo_ou_ispb: key.codigoOuISPB,
          agencia: key.agencia,
          conta: key.conta,
          tipo_de_conta: key.tipoDeConta,
        };
  const existing = await db
    .selectFrom('contact_key')
    .select('id')
    .where('contact_id', '=', contactId)
    .where((eb) =>
      key.kind === 'pix'
        ? eb('chave_pix', '=', key.chavePix)
        : eb.and([
            eb('codigo_ou_ispb', '=', key.codigoOuISPB),
            eb('agencia', '=', key.agencia),
            eb('conta', '=', key.conta),
          ]),
    )
    .executeTakeFirst();
  if (existing) return false;
  await db
    .insertInto('contact_key')
    .values({ id: randomUUID(), contact_id: contactId, ...values })
    .execute();
  return true;
}

export async function deleteKeyRow(db: Executor, contactId: string, keyId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('contact_key')
    .where('id', '=', keyId)
    .where('contact_id', '=', contactId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * One page of the customer's contacts sorted by the name shown (nickname, else full name), with the
 * total. The filter matches the full name or the nickname, ignoring case.
 */
export async function pageOfContacts(
  db: Executor,
  customerId: string,
  options: { filter: string | undefined; direction: 'asc' | 'desc'; limit: number; offset: number },
) {
  let query = db.selectFrom('contact').where('customer_id', '=', customerId);
  if (options.filter) {
    const like = `%${options.filter.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([eb('nome', 'ilike', like), eb('apelido', 'ilike', like)]));
  }
  const total = await query
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
    .then((r) => Number(r.n));
  const rows = await query
    .selectAll()
    .orderBy(sql`lower(coalesce(apelido, nome))`, options.direction)
    .orderBy('id')
    .limit(options.limit)
    .offset(options.offset)
    .execute();
  return { total, rows };
}
