import { type Kysely, sql } from 'kysely';

// Frozen in time: the bank's review of an application (decision 0029). After the terms an
// application is analysed (KYC, then CAF) by an outside analyst; only an approved one opens an
// account. The stage, when the analyst's answer comes due, how many times it was sent, the
// analyst's verdict and pendencies, when the applicant was told; and the e-mail's confirmation,
// with its code among the onboarding's one-time codes. Applications signed before this are approved.

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('onboarding')
    .addColumn('analysis_stage', 'text', (c) =>
      c.check(sql`analysis_stage in ('KYC', 'CAF', 'PENDENCIES', 'APPROVED', 'REFUSED')`),
    )
    .addColumn('analysis_due_at', 'timestamptz')
    .addColumn('analysis_attempts', 'integer', (c) =>
      c.notNull().defaultTo(0).check(sql`analysis_attempts >= 0`),
    )
    .addColumn('analysis_verdict', 'jsonb')
    .addColumn('analysis_told_at', 'timestamptz')
    .addColumn('email_verified_at', 'timestamptz')
    .execute();
  await sql`update onboarding set analysis_stage = 'APPROVED', analysis_told_at = terms_signed_at where terms_signed_at is not null`.execute(
    db,
  );
  await db.schema
    .createIndex('onboarding_analysis_due')
    .on('onboarding')
    .column('analysis_due_at')
    .where(sql.ref('analysis_stage'), 'in', ['KYC', 'CAF'])
    .execute();
  await sql`alter table onboarding_code drop constraint onboarding_code_purpose_check`.execute(db);
  await sql`alter table onboarding_code add constraint onboarding_code_purpose_check check (purpose in ('PHONE', 'TERMS', 'EMAIL'))`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: a frozen migration is typed against no schema
export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from onboarding_code where purpose = 'EMAIL'`.execute(db);
  await sql`alter table onboarding_code drop constraint onboarding_code_purpose_check`.execute(db);
  await sql`alter table onboarding_code add constraint onboarding_code_purpose_check check (purpose in ('PHONE', 'TERMS'))`.execute(
    db,
  );
  await db.schema.dropIndex('onboarding_analysis_due').execute();
  await db.schema
    .alterTable('onboarding')
    .dropColumn('analysis_stage')
    .dropColumn('analysis_due_at')
    .dropColumn('analysis_attempts')
    .dropColumn('analysis_verdict')
    .dropColumn('analysis_told_at')
    .dropColumn('email_verified_at')
    .execute();
}
