import { type Kysely, sql } from 'kysely';

/**
 * What the money says, read straight from the ledger's tables (after a restore, a reset, a load):
 * accounts whose balance is not the sum of their postings, and movements whose postings do not sum to
 * zero.
 */
export async function ledgerCheck(
  // biome-ignore lint/suspicious/noExplicitAny: the check reads the ledger's tables untyped
  db: Kysely<any>,
): Promise<{ accounts: number; movements: number; wrong: string[] }> {
  const wrong = await sql<{ id: string }>`
    select a.id from account a
      left join (select account_id, sum(amount) as total from posting group by account_id) p on p.account_id = a.id
     where a.balance <> coalesce(p.total, 0)
    union all
    select 'movement ' || movement_id from posting group by movement_id having sum(amount) <> 0`.execute(db);
  const counts = await sql<{ accounts: string; movements: string }>`
    select (select count(*) from account)::text as accounts, (select count(*) from movement)::text as movements`.execute(
    db,
  );
  return {
    accounts: Number(counts.rows[0]?.accounts ?? 0),
    movements: Number(counts.rows[0]?.movements ?? 0),
    wrong: wrong.rows.map((r) => r.id),
  };
}
