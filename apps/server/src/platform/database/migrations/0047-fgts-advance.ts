import { type Kysely, sql } from 'kysely';

// Frozen in time: the FGTS anniversary-withdrawal advance (antecipação do saque-aniversário). A
// proposal keeps the simulation it was made from; a face check stands for the customer's selfie at the
// identity provider; a contract is made from one proposal once (unique), its yearly instalments are
// paid by the FGTS operator on each anniversary. Codes may now also confirm an advance.

const PURPOSES = [
  'password-reset',
  'pin-reset',
  'card-unblock',
  'new-device',
  'account-cancel',
  'email-change',
  'phone-change',
  'address-change',
];
const check = (purposes: readonly string[]) =>
  sql.raw(`check (purpose in (${purposes.map((p) => `'${p}'`).join(', ')}))`);

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('fgts_proposal')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('requested', 'bigint', (c) => c.notNull().check(sql`requested > 0`))
    .addColumn('simulation', 'jsonb', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ABERTA', 'CONTRATADA')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('fgts_face_auth')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('alive', 'boolean', (c) => c.notNull())
    .addColumn('message_code', 'integer', (c) => c.notNull())
    .addColumn('provider_request_id', 'text', (c) => c.notNull())
    .addColumn('device', 'jsonb')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('fgts_contract')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('proposal_id', 'text', (c) => c.notNull().unique().references('fgts_proposal.id'))
    .addColumn('customer_id', 'text', (c) => c.notNull().references('customer.id'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('account.id'))
    .addColumn('face_auth_id', 'text', (c) => c.notNull().references('fgts_face_auth.id'))
    .addColumn('localizador', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ATIVO', 'LIQUIDADO', 'CANCELADO')`))
    .addColumn('prazo', 'integer', (c) => c.notNull().check(sql`prazo between 1 and 5`))
    .addColumn('released', 'bigint', (c) => c.notNull().check(sql`released > 0`))
    .addColumn('financed', 'bigint', (c) => c.notNull().check(sql`financed >= released`))
    .addColumn('iof', 'bigint', (c) => c.notNull().check(sql`iof >= 0`))
    .addColumn('total_receivables', 'bigint', (c) => c.notNull())
    .addColumn('monthly_rate', 'numeric(10, 8)', (c) => c.notNull())
    .addColumn('annual_rate', 'numeric(10, 8)', (c) => c.notNull())
    .addColumn('cet_annual', 'numeric(12, 8)', (c) => c.notNull())
    .addColumn('movement_id', 'text', (c) => c.notNull().unique().references('movement.id'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fgts_contract_customer_idx')
    .on('fgts_contract')
    .columns(['customer_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('fgts_contract_instalment')
    .addColumn('contract_id', 'text', (c) => c.notNull().references('fgts_contract.id'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('withdrawal', 'bigint', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull().check(sql`value between 10000 and 50000`))
    .addColumn('present_value', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('ABERTA', 'PAGA')`))
    .addColumn('paid_at', 'timestamptz')
    .addColumn('movement_id', 'text', (c) => c.unique().references('movement.id'))
    .addPrimaryKeyConstraint('fgts_contract_instalment_pk', ['contract_id', 'number'])
    .execute();
  await sql`alter table credential_code drop constraint credential_code_purpose_check`.execute(db);
  await sql`alter table credential_code add constraint credential_code_purpose_check ${check([
    ...PURPOSES,
    'fgts-advance',
  ])}`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from credential_code where purpose = 'fgts-advance'`.execute(db);
  await sql`alter table credential_code drop constraint credential_code_purpose_check`.execute(db);
  await sql`alter table credential_code add constraint credential_code_purpose_check ${check(PURPOSES)}`.execute(
    db,
  );
  await db.schema.dropTable('fgts_contract_instalment').execute();
  await db.schema.dropTable('fgts_contract').execute();
  await db.schema.dropTable('fgts_face_auth').execute();
  await db.schema.dropTable('fgts_proposal').execute();
}
