import { type Kysely, sql } from 'kysely';

/**
 * Today's database in one text: every table with its columns, constraints (not null ones in the column's line), indexes and triggers, and
 * every function's signature, read from PostgreSQL's catalogue after migrating, in a fixed order,
 * with the schema's name left out. `npm run schema:snapshot -w apps/server` writes it to
 * docs/schema.sql; a test fails when that file is stale. Function bodies are left out (their
 * migration holds them); the migrations' own bookkeeping tables too.
 */
// biome-ignore lint/suspicious/noExplicitAny: the catalogue is read untyped
export async function schemaSnapshot(db: Kysely<any>): Promise<string> {
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(db)).rows[0]?.s ?? 'public';
  const strip = (text: string) => text.replaceAll(`${schema}.`, '').replaceAll('public.', '');
  const skip = (table: string) => table.startsWith('kysely_migration');

  const columns = await sql<{ tbl: string; col: string; type: string; notnull: boolean; def: string | null }>`
    select c.relname as tbl, a.attname as col, format_type(a.atttypid, a.atttypmod) as type,
           a.attnotnull as notnull, pg_get_expr(d.adbin, d.adrelid) as def
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
     where n.nspname = ${schema} and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`.execute(db);
  const constraints = await sql<{ tbl: string; name: string; def: string }>`
    select c.relname as tbl, k.conname as name, pg_get_constraintdef(k.oid) as def
      from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = ${schema} and k.contype <> 'n'
     order by c.relname, k.conname`.execute(db);
  const indexes = await sql<{ tbl: string; def: string }>`
    select tablename as tbl, indexdef as def from pg_indexes
     where schemaname = ${schema} and indexname not in (
       select conname from pg_constraint k join pg_namespace n on n.oid = k.connamespace
        where n.nspname = ${schema} and k.contype in ('p', 'u', 'x'))
     order by tablename, indexname`.execute(db);
  const triggers = await sql<{ tbl: string; def: string }>`
    select c.relname as tbl, pg_get_triggerdef(t.oid) as def
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = ${schema} and not t.tgisinternal
     order by c.relname, t.tgname`.execute(db);
  const functions = await sql<{ name: string; args: string; result: string }>`
    select p.proname as name, pg_get_function_identity_arguments(p.oid) as args,
           coalesce(pg_get_function_result(p.oid), '') as result
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
     where n.nspname = ${schema}
     order by p.proname, 2`.execute(db);

  const out: string[] = [
    "-- Today's database after every migration, read from the catalogue: do not edit.",
    '-- Written by `npm run schema:snapshot -w apps/server`; a test fails when it is stale.',
    '',
  ];
  const tables = [...new Set(columns.rows.map((r) => r.tbl))].filter((t) => !skip(t));
  for (const table of tables) {
    const lines = columns.rows
      .filter((r) => r.tbl === table)
      .map(
        (r) =>
          `  ${r.col} ${r.type}${r.notnull ? ' not null' : ''}${r.def ? ` default ${strip(r.def)}` : ''}`,
      );
    for (const k of constraints.rows.filter((r) => r.tbl === table)) {
      lines.push(`  constraint ${k.name} ${strip(k.def)}`);
    }
    out.push(`create table ${table} (`, lines.join(',\n'), ');');
    for (const i of indexes.rows.filter((r) => r.tbl === table)) out.push(`${strip(i.def)};`);
    for (const t of triggers.rows.filter((r) => r.tbl === table)) out.push(`${strip(t.def)};`);
    out.push('');
  }
  out.push('-- functions (bodies in their migrations)');
  for (const f of functions.rows)
    out.push(`function ${f.name}(${strip(f.args)})${f.result ? ` returns ${strip(f.result)}` : ''};`);
  return `${out.join('\n')}\n`;
}
